'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { DOCUMENT_MAX_BYTES, DocumentFields, documentFileTypeOf, safeDocumentFileName } from '@vtrans/contracts/documents';
import { AppError } from '@vtrans/contracts/errors';
import { createDocument, documentRemovalEffects, findDocumentByFileName, findTrashedDocumentByFileName, restoreDocument, TRASH_DAYS, trashDocument, updateDocument } from '@vtrans/db';
import { isoToUsDate } from '@vtrans/contracts/dates';
import { plural } from '@vtrans/spatial/words';
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
      throw new AppError('conflict', `A document named ${fileName} is already in the library. Rename the file, or update the other one’s details instead.`);
    }
    const trashed = await findTrashedDocumentByFileName(db, fileName);
    if (trashed) {
      throw new AppError('conflict', `A document named ${fileName} (“${trashed.title}”) is in the trash. Restore it, or rename the new file.`);
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

/**
 * Staff: a document leaves the library for the trash, once they have confirmed what that does —
 * its open requests named (they stay), the comment periods that show it, its downloads. It can be
 * restored as it was for TRASH_DAYS days; then the worker's purge removes it and its file.
 */
export const trashDocumentAction = formAction(
  {
    roles: staffRoles,
    schema: z.object({ id: DocumentId }),
    revalidate: ['/admin/documents', '/admin/documents/accessibility'],
    consequence: {
      kind: 'deletes',
      audit: 'document.trash',
      async describe({ id }, { db }) {
        const effects = await documentRemovalEffects(db, id);
        if (!effects) throw noSuchDocument();
        const open = effects.openRequests;
        return {
          subject: `document:${id}`,
          summary: `“${effects.title}” (${effects.fileName}) will leave the library: its page, its file, its web version and its place in search are gone ${effects.hidden ? 'from staff’s lists (it is hidden from the public already)' : 'from the public'} at once.`,
          effects: [
            open.length
              ? `${plural(open.length, 'open request')} for an accessible format (${open.map((request) => `${request.name}, due ${isoToUsDate(request.dueOn)}`).join('; ')}) ${open.length === 1 ? 'stays' : 'stay'} on the accessibility page: the office still owes ${open.length === 1 ? 'it' : 'them'}.`
              : `No request for an accessible format is open${effects.requests ? ` (${plural(effects.requests, 'earlier request')} ${effects.requests === 1 ? 'is' : 'are'} kept)` : ''}.`,
            ...(effects.periods.length ? [`It is the document of ${plural(effects.periods.length, 'comment period')} (${effects.periods.map((title) => `“${title}”`).join(', ')}): ${effects.periods.length === 1 ? 'its page shows' : 'their pages show'} no document while it is in the trash.`] : []),
            `It was downloaded ${plural(effects.recentDownloads, 'time')} in the 90 days before today.`,
            `It stays in the trash for ${TRASH_DAYS} days, and can be restored from there as it was; then the worker removes it and its file for good (the trash says the day). Its requests are kept.`,
          ],
          confirmLabel: `Yes, move ${effects.fileName} to the trash`,
        };
      },
    },
  },
  async ({ id }, { db, session }) => {
    if (!(await trashDocument(db, id, session.user.id))) throw noSuchDocument();
    // The page says it while it is true (the button's form leaves with the document).
    return { goTo: `/admin/documents?trashed=${id}` };
  },
);

/** Staff: a document back from the trash, as it was (its tags, web version, text and requests). */
export const restoreDocumentAction = formAction(
  { roles: staffRoles, schema: z.object({ id: DocumentId }), revalidate: ['/admin/documents', '/admin/documents/accessibility'] },
  async ({ id }, { db }) => {
    if (!(await restoreDocument(db, id))) throw new AppError('not-found', 'That document is no longer in the trash.');
    return { goTo: `/admin/documents?restored=${id}` };
  },
);
