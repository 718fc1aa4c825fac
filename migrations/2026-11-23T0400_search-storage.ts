import { type Kysely, sql } from 'kysely';

// A phrase search checks word positions in every chunk that has all its words. With each chunk's
// tsvector compressed inside a wide row beside its text, that meant reading and decompressing
// thousands of them per query (the search bench, 100,000 documents: ~125 ms for one common
// phrase). Now the tsvector is kept uncompressed and out of line, the text is moved out of line
// too (toast_tuple_target), so the rows a search walks are small and dense: ~50 ms. The UPDATE
// rewrites the existing rows in the new layout.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table document_chunks alter column search set storage external`.execute(db);
  await sql`alter table document_chunks set (toast_tuple_target = 128)`.execute(db);
  await sql`update document_chunks set body = body`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table document_chunks reset (toast_tuple_target)`.execute(db);
  await sql`alter table document_chunks alter column search set storage extended`.execute(db);
}
