import type { DbOrTrx } from '../db';
import type { NewEmailDelivery } from '../types';

export async function findEmailDelivery(db: DbOrTrx, idempotencyKey: string) {
  return db.selectFrom('email_deliveries').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** Records a send; a second record for the same key is ignored (the first one stands). */
export async function recordEmailDelivery(db: DbOrTrx, delivery: NewEmailDelivery): Promise<void> {
  await db
    .insertInto('email_deliveries')
    .values(delivery)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}
