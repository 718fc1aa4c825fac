'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ContactForm } from '@vtrans/contracts/forms';
import { startTransition, useActionState, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { sendContactMessage } from '@/actions/contact';
import { fieldErrors } from './field-errors';
import { HoneypotField } from './honeypot-field';

type Field = keyof ContactForm;

/**
 * The contact form. With JavaScript, react-hook-form checks the fields with the shared schema
 * before anything is sent; without it, the form posts straight to the server action, which checks
 * the same schema and answers with the same messages.
 */
export function ContactFormView({ initialMessage }: { initialMessage?: string }) {
  // The permalink is the form's action before scripts load (React writes action="" without one, which is invalid HTML).
  const [result, formAction, pending] = useActionState(sendContactMessage, null, '/get-involved/contact-us');
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState } = useForm<ContactForm>({ resolver: zodResolver(ContactForm), mode: 'onTouched', defaultValues: { message: initialMessage } });

  if (result?.ok) {
    return (
      <div className="form-success" role="status">
        <h2>Thank you — your message has been sent.</h2>
        <p>Staff of the Office of Intermodal Planning and Investment will reply by e-mail.</p>
      </div>
    );
  }

  const serverErrors = result && !result.ok ? result.fieldErrors : {};
  const formError = result && !result.ok ? result.formError : undefined;
  const sentValues = result && !result.ok ? result.values : undefined;
  const { described, errorText } = fieldErrors<Field>((field) => formState.errors[field]?.message ?? serverErrors[field]);

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="stacked-form"
      aria-label="Contact form"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(() => startTransition(() => formAction(new FormData(formRef.current!))))(event);
      }}
    >
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <label htmlFor="name">Your name</label>
      {errorText('name')}
      <input id="name" autoComplete="name" defaultValue={sentValues?.name} {...register('name')} {...described('name')} />

      <label htmlFor="email">Your email</label>
      {errorText('email')}
      <input id="email" type="email" autoComplete="email" defaultValue={sentValues?.email} {...register('email')} {...described('email')} />

      <label htmlFor="message">Message</label>
      {errorText('message')}
      <textarea id="message" rows={6} defaultValue={sentValues?.message ?? initialMessage} {...register('message')} {...described('message')} />

      <HoneypotField id="website" {...register('website')} />

      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
