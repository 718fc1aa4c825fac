import { type Kysely, sql } from 'kysely';

// Issue 9: the operators' queue dashboard and metrics read the outbox. Failed rows get a partial
// index (counted on every metrics scrape), and payloads a GIN index so a job can be found by what
// it is about (`payload @> '{"submissionId": 12}'`) without scanning the whole history.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index outbox_failed on outbox (failed_at) where failed_at is not null`.execute(db);
  await sql`create index outbox_payload on outbox using gin (payload jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index outbox_payload`.execute(db);
  await sql`drop index outbox_failed`.execute(db);
}
