'use client';

import type { ActionResult } from '@vtrans/contracts/action-result';
import { usePathname, useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';

/**
 * useActionState for a form that posts to a server action, with the page's address as the form's
 * action until scripts load: without one React writes action="", which is invalid HTML (the Nu
 * checker's error), and the form still posts to its page without JavaScript. `permalink` when the
 * page's address needs its query too.
 */
export function useFormAction<State>(action: (state: Awaited<State>, formData: FormData) => State | Promise<State>, initialState: Awaited<State>, permalink?: string) {
  const pathname = usePathname();
  return useActionState(action, initialState, permalink ?? pathname);
}

/** Goes on to the page a successful action names (`next`), once its answer has been shown. */
export function useGoOnTo(result: ActionResult | null) {
  const router = useRouter();
  const next = result?.ok ? result.next : undefined;
  useEffect(() => {
    if (next) router.push(next);
  }, [next, router]);
}
