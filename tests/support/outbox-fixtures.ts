import { type Db, enqueue } from '@vtrans/db';
import type { EmailJob } from '@vtrans/contracts';

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
