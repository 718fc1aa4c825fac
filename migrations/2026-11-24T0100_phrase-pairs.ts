import { type Kysely, sql } from 'kysely';

// A phrase search ('travel time index', matchWholePhrase) found every chunk holding all of its
// words through the GIN index, then read each one's word positions to check the words stand
// together: at 100,000 documents, 9,179 chunks read to find 2 (the search bench's common phrase,
// p95 56 ms). Each chunk's pairs of adjacent words are now indexed as well; a phrase's own pairs
// (from the same parser, so the same positions) must all be among a chunk's before its positions
// are read, and that leaves a handful of chunks. The pairs are a necessary condition only — the
// tsquery still decides — so stop words and hyphenated words need no special case. An
// expression index, not a column: the pairs are never read back, only looked up.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function adjacent_lexeme_pairs(words tsvector) returns text[]
    language sql immutable strict parallel safe as $$
      with placed as (select u.lexeme, position from unnest(words) u, unnest(u.positions) position)
      select coalesce(array_agg(distinct first.lexeme || ' ' || second.lexeme), '{}')
      from placed first join placed second on second.position = first.position + 1
    $$`.execute(db);
  await sql`create index document_chunks_phrase_pairs on document_chunks using gin (adjacent_lexeme_pairs(to_tsvector('english', body)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index document_chunks_phrase_pairs`.execute(db);
  await sql`drop function adjacent_lexeme_pairs(tsvector)`.execute(db);
}
