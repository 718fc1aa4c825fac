'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { NewsletterResponse, NewsletterSignup, newsletterHoneypotName, newsletterJsonpUrl } from '@vtrans/contracts';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { jsonp } from '@/lib/jsonp';
import { HoneypotField } from './honeypot-field';

type Status = null | 'sending' | 'success' | 'error';
type Field = keyof NewsletterSignup;

/** The list service may answer with markup (links in its messages); we show text only. */
const plainText = (message: string) => message.replace(/<[^>]*>/g, '').trim();

/**
 * The newsletter form (spec §4, §5, §7, §8): submit stays disabled until all three fields are
 * valid; a filled honeypot makes the submit do nothing; the request is the list service's JSONP
 * call; status goes null → sending → success (green message, toast, fields reset) or error (red).
 */
export function NewsletterForm({ postUrl }: { postUrl: string }) {
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>(null);
  const [message, setMessage] = useState('');
  const { register, handleSubmit, reset, formState } = useForm<NewsletterSignup>({
    resolver: zodResolver(NewsletterSignup),
    mode: 'onTouched',
    defaultValues: { FNAME: '', LNAME: '', EMAIL: '' },
  });

  const send = async (fields: NewsletterSignup) => {
    setStatus('sending');
    try {
      const answer = NewsletterResponse.parse(
        await jsonp((callback) => newsletterJsonpUrl(postUrl, { ...fields, honeypot: '' }, callback)),
      );
      setMessage(plainText(answer.msg));
      if (answer.result === 'success') {
        setStatus('success');
        toast.success(plainText(answer.msg));
        reset();
      } else {
        setStatus('error');
      }
    } catch (error) {
      setStatus('error');
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  const field = (name: Field, label: string, autoComplete: string, type = 'text') => {
    const error = formState.errors[name]?.message;
    return (
      <div className="newsletter-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {error && (
          <span id={`${id}-${name}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      className="newsletter-form"
      aria-label="Newsletter sign-up"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Spec §5: a filled honeypot means a bot; the submit is ignored.
        if (honeypot.current?.value) return;
        void handleSubmit(send)(event);
      }}
    >
      <div className="newsletter-fields">
        {field('FNAME', 'First name', 'given-name')}
        {field('LNAME', 'Last name', 'family-name')}
        {field('EMAIL', 'Email', 'email', 'email')}
      </div>
      <HoneypotField id={`${id}-honeypot`} ref={honeypot} name={newsletterHoneypotName(postUrl)} />
      <button type="submit" className="button" disabled={!formState.isValid || status === 'sending'}>
        Subscribe
      </button>
      <div aria-live="polite">
        {status === 'sending' && <p className="newsletter-status">sending...</p>}
        {status === 'success' && <p className="newsletter-status newsletter-status--success">{message}</p>}
        {status === 'error' && <p className="newsletter-status newsletter-status--error">{message}</p>}
      </div>
    </form>
  );
}

/**
 * The simple fallback form (spec §5) for browsers without JavaScript: only an e-mail address,
 * checked for an at-sign, posted straight to the list.
 */
export function NewsletterFallbackForm({ postUrl }: { postUrl: string }) {
  const id = useId();
  return (
    <form className="newsletter-form" aria-label="Newsletter sign-up" action={postUrl} method="post">
      <div className="newsletter-field">
        <label htmlFor={`${id}-EMAIL`}>Email</label>
        <input id={`${id}-EMAIL`} name="EMAIL" type="text" inputMode="email" autoComplete="email" required pattern=".*@.*" title="Please provide a valid email." />
      </div>
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-honeypot`}>Leave this field empty</label>
        <input id={`${id}-honeypot`} name={newsletterHoneypotName(postUrl)} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button">
        Subscribe
      </button>
    </form>
  );
}

/**
 * The full form, or the fallback where JavaScript is off: CSS hides `.js-only` when scripting is
 * off (`@media (scripting: none)`), and only then does the browser show `<noscript>`.
 */
export function NewsletterSignupForms({ postUrl }: { postUrl: string }) {
  return (
    <>
      <div className="js-only">
        <NewsletterForm postUrl={postUrl} />
      </div>
      <noscript>
        <NewsletterFallbackForm postUrl={postUrl} />
      </noscript>
    </>
  );
}

/** The footer's newsletter block. */
export function NewsletterBlock({ postUrl }: { postUrl: string }) {
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Get VTrans news by email</h2>
      <p>Four to six updates a year on the plan, GAP-TA rounds and chances to comment.</p>
      <NewsletterSignupForms postUrl={postUrl} />
    </section>
  );
}
