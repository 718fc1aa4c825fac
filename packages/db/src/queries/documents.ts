import { sql, type Transaction } from 'kysely';
import type { Database } from '../types';

/**
 * Words per chunk of extracted text. A tsvector keeps positions only up to 16,383 and may not
 * exceed 1 MB; 1,500 words stays far inside both, whatever the document's length.
 */
export const CHUNK_WORDS = 1_500;
/** Words each chunk repeats from the one before, so a phrase across a boundary is still found. */
export const CHUNK_OVERLAP_WORDS = 30;

/** Splits text into overlapping chunks of whole words (whitespace collapsed). */
export function chunkText(text: string, words = CHUNK_WORDS, overlap = CHUNK_OVERLAP_WORDS): string[] {
  const all = text.split(/\s+/).filter(Boolean);
  const chunks: string[] = [];
  for (let start = 0; start < all.length; start += words - overlap) {
    chunks.push(all.slice(start, start + words).join(' '));
    if (start + words >= all.length) break;
  }
  return chunks;
}

/** Replaces a document's indexed text with `text`, chunked, and marks its extraction done. */
export async function saveDocumentText(trx: Transaction<Database>, documentId: string, text: string, note = ''): Promise<number> {
  await trx.deleteFrom('document_chunks').where('document_id', '=', documentId).execute();
  const chunks = chunkText(text);
  for (let index = 0; index < chunks.length; index += 200) {
    const batch = chunks.slice(index, index + 200);
    await trx
      .insertInto('document_chunks')
      .values(batch.map((body, offset) => ({ document_id: documentId, chunk: index + offset, body })))
      .execute();
  }
  await trx.updateTable('documents').set({ extraction: 'done', extraction_note: note, updated_at: sql`now()` }).where('id', '=', documentId).execute();
  return chunks.length;
}
