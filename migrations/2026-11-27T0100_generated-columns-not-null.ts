import { type Kysely, sql } from 'kysely';

// Issue 36: the table types are held to the database's own (packages/db/src/schema-check.ts).
// Postgres calls a generated column nullable unless told otherwise, though each of these is made
// only from columns that are never null; the code always read them as never null. Now the
// database says so too, and a row that broke it would be refused rather than read wrongly.
const generatedColumns = [
  ['pages', 'search'],
  ['updates', 'search'],
  ['articles', 'search'],
  ['faqs', 'search'],
  ['documents', 'search'],
  ['document_chunks', 'search'],
  ['freight_flows', 'orig_state'],
  ['freight_flows', 'dest_state'],
  ['freight_lanes', 'orig_state'],
  ['freight_lanes', 'dest_state'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of generatedColumns) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of generatedColumns) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db);
  }
}
