'use client';

import type { ActionResult } from '@vtrans/contracts/action-result';
import { usePathname } from 'next/navigation';
import { type ReactNode, useActionState } from 'react';
import { ActionOutcome } from './action-outcome';
import { useShownOutcome } from './outcome-group';

type Action = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/**
 * A form whose only answer is the page changing (a hide, a remove, a re-run): the page passes the
 * server action; what went wrong, if anything, is said under the button instead of being dropped.
 */
export function ActionForm({ action, children }: { action: Action; children: ReactNode }) {
  // The page's address is the form's action before scripts load (React writes action="" without
  // one, which is invalid HTML), so the form posts to its own page without JavaScript too.
  const [result, formAction] = useActionState(action, null, usePathname());
  const shown = useShownOutcome(result);
  return (
    <form action={formAction}>
      {children}
      <ActionOutcome result={shown} />
    </form>
  );
}
