'use client';

import { useFormAction } from '@/components/use-form-action';
import type { ActionResult } from '@vtrans/contracts/action-result';
import { type ReactNode } from 'react';
import { ActionOutcome } from './action-outcome';
import { useShownOutcome } from './outcome-group';

type Action = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/**
 * A form whose only answer is the page changing (a hide, a remove, a re-run): the page passes the
 * server action; what went wrong, if anything, is said under the button instead of being dropped.
 */
export function ActionForm({ action, children }: { action: Action; children: ReactNode }) {
  const [result, formAction] = useFormAction(action, null);
  const shown = useShownOutcome(result);
  return (
    <form action={formAction}>
      {children}
      <ActionOutcome result={shown} />
    </form>
  );
}
