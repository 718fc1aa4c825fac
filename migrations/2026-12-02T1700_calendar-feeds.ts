import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: the publishing calendar as an iCalendar feed for staff. A calendar program fetches it
 * without a session, so the address carries a key of the person's own; only its hash is kept, a
 * new key replaces the old (a leaked address is stopped by making another), and the feed answers
 * only while the account is active and may read the calendar.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calendar_feed_keys (
      user_id uuid primary key references users (id) on delete cascade,
      key_hash text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`comment on table calendar_feed_keys is ${sql.lit('Staff’s keys to the publishing calendar’s iCalendar feed, hashed; one per person (issue 63).')}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table calendar_feed_keys`.execute(db);
}
