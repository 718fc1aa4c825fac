import { type Kysely, sql } from 'kysely';

/*
 * Issue 60: a PDF that passes is told to readers as "Passes the N automated checks we run" — N is
 * how many checks ran on that file, kept with its result, because the checker grows: a file checked
 * before a check existed never passed it. Null for results made before checks were counted (they
 * read "Passes automated checks" until the library is checked again). The documents view lists the
 * table's columns as they were when it was made, so it is made again to show the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table document_records add column accessibility_checks integer check (accessibility_checks > 0)`.execute(db);
  await sql`comment on column document_records.accessibility_checks is ${sql.lit(
    'How many automated checks the last accessibility check ran; null for checks made before they were counted.',
  )}`.execute(db);
  await sql`create or replace view documents as select * from document_records where trashed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view documents`.execute(db);
  await sql`alter table document_records drop column accessibility_checks`.execute(db);
  await sql`create view documents as select * from document_records where trashed_at is null`.execute(db);
}
