'use client';

import { useFormAction } from '@/components/use-form-action';
import {
  type AlertFrequency,
  type AlertTopic,
  alertFrequencies,
  alertFrequencyLabels,
  alertTopicLabels,
  alertTopics,
  MAX_ALERT_LOCALITIES,
} from '@vtrans/contracts/alerts';
import { startTransition, useState } from 'react';
import { subscribeToAlertsAction, updateAlertsAction } from '@/actions/alerts';
import { ActionOutcome } from '@/components/action-outcome';
import { ArrivingStatus } from '@/components/arriving-status';
import { fieldErrors } from '@/components/field-errors';
import { HoneypotField } from '@/components/honeypot-field';

interface Props {
  localities: { fips: string; full_name: string }[];
  /** The manage page's: the subscription's link token and its present choices. Without it, a sign-up. */
  manage?: { token: string; localities: string[]; topics: AlertTopic[]; frequency: AlertFrequency };
}

type Field = 'email' | 'localities' | 'topics' | 'frequency';

/**
 * Asking for locality alerts, or changing them. The choices are held in state, so a refused
 * answer (a missing topic) keeps every box ticked; the server action checks the shared schema and
 * names the field. A filter narrows the 133 localities to those whose name holds what is typed.
 */
export function AlertForm({ localities, manage }: Props) {
  const [result, formAction, pending] = useFormAction(manage ? updateAlertsAction : subscribeToAlertsAction, null);
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>(manage?.localities ?? []);
  const [topics, setTopics] = useState<string[]>(manage?.topics ?? ['comments']);
  const [frequency, setFrequency] = useState<string>(manage?.frequency ?? 'immediate');
  const [filter, setFilter] = useState('');
  const errors = fieldErrors<Field>((field) => (result && !result.ok ? (result.fieldErrors as Partial<Record<Field, string>>)[field] : undefined));
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));
  const shown = localities.filter((locality) => chosen.includes(locality.fips) || locality.full_name.toLowerCase().includes(filter.trim().toLowerCase()));

  if (result?.ok && !manage) {
    return <ArrivingStatus>{result.message}</ArrivingStatus>;
  }

  return (
    <form
      action={formAction}
      className="stacked-form alert-form"
      aria-label={manage ? 'Change your alerts' : 'Ask for locality alerts'}
      // Sent by hand with JavaScript: React resets a form after its action, and would untick the boxes a refused answer should keep.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
    >
      <ActionOutcome result={result} />
      {manage ? (
        <input type="hidden" name="token" value={manage.token} />
      ) : (
        <>
          <label htmlFor="alert-email">E-mail address</label>
          {errors.errorText('email')}
          <input
            id="alert-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...errors.described('email')}
          />
          <HoneypotField id="alert-website" name="website" />
        </>
      )}

      <fieldset className="checkbox-group alert-localities" {...errors.described('localities', 'alert-localities-hint')}>
        <legend>Localities</legend>
        <span id="alert-localities-hint" className="field-hint">
          Choose up to {MAX_ALERT_LOCALITIES}.{' '}
          {chosen.length === 0
            ? 'None chosen yet.'
            : `Chosen: ${localities
                .filter((locality) => chosen.includes(locality.fips))
                .map((locality) => locality.full_name)
                .join(', ')}.`}
        </span>
        {errors.errorText('localities')}
        <label htmlFor="alert-locality-filter">Find a locality</label>
        <input
          id="alert-locality-filter"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          aria-controls="alert-locality-list"
        />
        <div id="alert-locality-list">
          {shown.map((locality) => (
            <div className="checkbox-field" key={locality.fips}>
              <input
                id={`alert-locality-${locality.fips}`}
                type="checkbox"
                name="localities"
                value={locality.fips}
                checked={chosen.includes(locality.fips)}
                onChange={(event) => setChosen(toggle(chosen, locality.fips, event.target.checked))}
              />
              <label htmlFor={`alert-locality-${locality.fips}`}>{locality.full_name}</label>
            </div>
          ))}
          {shown.length === 0 && <p>No locality’s name holds “{filter}”.</p>}
        </div>
      </fieldset>

      <fieldset {...errors.described('topics')}>
        <legend>Tell me about</legend>
        {errors.errorText('topics')}
        {alertTopics.map((topic) => (
          <div className="checkbox-field" key={topic}>
            <input
              id={`alert-topic-${topic}`}
              type="checkbox"
              name="topics"
              value={topic}
              checked={topics.includes(topic)}
              onChange={(event) => setTopics(toggle(topics, topic, event.target.checked))}
            />
            <label htmlFor={`alert-topic-${topic}`}>{alertTopicLabels[topic]}</label>
          </div>
        ))}
      </fieldset>

      <fieldset {...errors.described('frequency')}>
        <legend>How often</legend>
        {errors.errorText('frequency')}
        {alertFrequencies.map((option) => (
          <div className="checkbox-field" key={option}>
            <input
              id={`alert-frequency-${option}`}
              type="radio"
              name="frequency"
              value={option}
              checked={frequency === option}
              onChange={() => setFrequency(option)}
            />
            <label htmlFor={`alert-frequency-${option}`}>{alertFrequencyLabels[option]}</label>
          </div>
        ))}
      </fieldset>

      <button type="submit" className="button" disabled={pending}>
        {manage ? 'Save my choices' : 'Ask for alerts'}
      </button>
    </form>
  );
}
