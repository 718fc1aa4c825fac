'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { AccessibilityRequestForm, accessibleFormats, type AccessibleFormat } from '@vtrans/contracts/accessibility-requests';
import { startTransition, useActionState, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { requestAccessibleFormat } from '@/actions/accessibility-requests';
import { fieldErrors } from '../field-errors';
import { HoneypotField } from '../honeypot-field';

type Field = keyof AccessibilityRequestForm;

/**
 * The request for a document in an accessible format. As the contact form: react-hook-form checks
 * the shared schema first with JavaScript; without it the form posts to the server action, which
 * checks the same schema.
 */
export function AccessibilityRequestFormView({ documentId, documentTitle, permalink }: { documentId: string; documentTitle: string; permalink: string }) {
  const [result, formAction, pending] = useActionState(requestAccessibleFormat, null, permalink);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState } = useForm<AccessibilityRequestForm>({ resolver: zodResolver(AccessibilityRequestForm), mode: 'onTouched', defaultValues: { documentId, phone: '', details: '' } });

  if (result?.ok) {
    return (
      <div className="form-success" role="status">
        <h2>Thank you — we received your request.</h2>
        <p>
          You asked for “{documentTitle}”. {result.message} A receipt with the due date is on its way to your e-mail.
        </p>
      </div>
    );
  }

  const serverErrors = result && !result.ok ? result.fieldErrors : {};
  const formError = result && !result.ok ? result.formError : undefined;
  const sent = result && !result.ok ? result.values : undefined;
  const { described, errorText } = fieldErrors<Field>((field) => formState.errors[field]?.message ?? serverErrors[field]);

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="stacked-form"
      aria-label="Request an accessible format"
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
      {errorText('documentId')}
      <input type="hidden" {...register('documentId')} />

      <label htmlFor="name">Your name</label>
      {errorText('name')}
      <input id="name" autoComplete="name" defaultValue={sent?.name} {...register('name')} {...described('name')} />

      <label htmlFor="email">Your email</label>
      {errorText('email')}
      <input id="email" type="email" autoComplete="email" defaultValue={sent?.email} {...register('email')} {...described('email')} />

      <label htmlFor="phone">Your phone (optional)</label>
      {errorText('phone')}
      <input id="phone" type="tel" autoComplete="tel" defaultValue={sent?.phone} {...register('phone')} {...described('phone')} />

      <fieldset {...described('format')}>
        <legend>The format you need</legend>
        {errorText('format')}
        {(Object.entries(accessibleFormats) as [AccessibleFormat, string][]).map(([format, label]) => (
          <div key={format} className="radio-field">
            <input id={`format-${format}`} type="radio" value={format} defaultChecked={sent?.format === format} {...register('format')} />
            <label htmlFor={`format-${format}`}>{label}</label>
          </div>
        ))}
      </fieldset>

      <label htmlFor="details">Anything else we should know (optional)</label>
      {errorText('details')}
      <textarea id="details" rows={4} defaultValue={sent?.details} {...register('details')} {...described('details')} />

      <HoneypotField id="website" {...register('website')} />

      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}
