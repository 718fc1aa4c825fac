import { virginiaDate } from '@vtrans/contracts/dates';
import { alertItems, dailyAlertSubscriptions, markDigestThrough } from '@vtrans/db';
import type { JobContext } from '../jobs/run-job';
import { alertEmail } from './locality-alerts';
import type { OutgoingEmail } from '../emails/deliver';
import type { NotificationContext } from './notification';

/**
 * The daily digest: for each daily subscription, everything new in its localities and topics
 * since its last digest, up to the moment the job was made (the same for every try), as one
 * e-mail; nothing when nothing is new. `deliver` sends once per key (the job's id and the
 * subscription's): a retry sends only the digests not yet sent, and each subscription's window
 * moves on only once its digest went.
 */
export async function sendAlertDigests(
  { db, settings }: Pick<NotificationContext, 'db' | 'settings'>,
  context: JobContext,
  deliver: (email: OutgoingEmail, key: string) => Promise<unknown>,
): Promise<{ digests: number }> {
  const until = context.createdAt;
  let digests = 0;
  for (const subscription of await dailyAlertSubscriptions(db)) {
    const since = subscription.digest_through ?? until;
    if (since >= until) continue;
    const items = await alertItems(db, subscription, since, until);
    if (items.length > 0) {
      const subject = `VTrans alerts for ${virginiaDate(until)}: ${items.length === 1 ? '1 new item' : `${items.length} new items`}`;
      const email = alertEmail(db, settings, subscription, subject, items);
      await deliver(email, `${context.jobId}.alert-digest.${subscription.id}`);
      digests += 1;
    }
    await markDigestThrough(db, subscription.id, until);
  }
  return { digests };
}
