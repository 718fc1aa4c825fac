'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type CommentGeometry, NewComment } from '@vtrans/contracts/comments';
import { type Language, pathIn } from '@vtrans/contracts/languages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { HoneypotField } from '@/components/honeypot-field';
import { categoryOptions, commentFormWords } from './comment-form-words';

/** What the commenter types; where the comment is comes from the map or the locality picker. */
const CommentDetails = NewComment.omit({ geometry: true, locationNote: true });
type CommentDetailsInput = z.input<typeof CommentDetails>;
type Field = keyof CommentDetailsInput;

export interface CommentLocation {
  geometry: CommentGeometry;
  locationNote?: string;
}

const maxLength = 2000;

/** An open comment period as /api/comment/periods lists it. */
interface OpenPeriod {
  id: string;
  title: string;
  closesAt: string;
  daysLeft: string;
}

/** A period the address asked for that takes no comments now, as /api/comment/period reads it. */
interface ShutPeriod {
  title: string;
  state: 'upcoming' | 'closed';
  opensAt: string;
  closesAt: string;
  record: string;
}

/**
 * The periods open now, read once the form is on screen (in the browser, not the server's render:
 * a cached page must not freeze the list). `?period=` in the address, from a period's "Comment" link, is chosen;
 * when that period is not open, it is read on its own so the form can say so (issue 58: a closed
 * period's link used to file a general comment without a word).
 */
function useOpenPeriods(): { periods: OpenPeriod[]; chosen: string; shut: ShutPeriod | null } {
  const [state, setState] = useState<{ periods: OpenPeriod[]; chosen: string; shut: ShutPeriod | null }>({ periods: [], chosen: '', shut: null });
  useEffect(() => {
    let live = true;
    const asked = new URLSearchParams(window.location.search).get('period') ?? '';
    const readAsked = () =>
      api
        .request<Omit<ShutPeriod, 'state'> & { state: ShutPeriod['state'] | 'open' }>('GET', `/api/comment/period?id=${encodeURIComponent(asked)}`)
        .then(({ status, data }) => (status === 200 && data.state !== 'open' ? { ...data, state: data.state } : null));
    api
      .request<OpenPeriod[]>('GET', '/api/comment/periods')
      .then(async (result) => {
        if (result.status !== 200) return;
        const isOpen = result.data.some((period) => period.id === asked);
        const shut = asked && !isOpen ? await readAsked().catch(() => null) : null;
        if (live) setState({ periods: result.data, chosen: isOpen ? asked : '', shut });
      })
      .catch(() => {}); // no list: the comment is a general one, as before periods existed
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * The comment form, shared by the map (where the location is drawn) and the comments list (where
 * it is a locality and an address). One schema checks it here and on the server; the server's
 * answer to a bad field is shown on that field. In the Spanish edition every word is Spanish and
 * the comment records that it was written there, so its receipt and reply are Spanish (issue 62).
 */
export function CommentForm({
  idPrefix,
  location,
  missingLocation,
  locationFields,
  onPosted,
  language = 'en',
}: {
  idPrefix: string;
  location: CommentLocation | null;
  /** Shown when the form is sent before a location is chosen. */
  missingLocation: string;
  /** The location inputs of the non-map path, shown first. */
  locationFields?: ReactNode;
  onPosted: (id: string) => void;
  language?: Language;
}) {
  const words = commentFormWords[language];
  const { register, handleSubmit, formState, setError, reset, control, setValue } = useForm<CommentDetailsInput>({
    resolver: zodResolver(CommentDetails),
    // Checked when sent, then as they type (issue 62's test found it): checked on leaving a field, the message
    // that appears above the field pushed the button down between press and release, and the first
    // press of Send did nothing.
    mode: 'onSubmit',
    defaultValues: { category: '' as never, text: '', name: '', email: '', website: '', periodId: '' },
  });
  const open = useOpenPeriods();
  // The address's period is chosen once the list arrives.
  useEffect(() => {
    if (open.chosen) setValue('periodId', open.chosen);
  }, [open.chosen, setValue]);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The thank-you takes focus: the form has just been emptied, and focus would otherwise fall to
  // the page, with the confirmation below the button and out of sight. Focusing it scrolls it in.
  useEffect(() => {
    if (status?.ok) statusRef.current?.focus();
  }, [status]);
  const [locationError, setLocationError] = useState<string | null>(null);
  const textLength = useWatch({ control, name: 'text' })?.length ?? 0;
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = handleSubmit(async (details) => {
    setStatus(null);
    if (!location) {
      setLocationError(missingLocation);
      return;
    }
    setLocationError(null);
    try {
      const result = await api.request<{ id: string; fields?: Record<string, string> }>('POST', '/api/comment/insert-comment', {
        body: { ...details, ...location, language },
      });
      if (result.status === 201) {
        reset({ category: '' as never, text: '', name: '', email: '', website: '', periodId: details.periodId ?? '' });
        setStatus({ ok: true, message: words.posted });
        onPosted(result.data.id);
        return;
      }
      for (const [field, message] of Object.entries(result.data?.fields ?? {})) {
        if (field in CommentDetails.shape) setError(field as Field, { message });
        else setLocationError(message);
      }
      setStatus({ ok: false, message: language === 'en' ? result.message || words.notPosted : words.notPosted });
    } catch {
      setStatus({ ok: false, message: words.tryAgain });
    }
  });

  // The schema's message, or in Spanish the field's own (the schema speaks English).
  const errorOf = (field: Field) => formState.errors[field] && (words.fieldMessages[field] ?? formState.errors[field]?.message);
  const described = (field: Field, hint?: string) =>
    errorOf(field)
      ? { 'aria-invalid': true, 'aria-describedby': [id(`${field}-error`), hint].filter(Boolean).join(' ') }
      : hint
        ? { 'aria-describedby': hint }
        : {};
  const errorText = (field: Field) =>
    errorOf(field) ? (
      <span id={id(`${field}-error`)} className="field-error">
        {errorOf(field)}
      </span>
    ) : null;

  return (
    // method="post": a press before the page's script has taken the form over must not put the
    // comment, name and address into the address bar, the server's logs and the history as a GET.
    <form method="post" noValidate className="stacked-form comment-form" aria-label={words.form} onSubmit={(event) => void submit(event)}>
      {locationFields}
      {locationError && (
        <p className="field-error" role="alert">
          {locationError}
        </p>
      )}
      {open.shut && (
        // A callout, not a status: it is there when the form is, before anyone acts.
        <p className="callout">
          {words.shut(open.shut)} <a href={pathIn(language, open.shut.record)}>{words.shutLink(open.shut.state)}</a>.
        </p>
      )}
      {open.periods.length > 0 && (
        <>
          <label htmlFor={id('periodId')}>{words.periodLabel}</label>
          <span id={id('periodId-hint')} className="field-hint">
            {words.periodHint}
          </span>
          {errorText('periodId')}
          <select id={id('periodId')} {...register('periodId')} {...described('periodId', id('periodId-hint'))}>
            <option value="">{words.noPeriod}</option>
            {open.periods.map((period) => (
              <option key={period.id} value={period.id}>
                {words.periodOption(period)}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={id('category')}>{words.category}</label>
      {errorText('category')}
      <select id={id('category')} {...register('category')} {...described('category')}>
        <option value="">{words.chooseCategory}</option>
        {categoryOptions(words).map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </select>

      <label htmlFor={id('text')}>{words.comment}</label>
      {errorText('text')}
      <textarea id={id('text')} rows={5} maxLength={maxLength} aria-describedby={id('text-count')} {...register('text')} {...described('text')} />
      <span id={id('text-count')} className="field-hint">
        {words.count(textLength, maxLength)}
      </span>

      <label htmlFor={id('name')}>{words.name}</label>
      {/* The lists, the map and a period's record show the name beside the comment; without one, "anonymous". */}
      <span id={id('name-hint')} className="field-hint">
        {words.nameHint}
      </span>
      {errorText('name')}
      <input id={id('name')} type="text" autoComplete="name" {...register('name')} {...described('name', id('name-hint'))} />

      <label htmlFor={id('email')}>{words.email}</label>
      {errorText('email')}
      <input id={id('email')} type="email" autoComplete="email" {...register('email')} {...described('email')} />

      <HoneypotField id={id('website')} {...register('website')} />

      <button type="submit" className="button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? words.posting : words.post}
      </button>
      {status && (
        <p ref={statusRef} tabIndex={-1} className={status.ok ? 'form-status form-status--success' : 'field-error'} role={status.ok ? 'status' : 'alert'}>
          {status.message}
        </p>
      )}
    </form>
  );
}
