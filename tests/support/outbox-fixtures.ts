import { isEventName, type OutboxEvent } from '@vtrans/contracts/events';
import { type Db, enqueue, newToken } from '@vtrans/db';
import { notificationsFor } from '../../apps/worker/src/notifications';
import { loadOnce, type NotificationSettings } from '../../apps/worker/src/notifications/notification';

/**
 * The e-mail the drills and delivery tests send: a sign-in link to one person, as the site sends
 * it. Its event carries all the e-mail says, so a test needs no rows to send one to anyone.
 */
export function signInLinkEvent(email: string): Extract<OutboxEvent, { name: 'auth.sign-in-link' }> {
  return { name: 'auth.sign-in-link', payload: { email, token: newToken(), callbackUrl: '/admin', validMinutes: 15 } };
}

/** What a sign-in link's e-mail is recorded under in email_deliveries: the job's id and the notification's name. */
export const signInLinkKey = (jobId: string) => `${jobId}.sign-in-link`;

/** Commits a sign-in link's event the way a web request would: inside a transaction. */
export function enqueueSignInLink(db: Db, email: string): Promise<string> {
  return db.transaction().execute((trx) => enqueue(trx, signInLinkEvent(email)));
}

export async function outboxRow(db: Db, id: string) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Where the test worker's notifications go: the worker's own defaults, with a site address of our choosing. */
export const testNotificationSettings: NotificationSettings = {
  siteUrl: 'https://vtrans.example.org',
  commentAlertTo: 'vtrans-comments@oipi.example.gov',
  spatialDataAlertTo: 'vtrans-data@oipi.example.gov',
  contactTo: 'vtrans-staff@oipi.example.gov',
  gapTaAlertTo: 'gap-ta@oipi.example.gov',
};

/**
 * The e-mails the worker's notifications would send for the outbox's events so far, in order,
 * rendered as they would be sent: a database-level test's view of what people are told.
 */
export async function composedNotifications(db: Db, settings = testNotificationSettings) {
  const rows = await db.selectFrom('outbox').select(['event', 'payload']).orderBy('seq').execute();
  const emails: { to: string; replyTo?: string; subject: string; text: string }[] = [];
  for (const row of rows) {
    if (!isEventName(row.event)) continue;
    const context = { db, settings, once: loadOnce() };
    for (const notification of notificationsFor(row.event)) {
      const composed = await notification.compose(row.payload as never, context);
      for (const email of composed === null ? [] : [composed].flat()) {
        const rendered = await email.build();
        emails.push({ to: [email.to].flat().join(', '), replyTo: rendered.replyTo, subject: rendered.subject, text: rendered.text });
      }
    }
  }
  return emails;
}
