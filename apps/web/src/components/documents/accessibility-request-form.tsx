'use client';

import { AccessibilityRequestForm, accessibleFormatNames, type AccessibleFormat } from '@vtrans/contracts/accessibility-requests';
import { type Language, langWhereDifferent } from '@vtrans/contracts/languages';
import type { ReactNode } from 'react';
import { requestAccessibleFormat, requestAccessibleFormatInSpanish } from '@/actions/accessibility-requests';
import { FormError, FormSuccess, useCheckedForm } from '../checked-form';
import { HoneypotField } from '../honeypot-field';

type Field = keyof AccessibilityRequestForm & string;

/**
 * Every word of the request form in each edition (issue 62). The Spanish were written by the team,
 * one message per field in place of the schema's English.
 */
const requestFormWords = {
  en: {
    action: requestAccessibleFormat,
    form: 'Request an accessible format',
    thanks: 'Thank you — we received your request.',
    youAsked: (title: ReactNode) => <>You asked for “{title}”.</>,
    name: 'Your name',
    email: 'Your email',
    phone: 'Your phone (optional)',
    format: 'The format you need',
    details: 'Anything else we should know (optional)',
    send: 'Send request',
    sending: 'Sending…',
    messages: {} as Partial<Record<Field, string>>,
  },
  es: {
    action: requestAccessibleFormatInSpanish,
    form: 'Pida un formato accesible',
    thanks: 'Gracias. Recibimos su solicitud.',
    youAsked: (title: ReactNode) => <>Usted pidió “{title}”.</>,
    name: 'Su nombre',
    email: 'Su correo electrónico',
    phone: 'Su teléfono (opcional)',
    format: 'El formato que necesita',
    details: 'Algo más que debamos saber (opcional)',
    send: 'Enviar solicitud',
    sending: 'Enviando…',
    messages: {
      documentId: 'Elija el documento que necesita en la biblioteca.',
      name: 'Escriba su nombre (hasta 100 caracteres).',
      email: 'Escriba una dirección de correo electrónico válida.',
      phone: 'Escriba un número de teléfono de hasta 40 caracteres.',
      format: 'Elija el formato que necesita.',
      details: 'Escriba hasta 2,000 caracteres.',
    } as Partial<Record<Field, string>>,
  },
} satisfies Record<Language, unknown>;

/** The request for a document in an accessible format (checked in the browser and again by the server action: useCheckedForm), in its page's edition. */
export function AccessibilityRequestFormView({
  documentId,
  documentTitle,
  permalink,
  language = 'en',
}: {
  documentId: string;
  documentTitle: string;
  permalink: string;
  language?: Language;
}) {
  const words = requestFormWords[language];
  const { result, pending, register, described, errorText, formError, sent, formProps } = useCheckedForm({
    schema: AccessibilityRequestForm,
    action: words.action,
    permalink,
    defaultValues: { documentId, phone: '', details: '' },
    messages: words.messages,
  });

  if (result?.ok) {
    return (
      <FormSuccess>
        <h2>{words.thanks}</h2>
        <p>
          {/* The document's title is English wherever it is shown. */}
          {words.youAsked(<span lang={langWhereDifferent('en', language)}>{documentTitle}</span>)} {result.message}
        </p>
      </FormSuccess>
    );
  }

  return (
    <form {...formProps} className="stacked-form" aria-label={words.form}>
      <FormError message={formError} />
      {errorText('documentId')}
      <input type="hidden" {...register('documentId')} />
      {/* The edition the request was written in: the reader's e-mails are written in it (issue 62). */}
      {language !== 'en' && <input type="hidden" name="language" value={language} />}

      <label htmlFor="name">{words.name}</label>
      {errorText('name')}
      <input id="name" type="text" autoComplete="name" defaultValue={sent?.name} {...register('name')} {...described('name')} />

      <label htmlFor="email">{words.email}</label>
      {errorText('email')}
      <input id="email" type="email" autoComplete="email" defaultValue={sent?.email} {...register('email')} {...described('email')} />

      <label htmlFor="phone">{words.phone}</label>
      {errorText('phone')}
      <input id="phone" type="tel" autoComplete="tel" defaultValue={sent?.phone} {...register('phone')} {...described('phone')} />

      <fieldset {...described('format')}>
        <legend>{words.format}</legend>
        {errorText('format')}
        {(Object.entries(accessibleFormatNames[language]) as [AccessibleFormat, string][]).map(([format, label]) => (
          <div key={format} className="checkbox-field">
            <input id={`format-${format}`} type="radio" value={format} defaultChecked={sent?.format === format} {...register('format')} />
            <label htmlFor={`format-${format}`}>{label}</label>
          </div>
        ))}
      </fieldset>

      <label htmlFor="details">{words.details}</label>
      {errorText('details')}
      <textarea id="details" rows={4} defaultValue={sent?.details} {...register('details')} {...described('details')} />

      <HoneypotField id="website" {...register('website')} />

      <button type="submit" className="button" disabled={pending}>
        {pending ? words.sending : words.send}
      </button>
    </form>
  );
}
