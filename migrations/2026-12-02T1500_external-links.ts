import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: links from content to other sites, checked by the worker (a site moves a page, a
 * domain lapses) and re-checked on a schedule. One row per address checked, with what its server
 * last answered; where an address is used is read from the items themselves when the report is
 * drawn, so an edit that drops a link drops it from the report at once. An address never checked
 * has no row: the report says it is waiting, never that it works.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table external_links (
      url text primary key check (length(url) <= 2048 and url ~* '^https?://'),
      outcome text not null check (outcome in ('ok', 'broken', 'unverified')),
      -- What happened, in words: “answered 404 Not Found”, “no answer within 10 seconds”.
      answer text not null check (length(answer) <= 300),
      checked_at timestamptz not null,
      -- When it was first found broken in the run of checks that still finds it so.
      broken_since timestamptz,
      check ((outcome = 'broken') = (broken_since is not null))
    )`.execute(db);
  await sql`create index external_links_checked_at on external_links (checked_at)`.execute(db);
  await sql`comment on table external_links is ${sql.lit('Links from content to other sites, as the worker last found them (issue 63). Where each is used is read from the content items.')}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table external_links`.execute(db);
}
