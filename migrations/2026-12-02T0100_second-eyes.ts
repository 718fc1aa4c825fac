import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: a second pair of eyes before content goes live. An editor submits the exact revision
 * they want published; another editor or an admin, who wrote none of the changes since the
 * published version, approves it (or sends it back with a note); only an approved revision is
 * published or scheduled. An admin may publish at once without one — an emergency, with its
 * reason — and the publication stays listed until someone else approves it afterwards.
 *
 * A linked document that fails the accessibility checks blocks publication unless staff record why
 * it is linked anyway (content_link_exceptions).
 *
 * Which kinds need it is a setting per kind: a kind with no row needs it (the safe side), so every
 * kind does until an admin says otherwise. Reviews are records of who let what onto the site: an item's are
 * never deleted with it (on delete restrict), as its translations are not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table publishing_rules (
      kind text primary key,
      second_eyes boolean not null default true,
      updated_by uuid references users (id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`comment on table publishing_rules is ${sql.lit('Per kind of content: whether a revision needs a second person’s approval before it is published (issue 63). No row: it does.')}`.execute(
    db,
  );

  await sql`
    create table content_reviews (
      id uuid primary key default gen_random_uuid(),
      item_id uuid not null references content_items (id) on delete restrict,
      revision integer not null check (revision > 0),
      submitted_by uuid references users (id) on delete set null,
      submitted_at timestamptz not null default now(),
      note text not null default '' check (length(note) <= 2000),
      -- An admin published it at once, without approval: it waits for one afterwards.
      emergency boolean not null default false,
      decision text check (decision in ('approved', 'returned')),
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      decision_note text not null default '' check (length(decision_note) <= 2000),
      check ((decision is null) = (decided_at is null)),
      check (not (emergency and decision = 'returned'))
    )`.execute(db);
  await sql`comment on table content_reviews is ${sql.lit(
    'A revision submitted for a second pair of eyes, and the decision on it; or an emergency publication waiting for approval afterwards (issue 63).',
  )}`.execute(db);
  // One open review per revision: a second submission of the same revision is the first one.
  await sql`create unique index content_reviews_one_open on content_reviews (item_id, revision) where decision is null`.execute(db);
  await sql`create index content_reviews_waiting on content_reviews (submitted_at) where decision is null`.execute(db);

  // A library document that fails the site's accessibility checks blocks the content linking it
  // from going live, unless staff record why it is linked anyway: per item and document, kept.
  await sql`
    create table content_link_exceptions (
      item_id uuid not null references content_items (id) on delete restrict,
      -- A document purged from the trash takes its exceptions with it: the audit log keeps each reason.
      document_id uuid not null references document_records (id) on delete cascade,
      reason text not null check (length(reason) between 10 and 2000),
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz not null default now(),
      primary key (item_id, document_id)
    )`.execute(db);
  await sql`comment on table content_link_exceptions is ${sql.lit(
    'Why a content item links a document that fails the accessibility checks, recorded by staff: without one it is not published (issue 63).',
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table content_link_exceptions`.execute(db);
  await sql`drop table content_reviews`.execute(db);
  await sql`drop table publishing_rules`.execute(db);
}
