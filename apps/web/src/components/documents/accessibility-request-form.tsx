'use client';

import { AccessibilityRequestForm, accessibleFormats, type AccessibleFormat } from '@vtrans/contracts/accessibility-requests';
import { requestAccessibleFormat } from '@/actions/accessibility-requests';
import { FormError, FormSuccess, useCheckedForm } from '../checked-form';
import { HoneypotField } from '../honeypot-field';

/** The request for a document in an accessible format (checked in the browser and again by the server action: useCheckedForm). */
export function AccessibilityRequestFormView({ documentId, documentTitle, permalink }: { documentId: string; documentTitle: string; permalink: string }) {
  const { result, pending, register, described, errorText, formError, sent, formProps } = useCheckedForm({
    schema: AccessibilityRequestForm,
    action: requestAccessibleFormat,
    permalink,
    defaultValues: { documentId, phone: '', details: '' },
  });

  if (result?.ok) {
    return (
      <FormSuccess>
        <h2>Thank you — we received your request.</h2>
        <p>
          You asked for “{documentTitle}”. {result.message}
        </p>
      </FormSuccess>
    );
  }

  return (
    <form {...formProps} className="stacked-form" aria-label="Request an accessible format">
      <FormError message={formError} />
      {errorText('documentId')}
      <input type="hidden" {...register('documentId')} />

      <label htmlFor="name">Your name</label>
      {errorText('name')}
      <input id="name" type="text" autoComplete="name" defaultValue={sent?.name} {...register('name')} {...described('name')} />

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
