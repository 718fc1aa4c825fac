import type { Db } from '@vtrans/db';

/** What a test says about the request it makes; the rest is one open request, due far ahead, received now. */
interface RequestFields {
  name: string;
  email: string;
  format: 'accessible-pdf' | 'web-page' | 'large-print' | 'braille' | 'audio' | 'other';
  language?: 'en' | 'es';
}

/**
 * An open request for an accessible format of the first public document by title, as a reader's
 * form would have left it, for staff's pages to act on. The caller registers its clean-up (by the
 * request's address) before calling, so a failure half-way leaves nothing.
 */
export async function openAccessibilityRequest(db: Db, fields: RequestFields) {
  const document = await db
    .selectFrom('documents')
    .select(['id', 'title', 'file_name'])
    .where('hidden', '=', false)
    .orderBy('title')
    .limit(1)
    .executeTakeFirstOrThrow();
  const request = await db
    .insertInto('accessibility_requests')
    .values({
      document_id: document.id,
      document_title: document.title,
      document_file_name: document.file_name,
      phone: '',
      details: '',
      due_on: '2099-01-15',
      received_at: new Date(),
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { document, request };
}
