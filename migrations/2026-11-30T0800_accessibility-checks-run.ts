import { type Kysely, sql } from 'kysely';

/*
 * Issue 60: a result says which checks ran — the names of the checks, kept with the findings,
 * because the checker grows: a file checked before a check existed never passed it. A file that
 * passes is told to readers as "Passes the N automated checks we run", N counted from this list.
 * Null for results made before checks were named (they read "Passes automated checks" until the
 * library is checked again). The documents view lists the table's columns as they were when it was
 * made, so it is made again to show the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table document_records add column accessibility_checks text[] check (cardinality(accessibility_checks) > 0)`.execute(db);
  await sql`comment on column document_records.accessibility_checks is ${sql.lit(
    'The automated checks the last accessibility check ran, by name (pdfAccessibilityRules); null for checks made before they were named.',
  )}`.execute(db);
  await sql`create or replace view documents as select * from document_records where trashed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view documents`.execute(db);
  await sql`alter table document_records drop column accessibility_checks`.execute(db);
  await sql`create view documents as select * from document_records where trashed_at is null`.execute(db);
}
