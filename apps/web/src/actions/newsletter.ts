'use server';

import { confirmNewsletterSignup, unsubscribeFromNewsletter } from '@vtrans/db';
import { redirect } from 'next/navigation';
import { db } from '@/server/platform/db';
import { linkTokenOf } from '@/server/http/link-token';

/** The button on the confirmation page (a POST, so mail scanners that open links confirm nothing). */
export async function confirmSubscription(formData: FormData): Promise<never> {
  const token = linkTokenOf(formData);
  const confirmed = token ? await confirmNewsletterSignup(db(), token) : null;
  redirect(`/newsletter/confirm?status=${confirmed ? 'done' : 'invalid'}`);
}

/** The button on the unsubscribe page. */
export async function unsubscribe(formData: FormData): Promise<never> {
  const token = linkTokenOf(formData);
  const removed = token ? await unsubscribeFromNewsletter(db(), token) : null;
  redirect(`/newsletter/unsubscribe?status=${removed ? 'done' : 'invalid'}`);
}
