'use server';

import { DOCUMENT_MAX_BYTES, DocumentFields, documentFileTypeOf, fieldErrorsOf, safeDocumentFileName, staffRoles } from '@vtrans/contracts';
import { createDocument, deleteDocument, updateDocument } from '@vtrans/db';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { requireActionRole } from '@/server/auth/guard';
import { db } from '@/server/db';
import { logger } from '@/server/logger';
import { fileStorage } from '@/server/storage';

export type DocumentActionResult = { ok: boolean; message: string } | null;

function fieldsOf(formData: FormData) {
  return DocumentFields.safeParse({
    title: formData.get('title') ?? '',
    description: formData.get('description') ?? '',
    publishedOn: formData.get('publishedOn') ?? '',
    tags: formData.get('tags') ?? '',
    hidden: formData.get('hidden') === 'on',
    archived: formData.get('archived') === 'on',
  });
}

const problems = (error: z.ZodError) => Object.values(fieldErrorsOf(error)).join(' ');

/** The PDF's first bytes: a file called .pdf must be one (pdf.js would fail on it later). */
const looksLikePdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

/**
 * Staff: a new document. The file goes to storage first; the row, its tags and (for a PDF) the
 * text-extraction job commit together, and the file is removed again if they do not.
 */
export async function uploadDocumentAction(_previous: DocumentActionResult, formData: FormData): Promise<DocumentActionResult> {
  await requireActionRole(staffRoles);
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: 'Please choose a file.' };
  if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, message: 'The file is larger than 25 MB.' };
  const fileName = safeDocumentFileName(file.name);
  const fileType = documentFileTypeOf(fileName);
  if (!fileType) return { ok: false, message: 'The library takes PDF, Word, Excel, PowerPoint, CSV and ZIP files.' };
  const fields = fieldsOf(formData);
  if (!fields.success) return { ok: false, message: problems(fields.error) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (fileType === 'pdf' && !looksLikePdf(bytes)) return { ok: false, message: 'The file is not a PDF, though its name ends in .pdf.' };
  const taken = await db().selectFrom('documents').select('id').where('file_name', '=', fileName).executeTakeFirst();
  if (taken) return { ok: false, message: `A document named ${fileName} is already in the library. Rename the file, or remove the other one first.` };

  const storageKey = await fileStorage().put('documents', bytes, fileType);
  try {
    await db()
      .transaction()
      .execute((trx) => createDocument(trx, fields.data, { fileName, fileType, sizeBytes: bytes.length, storageKey }));
  } catch (error) {
    await fileStorage().remove(storageKey);
    logger().error({ err: error }, 'document upload failed');
    return { ok: false, message: 'The document could not be saved. Please try again.' };
  }
  revalidatePath('/admin/documents');
  return { ok: true, message: `Uploaded ${fileName}.${fileType === 'pdf' ? ' Its text will be searchable once it has been read (usually within a minute).' : ''}` };
}

const DocumentId = z.uuid();

/** Staff: a document's details. */
export async function updateDocumentAction(_previous: DocumentActionResult, formData: FormData): Promise<DocumentActionResult> {
  await requireActionRole(staffRoles);
  const id = DocumentId.safeParse(formData.get('id'));
  const fields = fieldsOf(formData);
  if (!id.success) return { ok: false, message: 'No such document.' };
  if (!fields.success) return { ok: false, message: problems(fields.error) };
  const updated = await db()
    .transaction()
    .execute((trx) => updateDocument(trx, id.data, fields.data));
  revalidatePath('/admin/documents');
  return updated ? { ok: true, message: 'Saved.' } : { ok: false, message: 'No such document.' };
}

/** Staff: removes a document, its indexed text and then its file. */
export async function deleteDocumentAction(formData: FormData): Promise<void> {
  await requireActionRole(staffRoles);
  const id = DocumentId.safeParse(formData.get('id'));
  if (!id.success) return;
  const storageKey = await db()
    .transaction()
    .execute((trx) => deleteDocument(trx, id.data));
  if (storageKey) await fileStorage().remove(storageKey);
  revalidatePath('/admin/documents');
}
