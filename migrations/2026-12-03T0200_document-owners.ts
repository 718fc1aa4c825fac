import { type Kysely, sql } from 'kysely';

/*
 * Issue 63: a library document has an owner group and a review-by date too, as content does
 * (2026-12-02T1600_content-owners). A plan or a study in the library goes stale as a page does:
 * someone looks again, by a date, and keeps it, replaces it or moves it to the archive. A new
 * document is due 24 months from the day it is added (Virginia's day): the column's default, so
 * every way a document arrives (upload, seed, a script) gets one; those here already get one
 * spread over the year around it. Only a document the public sees (not hidden, not archived, not in the trash) is
 * reminded of.
 *
 * Each reminder is recorded (document, date, stage) when its event is written, in one transaction,
 * so a sweep run twice sends it once; a document purged from the trash takes its reminders with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table document_records
      add column owner_group_id uuid references owner_groups (id) on delete restrict,
      add column review_by date default (((now() at time zone 'America/New_York')::date + interval '24 months')::date)`.execute(db);
  await sql`comment on column document_records.review_by is ${sql.lit('When someone looks at the document again (issue 63): reminders go to its owner group before and on it.')}`.execute(
    db,
  );
  // The documents here already would all fall due on one day, and the administrators be reminded of
  // each on it: spread them over a year, from 18 to 30 months on (by id, so the same each time).
  await sql`
    update document_records
      set review_by = (now() at time zone 'America/New_York')::date + interval '18 months' + (abs(hashtext(id::text)) % 365) * interval '1 day'`.execute(db);
  await sql`create index document_records_review_by on document_records (review_by) where review_by is not null`.execute(db);
  await sql`
    create table document_review_reminders (
      document_id uuid not null references document_records (id) on delete cascade,
      review_by date not null,
      stage text not null check (stage in ('before', 'due', 'overdue')),
      sent_at timestamptz not null default now(),
      primary key (document_id, review_by, stage)
    )`.execute(db);
  await sql`comment on table document_review_reminders is ${sql.lit(
    'Review-by reminders written, one per document, date and stage: a sweep run again sends none twice (issue 63).',
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table document_review_reminders`.execute(db);
  await sql`alter table document_records drop column owner_group_id, drop column review_by`.execute(db);
}
