import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: fact-check links. Staff send a read-only copy of one version of a draft to an outside
 * expert; the link's key is kept hashed, it expires, and staff can stop it. The expert's comments
 * are kept with the item's history. Both go with the item (a draft deleted is not the public's
 * record; a published item is never deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fact_checks (
      id uuid primary key default gen_random_uuid(),
      item_id uuid not null references content_items (id) on delete cascade,
      revision integer not null,
      email text not null check (length(email) <= 254),
      message text not null default '' check (length(message) <= 2000),
      key_hash text not null unique,
      requested_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      stopped_at timestamptz,
      stopped_by uuid references users (id) on delete set null
    )`.execute(db);
  await sql`create index fact_checks_item on fact_checks (item_id, created_at desc)`.execute(db);
  await sql`
    create table fact_check_comments (
      id bigint generated always as identity primary key,
      fact_check_id uuid not null references fact_checks (id) on delete cascade,
      name text not null check (length(name) between 1 and 200),
      body text not null check (length(body) between 1 and 5000),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index fact_check_comments_check on fact_check_comments (fact_check_id, created_at)`.execute(db);
  await sql`comment on table fact_checks is ${sql.lit('Read-only copies of a draft sent to outside experts, by a key kept hashed (issue 63).')}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fact_check_comments`.execute(db);
  await sql`drop table fact_checks`.execute(db);
}
