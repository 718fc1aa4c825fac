import { type Kysely, sql } from 'kysely';

/*
 * Issue 57: a freight dataset says where its figures come from. An imported FHWA file keeps its
 * release, file name and date (already stored); the seed's generated sample is marked as one, so
 * no page, chart, CSV or API answer presents it as FHWA's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table freight_datasets add column sample boolean not null default false`.execute(db);
  // Datasets stored before this column cannot be told apart with certainty. The seed's sample used
  // these two file names and holds a few thousand lines, where FHWA's files hold hundreds of
  // thousands of Virginia lines: such a dataset is labelled a sample. Erring this way understates
  // a real file (an office re-imports it to fix the label) rather than passing off a sample as FHWA's.
  await sql`
    update freight_datasets set sample = true
    where file_name in ('FAF5.7_HiLoForecasts.csv', 'FAF5.7_State_HiLoForecasts.csv') and lines < 50000
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table freight_datasets drop column sample`.execute(db);
}
