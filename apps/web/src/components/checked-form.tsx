'use client';

import { useFormAction } from '@/components/use-form-action';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ActionResult } from '@vtrans/contracts/action-result';
import { type FormEvent, type ReactNode, startTransition, useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFocusOnArrival } from './arriving-status';
import { fieldErrors } from './field-errors';

type Action<Field extends string> = (previous: ActionResult<Field> | null, formData: FormData) => Promise<ActionResult<Field>>;

/**
 * A public form checked twice with one schema: with JavaScript, react-hook-form checks the fields
 * before anything is sent; without it, the form posts to `permalink` and the server action checks
 * the same schema and answers with the same messages. What the server echoes back (`sent`) refills
 * the fields React resets. The contact form and the accessible-format request use it.
 *
 * `messages` puts one message per field in place of the schema's, whichever side found the problem:
 * the schema's messages are English, and a form in another edition (issue 62) says each field's
 * one thing a person can get wrong in its own language.
 */
export function useCheckedForm<Values extends FieldValues>({
  schema,
  action,
  permalink,
  defaultValues,
  messages = {},
}: {
  schema: z.ZodType<Values, Values>;
  action: Action<keyof Values & string>;
  permalink: string;
  defaultValues?: DefaultValues<Values>;
  messages?: Partial<Record<keyof Values & string, string>>;
}) {
  type Field = keyof Values & string;
  const [result, formAction, pending] = useFormAction(action, null, permalink);
  const formRef = useRef<HTMLFormElement>(null);
  // Checked when sent, then as they type (issue 62's test found it): checked on leaving a field, the message
  // that appears above the field pushed the button down between press and release, and the first
  // press of Send did nothing.
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onSubmit', defaultValues });
  const serverErrors: Partial<Record<Field, string>> = result && !result.ok ? result.fieldErrors : {};
  const { described, errorText } = fieldErrors<Field>((field) => {
    const found = (formState.errors[field]?.message as string | undefined) ?? serverErrors[field];
    return found && (messages[field] ?? found);
  });
  return {
    result,
    pending,
    register,
    described,
    errorText,
    formError: result && !result.ok ? result.formError : undefined,
    sent: result && !result.ok ? result.values : undefined,
    formProps: {
      ref: formRef,
      action: formAction,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void handleSubmit(() => startTransition(() => formAction(new FormData(formRef.current!))))(event);
      },
    },
  };
}

/** A problem that is no one field's, above the form's fields. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * What a public form says once it is sent, in place of the form: focused as it arrives (issue 58:
 * focus fell to the page's body when the form it was in went away, so a screen reader said nothing
 * and the keyboard started again from the top).
 */
export function FormSuccess({ children }: { children: ReactNode }) {
  const region = useFocusOnArrival<HTMLDivElement>();
  return (
    <div ref={region} tabIndex={-1} className="form-success" role="status">
      {children}
    </div>
  );
}
