import { type Kysely, sql } from 'kysely';

// Issue 19: completed outbox rows, and the e-mail deliveries no job can repeat, are pruned after an
// age. Each prune batch finds the oldest rows past the age through these indexes, so it never scans
// the history it keeps.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index outbox_completed on outbox (completed_at) where completed_at is not null`.execute(db);
  await sql`create index email_deliveries_sent_at on email_deliveries (sent_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index email_deliveries_sent_at`.execute(db);
  await sql`drop index outbox_completed`.execute(db);
}
