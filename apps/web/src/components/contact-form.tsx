'use client';

import { ContactForm } from '@vtrans/contracts/forms';
import type { Language } from '@vtrans/contracts/languages';
import { sendContactMessage, sendSpanishContactMessage } from '@/actions/contact';
import { FormError, FormSuccess, useCheckedForm } from './checked-form';
import { HoneypotField } from './honeypot-field';

type Field = keyof ContactForm & string;

/**
 * Every word of the contact form in each edition (issue 62). The English are the spec's; the
 * Spanish were written by the team, one message per field in place of the schema's English.
 */
const contactFormWords = {
  en: {
    action: sendContactMessage,
    permalink: '/get-involved/contact-us',
    form: 'Contact form',
    name: 'Your name',
    email: 'Your email',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    sent: 'Thank you — your message has been sent.',
    next: 'Staff of the Office of Intermodal Planning and Investment will reply by e-mail.',
    messages: {} as Partial<Record<Field, string>>,
  },
  es: {
    action: sendSpanishContactMessage,
    permalink: '/es/get-involved/contact-us',
    form: 'Formulario de contacto',
    name: 'Su nombre',
    email: 'Su correo electrónico',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    sent: 'Gracias. Su mensaje fue enviado.',
    next: 'El personal de la Oficina de Planificación e Inversión Intermodal le responderá en español por correo electrónico.',
    messages: {
      name: 'Escriba su nombre (hasta 100 caracteres).',
      email: 'Escriba una dirección de correo electrónico válida.',
      message: 'Escriba un mensaje de entre 10 y 5,000 caracteres.',
    } as Partial<Record<Field, string>>,
  },
} satisfies Record<Language, unknown>;

/** The contact form (checked in the browser and again by the server action: useCheckedForm), in its page's edition. */
export function ContactFormView({ initialMessage, language = 'en' }: { initialMessage?: string; language?: Language }) {
  const words = contactFormWords[language];
  const { result, pending, register, described, errorText, formError, sent, formProps } = useCheckedForm({
    schema: ContactForm,
    action: words.action,
    permalink: words.permalink,
    defaultValues: { message: initialMessage },
    messages: words.messages,
  });

  if (result?.ok) {
    return (
      <FormSuccess>
        <h2>{words.sent}</h2>
        <p>{words.next}</p>
      </FormSuccess>
    );
  }

  return (
    <form {...formProps} className="stacked-form" aria-label={words.form}>
      <FormError message={formError} />
      {/* The edition the message was written in: its receipt is written in it (issue 62). */}
      {language !== 'en' && <input type="hidden" name="language" value={language} />}
      <label htmlFor="name">{words.name}</label>
      {errorText('name')}
      <input id="name" type="text" autoComplete="name" defaultValue={sent?.name} {...register('name')} {...described('name')} />

      <label htmlFor="email">{words.email}</label>
      {errorText('email')}
      <input id="email" type="email" autoComplete="email" defaultValue={sent?.email} {...register('email')} {...described('email')} />

      <label htmlFor="message">{words.message}</label>
      {errorText('message')}
      <textarea id="message" rows={6} defaultValue={sent?.message ?? initialMessage} {...register('message')} {...described('message')} />

      <HoneypotField id="website" {...register('website')} />

      <button type="submit" className="button" disabled={pending}>
        {pending ? words.sending : words.send}
      </button>
    </form>
  );
}
