'use client';

import {
  isNewsletterResponse,
  type NewsletterField,
  type NewsletterFields,
  newsletterFieldProblem,
  newsletterHoneypotName,
  newsletterJsonpUrl,
} from '@vtrans/contracts/newsletter-fields';
import { useId, useRef, useState } from 'react';
import { listOf } from '@vtrans/spatial/words';
import { jsonp } from '@/lib/jsonp';
import { HoneypotField } from './honeypot-field';
import { notify } from './shell/toasts';

type Status = null | 'sending' | 'success' | 'error';

const emptyFields: NewsletterFields = { FNAME: '', LNAME: '', EMAIL: '' };
const fieldNames = Object.keys(emptyFields) as NewsletterField[];

/** What each field still needs, as the disabled button's reason says it. */
const neededWords: Record<NewsletterField, string> = { FNAME: 'your first name', LNAME: 'your last name', EMAIL: 'a valid e-mail address' };

/** The list service may answer with markup (links in its messages); we show text only. */
const plainText = (message: string) => message.replace(/<[^>]*>/g, '').trim();

/**
 * The newsletter form (spec §4, §5, §7, §8): submit stays disabled until all three fields are
 * valid; a field's message shows once it has been left (and then follows every keystroke); a
 * filled honeypot makes the submit do nothing; the request is the list service's JSONP call;
 * status goes null → sending → success (green message, toast, fields reset) or error (red).
 * Checked with the shared rules of newsletter-fields.ts, not zod: this form is on nearly every page.
 */
export function NewsletterForm({ postUrl }: { postUrl: string }) {
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(emptyFields);
  const [left, setLeft] = useState<Partial<Record<NewsletterField, boolean>>>({});
  const [status, setStatus] = useState<Status>(null);
  const [message, setMessage] = useState('');
  const problems = Object.fromEntries(fieldNames.map((name) => [name, newsletterFieldProblem(name, values[name])])) as Record<NewsletterField, string | null>;
  const needed = fieldNames.filter((name) => problems[name] !== null).map((name) => neededWords[name]);
  const valid = needed.length === 0;

  const send = async () => {
    const fields = { FNAME: values.FNAME.trim(), LNAME: values.LNAME.trim(), EMAIL: values.EMAIL.trim() };
    setStatus('sending');
    try {
      const answer = await jsonp((callback) => newsletterJsonpUrl(postUrl, { ...fields, honeypot: '' }, callback));
      if (!isNewsletterResponse(answer)) throw new Error('The sign-up service answered with something unexpected. Please try again.');
      setMessage(plainText(answer.msg));
      if (answer.result === 'success') {
        setStatus('success');
        notify(plainText(answer.msg), 'success');
        setValues(emptyFields);
        setLeft({});
      } else {
        setStatus('error');
      }
    } catch (error) {
      setStatus('error');
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  const field = (name: NewsletterField, label: string, autoComplete: string, type = 'text') => {
    const error = left[name] ? problems[name] : null;
    return (
      <div className="newsletter-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          onBlur={() => setLeft((current) => ({ ...current, [name]: true }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
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
        if (honeypot.current?.value || !valid || status === 'sending') return;
        void send();
      }}
    >
      <div className="newsletter-fields">
        {field('FNAME', 'First name', 'given-name')}
        {field('LNAME', 'Last name', 'family-name')}
        {field('EMAIL', 'Email', 'email', 'email')}
      </div>
      <HoneypotField id={`${id}-honeypot`} ref={honeypot} name={newsletterHoneypotName(postUrl)} />
      <button type="submit" className="button" disabled={!valid || status === 'sending'} aria-describedby={valid ? undefined : `${id}-needed`}>
        Subscribe
      </button>
      {/* Spec §4 keeps the button disabled until the fields are valid; this says why (issue 35). */}
      {!valid && (
        <p id={`${id}-needed`} className="field-hint newsletter-needed">
          To subscribe, give {listOf(needed)}.
        </p>
      )}
      <div aria-live="polite">
        {status === 'sending' && <p className="newsletter-status">sending...</p>}
        {status === 'error' && <p className="newsletter-status newsletter-status--error">{message}</p>}
      </div>
      {/* Spec §8: the message in green plus a toast. The toast is the one announced; the green copy stays out of the live region, so a screen reader hears the success once (issue 35: it heard it twice). */}
      {status === 'success' && <p className="newsletter-status newsletter-status--success">{message}</p>}
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
        <input
          id={`${id}-EMAIL`}
          name="EMAIL"
          type="text"
          inputMode="email"
          autoComplete="email"
          required
          pattern=".*@.*"
          title="Please provide a valid email."
        />
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
