'use server';

import { AlertPreferences, AlertSignup } from '@vtrans/contracts/alerts';
import { AppError } from '@vtrans/contracts/errors';
import { LinkToken } from '@vtrans/contracts/newsletter';
import { confirmAlerts, subscribeToAlerts, unsubscribeFromAlerts, updateAlertPreferences } from '@vtrans/db';
import { redirect } from 'next/navigation';
import { formAction } from '@/server/http/action';
import { db } from '@/server/platform/db';
import { linkTokenOf } from '@/server/http/link-token';

// Locality alerts (issue 21): anyone may ask for them; the e-mailed links confirm, change and stop them.

/** The form as the schema reads it: the checkbox groups as lists. */
function readAlertForm(formData: FormData) {
  const text = (name: string) => (typeof formData.get(name) === 'string' ? (formData.get(name) as string) : undefined);
  const list = (name: string) => formData.getAll(name).filter((value): value is string => typeof value === 'string');
  return {
    email: text('email'),
    token: text('token'),
    frequency: text('frequency'),
    localities: list('localities'),
    topics: list('topics'),
    website: text('website'),
  };
}

const outcomes = {
  'confirmation-sent': 'Almost done: we sent you an e-mail. Follow its link to start your alerts (it works for 7 days).',
  'confirmation-recently-sent':
    'We sent you a confirmation e-mail a few minutes ago, and we have noted your new choices: follow the link in that e-mail. Nothing more is sent for a few minutes, so nobody can flood an inbox.',
  'already-subscribed': 'This address already gets VTrans alerts. To change them, follow “Manage your VTrans alerts” in any alert e-mail.',
} as const;

export const subscribeToAlertsAction = formAction(
  {
    schema: AlertSignup,
    read: readAlertForm,
    echo: ['email'],
    honeypot: 'website',
    rateLimited: 'Too many sign-ups from here just now. Please wait a minute and try again; your choices are still here.',
    failure: 'We could not save your alerts just now. Please try again in a few minutes.',
  },
  async (signup, { db: trx }) => ({ message: outcomes[await subscribeToAlerts(trx, signup)] }),
);

/** The button on the confirmation page (a POST, so a mail scanner that opens the link confirms nothing). */
export async function confirmAlertsAction(formData: FormData): Promise<never> {
  const token = linkTokenOf(formData);
  const confirmed = token ? await confirmAlerts(db(), token) : null;
  redirect(`/alerts/confirm?status=${confirmed ? 'done' : 'invalid'}`);
}

/** The manage page's form: new localities, topics or frequency. */
export const updateAlertsAction = formAction(
  { schema: AlertPreferences.extend({ token: LinkToken }), read: readAlertForm },
  async ({ token, ...preferences }, { db: trx }) => {
    if (!(await updateAlertPreferences(trx, token, preferences)))
      throw new AppError('not-found', 'This link no longer works. Ask for alerts again on the alerts page.');
    return { message: 'Saved: your alerts follow these choices from now on.' };
  },
);

/** The manage page's stop button. */
export async function unsubscribeFromAlertsAction(formData: FormData): Promise<never> {
  const token = linkTokenOf(formData);
  const stopped = token ? await unsubscribeFromAlerts(db(), token) : null;
  redirect(stopped ? `/alerts/manage?status=stopped` : `/alerts/manage?status=invalid`);
}
