'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { DOCUMENT_MAX_BYTES, DocumentFields, documentFileTypeOf, safeDocumentFileName } from '@vtrans/contracts/documents';
import { AppError } from '@vtrans/contracts/errors';
import { createDocument, deleteDocument, findDocumentByFileName, updateDocument } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/action';
import { fileStorage } from '@/server/storage';

/** The details form as the schema reads it (checkboxes are present or not). */
const readDetails = (formData: FormData) => ({
  id: formData.get('id') ?? undefined,
  title: formData.get('title') ?? '',
  description: formData.get('description') ?? '',
  publishedOn: formData.get('publishedOn') ?? '',
  tags: formData.get('tags') ?? '',
  hidden: formData.get('hidden') === 'on',
  archived: formData.get('archived') === 'on',
  file: formData.get('file'),
});

/** The PDF's first bytes: a file called .pdf must be one (pdf.js would fail on it later). */
const looksLikePdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

const NewDocument = DocumentFields.extend({
  file: z
    .instanceof(File, { message: 'Please choose a file.' })
    .refine((file) => file.size > 0, 'Please choose a file.')
    .refine((file) => file.size <= DOCUMENT_MAX_BYTES, 'The file is larger than 25 MB.')
    .refine((file) => documentFileTypeOf(safeDocumentFileName(file.name)), 'The library takes PDF, Word, Excel, PowerPoint, CSV and ZIP files.'),
});

/**
 * Staff: a new document. The file goes to storage first; the row, its tags and (for a PDF) the
 * analysis job (text, accessibility check, web version) commit together, and the file is removed
 * again if they do not.
 */
export const uploadDocumentAction = formAction(
  { roles: staffRoles, schema: NewDocument, read: readDetails, revalidate: ['/admin/documents'], failure: 'The document could not be saved. Please try again.' },
  async ({ file, ...fields }, { db, onRollback }) => {
    const fileName = safeDocumentFileName(file.name);
    const fileType = documentFileTypeOf(fileName)!;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (fileType === 'pdf' && !looksLikePdf(bytes)) throw new AppError('invalid', 'The file is not a PDF, though its name ends in .pdf.');
    if (await findDocumentByFileName(db, fileName)) {
      throw new AppError('conflict', `A document named ${fileName} is already in the library. Rename the file, or remove the other one first.`);
    }
    const storageKey = await fileStorage().put('documents', bytes, fileType);
    onRollback(() => fileStorage().remove(storageKey));
    await createDocument(db, fields, { fileName, fileType, sizeBytes: bytes.length, storageKey });
    return { message: `Uploaded ${fileName}.${fileType === 'pdf' ? ' Its text will be searchable once it has been read (usually within a minute).' : ''}` };
  },
);

const DocumentId = z.uuid('No such document.');
const noSuchDocument = () => new AppError('not-found', 'No such document.');

/** Staff: a document's details. */
export const updateDocumentAction = formAction(
  { roles: staffRoles, schema: DocumentFields.extend({ id: DocumentId }), read: readDetails, revalidate: ['/admin/documents'] },
  async ({ id, ...fields }, { db }) => {
    if (!(await updateDocument(db, id, fields))) throw noSuchDocument();
    return { message: 'Saved.' };
  },
);

/** Staff: removes a document and its indexed text, then its file once that has committed. */
export const deleteDocumentAction = formAction(
  { roles: staffRoles, schema: z.object({ id: DocumentId }), revalidate: ['/admin/documents'] },
  async ({ id }, { db, afterCommit }) => {
    const storageKey = await deleteDocument(db, id);
    if (!storageKey) throw noSuchDocument();
    // A file left behind by a failed commit is harmless, a row without its file is not: the file goes last.
    afterCommit(() => fileStorage().remove(storageKey));
  },
);
