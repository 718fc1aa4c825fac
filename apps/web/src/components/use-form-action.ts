'use client';

import type { ActionResult } from '@vtrans/contracts/action-result';
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, useActionState, useEffect, useRef, useTransition } from 'react';

/**
 * useActionState for a form that posts to a server action, with the page's address as the form's
 * action until scripts load: without one React writes action="", which is invalid HTML (the Nu
 * checker's error), and the form still posts to its page without JavaScript. `permalink` when the
 * page's address needs its query too.
 */
export function useFormAction<State>(
  action: (state: Awaited<State>, formData: FormData) => State | Promise<State>,
  initialState: Awaited<State>,
  permalink?: string,
) {
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

/**
 * A form posted to its action without React's reset of the fields afterwards: for a form asked to
 * confirm what it will do (issue 56), whose ticks and words must still be there when the answer is
 * yes. The button that sent it is part of what is sent, as in a plain post. Once the action has
 * done something (`result` ok), the form starts afresh. Spread the answer onto the <form>.
 */
export function useSendKeepingFields(action: (formData: FormData) => void, result: ActionResult | null) {
  const [, startTransition] = useTransition();
  const ref = useRef<HTMLFormElement>(null);
  const done = result?.ok;
  useEffect(() => {
    if (done) ref.current?.reset();
  }, [done, result]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => action(data));
  };
  return { ref, onSubmit };
}
