import { type Kysely, sql } from 'kysely';

/*
 * Issue 63 (decision 054): a library document reaches the public only after a second member of
 * staff approves it, as content and campaigns do. Until then it is held: `awaiting_approval_as`
 * says where it goes once approved ('listed': the library or, archived, Previous VTrans updates;
 * 'unlisted': the hidden library, shared by link), and the row is hidden meanwhile, so every place
 * that leaves hidden documents out (the library, search, the sitemap, pages that link documents)
 * leaves a held one out without a new condition. The two places that serve hidden documents by
 * address (the hidden library and the file itself) refuse held ones too.
 *
 * A document on the site can be flagged "needs review" (who, when, why) without changing it, as
 * content can (2026-12-02T1600_content-owners): it is listed with those due until someone marks
 * it reviewed.
 *
 * `uploaded_by` is who brought the file: they do not approve it. A review is kept per submission
 * (who, when, a note, an emergency publication by an administrator) with its decision; a document
 * purged from the trash takes its reviews with it (the audit log keeps each step).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table document_records
      add column uploaded_by uuid references users (id) on delete set null,
      add column awaiting_approval_as text check (awaiting_approval_as in ('listed', 'unlisted')),
      add constraint document_records_held_is_hidden check (awaiting_approval_as is null or hidden),
      add column needs_review_at timestamptz,
      add column needs_review_by uuid references users (id) on delete set null,
      add column needs_review_note text not null default '' check (length(needs_review_note) <= 2000)`.execute(db);
  await sql`comment on column document_records.awaiting_approval_as is ${sql.lit(
    'Held until a second member of staff approves it (issue 63): where it then goes, listed or unlisted (the hidden library). Hidden meanwhile.',
  )}`.execute(db);
  // The view lists the table's columns as they were when it was made: made again, it has the new ones.
  await sql`create or replace view documents as select * from document_records where trashed_at is null`.execute(db);

  await sql`
    create table document_reviews (
      id uuid primary key default gen_random_uuid(),
      document_id uuid not null references document_records (id) on delete cascade,
      submitted_by uuid references users (id) on delete set null,
      submitted_at timestamptz not null default now(),
      note text not null default '' check (length(note) <= 2000),
      emergency boolean not null default false,
      decision text check (decision in ('approved', 'returned')),
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      decision_note text not null default '' check (length(decision_note) <= 2000),
      check ((decision is null) = (decided_at is null))
    )`.execute(db);
  await sql`comment on table document_reviews is ${sql.lit(
    'A library document submitted for a second pair of eyes, or published by an administrator in an emergency, and the decision (issue 63).',
  )}`.execute(db);
  await sql`create unique index document_reviews_one_open on document_reviews (document_id) where decision is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table document_reviews`.execute(db);
  await sql`drop view documents`.execute(db);
  await sql`alter table document_records drop constraint document_records_held_is_hidden, drop column awaiting_approval_as, drop column uploaded_by`.execute(
    db,
  );
  await sql`create view documents as select * from document_records where trashed_at is null`.execute(db);
}
