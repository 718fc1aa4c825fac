import { type EmailJob } from '@vtrans/contracts/emails';
import { isEventName } from '@vtrans/contracts/events';
import { type Db, enqueue } from '@vtrans/db';
import { notificationsFor } from '../../apps/worker/src/notifications';
import { loadOnce, type NotificationSettings } from '../../apps/worker/src/notifications/notification';

export function noticeEmail(to: string, subject = 'Your comment was received'): EmailJob {
  return {
    template: 'system-notice',
    to,
    data: {
      subject,
      heading: 'Thank you for your comment',
      paragraphs: ['Staff of the Office of Intermodal Planning and Investment will read it and may reply.'],
      action: { label: 'See the map', url: 'https://vtrans.example.gov/interactvtrans/map-explorer' },
    },
  };
}

/** Commits an e-mail event the way a web request would: inside a transaction. */
export function enqueueEmail(db: Db, email: EmailJob): Promise<string> {
  return db.transaction().execute((trx) => enqueue(trx, { name: 'email.send', payload: email }));
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
