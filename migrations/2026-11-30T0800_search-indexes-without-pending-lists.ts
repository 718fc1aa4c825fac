import { type Kysely, sql } from 'kysely';

/*
 * Issue 58: while documents were being added one by one, site search slowed from a p95 under 50 ms
 * to 82 ms. A GIN index with `fastupdate` (Postgres's default) puts new entries in a pending list
 * that every search reads through, unsorted, until the list passes 4 MB or a vacuum merges it; a
 * library being filled is searched through that list the whole time. Without it each insert puts
 * its entries in the index itself: an upload's transaction takes a little longer, and a search
 * reads only the index. The indexes site search reads (decisions 009, 034 and 035):
 */
const searchIndexes = [
  'documents_search',
  'document_chunks_search',
  'document_chunks_phrase_pairs',
  'document_search_words',
  'search_words_trigrams',
  'pages_search',
  'updates_search',
  'articles_search',
  'faqs_search',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of searchIndexes) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    // Entries already pending stay pending until merged: merge them now.
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of searchIndexes) await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
}
