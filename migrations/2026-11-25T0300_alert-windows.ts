import { type Kysely, sql } from 'kysely';

// Issue 35: immediate locality alerts coalesce. A subscription gets at most one e-mail per window
// (10 minutes by default); what happens in between waits, and the next e-mail carries all of it.
// `digest_through` (what the subscriber has been told about) now moves on for immediate alerts
// too, so it starts from now for those who had it; `alert_due_at` says when the next e-mail may
// go (null: nothing waiting); `alert_sending_until` is the end of the window being sent, kept
// until it went, so a send cut off is finished with the same items and the same idempotency key.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table alert_subscriptions add column last_alert_at timestamptz`.execute(db);
  await sql`alter table alert_subscriptions add column alert_due_at timestamptz`.execute(db);
  await sql`alter table alert_subscriptions add column alert_sending_until timestamptz`.execute(db);
  await sql`update alert_subscriptions set digest_through = now() where frequency = 'immediate' and status = 'confirmed'`.execute(db);
  // The sweep asks "whose alert is due?" every minute.
  await sql`create index alert_subscriptions_due on alert_subscriptions (alert_due_at) where alert_due_at is not null or alert_sending_until is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index alert_subscriptions_due`.execute(db);
  await sql`alter table alert_subscriptions drop column alert_sending_until, drop column alert_due_at, drop column last_alert_at`.execute(db);
}
