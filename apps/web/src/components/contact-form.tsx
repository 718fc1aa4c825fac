'use client';

import { ContactForm } from '@vtrans/contracts/forms';
import { sendContactMessage } from '@/actions/contact';
import { FormError, FormSuccess, useCheckedForm } from './checked-form';
import { HoneypotField } from './honeypot-field';

/** The contact form (checked in the browser and again by the server action: useCheckedForm). */
export function ContactFormView({ initialMessage }: { initialMessage?: string }) {
  const { result, pending, register, described, errorText, formError, sent, formProps } = useCheckedForm({
    schema: ContactForm,
    action: sendContactMessage,
    permalink: '/get-involved/contact-us',
    defaultValues: { message: initialMessage },
  });

  if (result?.ok) {
    return (
      <FormSuccess>
        <h2>Thank you — your message has been sent.</h2>
        <p>Staff of the Office of Intermodal Planning and Investment will reply by e-mail.</p>
      </FormSuccess>
    );
  }

  return (
    <form {...formProps} className="stacked-form" aria-label="Contact form">
      <FormError message={formError} />
      <label htmlFor="name">Your name</label>
      {errorText('name')}
      <input id="name" type="text" autoComplete="name" defaultValue={sent?.name} {...register('name')} {...described('name')} />

      <label htmlFor="email">Your email</label>
      {errorText('email')}
      <input id="email" type="email" autoComplete="email" defaultValue={sent?.email} {...register('email')} {...described('email')} />

      <label htmlFor="message">Message</label>
      {errorText('message')}
      <textarea id="message" rows={6} defaultValue={sent?.message ?? initialMessage} {...register('message')} {...described('message')} />

      <HoneypotField id="website" {...register('website')} />

      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
