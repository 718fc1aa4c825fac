'use server';

import { staffRoles } from '@vtrans/contracts/auth';
import { DOCUMENT_MAX_BYTES, documentDetailsAsShown, DocumentFields, documentFileTypeOf, safeDocumentFileName } from '@vtrans/contracts/documents';
import { AppError } from '@vtrans/contracts/errors';
import {
  createDocument,
  documentsNeedSecondEyes,
  recordAudit,
  submitDocumentForReview,
  documentRemovalEffects,
  findDocumentByFileName,
  findTrashedDocumentByFileName,
  restoreDocument,
  TRASH_DAYS,
  trashDocument,
  updateDocument,
} from '@vtrans/db';
import { isoToUsDate } from '@vtrans/contracts/dates';
import { ReadAs } from '@vtrans/contracts/saved-meanwhile';
import { plural } from '@vtrans/spatial/words';
import { z } from 'zod';
import { documentAsRead, noSuchDocument } from '@/server/domain/document-details';
import { formAction } from '@/server/http/action';
import type { UnitOfWork } from '@/server/http/unit-of-work';
import { fileStorage } from '@/server/platform/storage';

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
  readAs: formData.get('readAs') ?? '',
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

/** A new file's name and type, refused before anything is stored (or asked) when it cannot go in the library. */
async function acceptableUpload(db: UnitOfWork['db'], file: File) {
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
  return { fileName, fileType, bytes };
}

/** Where a document shows, in words: the library, the previous updates, or nowhere public. */
const shelfOf = (document: { hidden: boolean; archived: boolean }) =>
  document.hidden ? 'hidden from the public' : document.archived ? 'listed under Previous VTrans updates' : 'in the public library';

/**
 * Staff: a new document. While library documents need a second pair of eyes (decision 054) it is
 * held, out of public sight, and submitted for review; otherwise, unless it is uploaded hidden, it
 * is public at once, so that is said first (issue 56). The file goes to storage first; the row,
 * its tags, its review and (for a PDF) the analysis job (text, accessibility check, web version)
 * commit together, and the file is removed again if they do not.
 */
export const uploadDocumentAction = formAction(
  {
    roles: staffRoles,
    schema: NewDocument,
    read: readDetails,
    revalidate: ['/admin/documents'],
    failure: 'The document could not be saved. Please try again.',
    consequence: {
      kind: 'publishes',
      audit: 'document.upload',
      async describe({ file, ...fields }, { db }) {
        const upload = await acceptableUpload(db, file);
        if (fields.hidden || (await documentsNeedSecondEyes(db))) return null;
        return {
          subject: `document:${upload.fileName}`, // the work names the new document by its id
          summary: `“${fields.title}” (${upload.fileName}, ${megabytes(upload.bytes.length)}) goes ${shelfOf(fields)} at once, at /resources/${upload.fileName}, and into the site’s search.`,
          effects: [
            upload.fileType === 'pdf'
              ? 'Its accessibility is checked within a minute or so; until then readers see “Accessibility check pending”, then the check’s result.'
              : 'It is not a PDF, so readers see “Not checked for accessibility”.',
            'To check it before anyone sees it, cancel and upload it with “Hidden” ticked.',
          ],
          confirmLabel: `Yes, publish ${upload.fileName}`,
        };
      },
    },
  },
  async ({ file, ...fields }, { db, onRollback, session }) => {
    const { fileName, fileType, bytes } = await acceptableUpload(db, file);
    const held = await documentsNeedSecondEyes(db);
    const storageKey = await fileStorage().put('documents', bytes, fileType);
    onRollback(() => fileStorage().remove(storageKey));
    const id = await createDocument(db, fields, { fileName, fileType, sizeBytes: bytes.length, storageKey }, { uploadedBy: session.user.id, held });
    if (held) {
      // Nothing reached the public, so no step was confirmed or audited: the upload is audited here, then submitted.
      await recordAudit(db, { actorId: session.user.id, action: 'document.upload', subject: `document:${id}`, details: { fileName, held: true } });
      await submitDocumentForReview(db, id, session.user.id, '');
      return {
        message: `Uploaded ${fileName}. It is not on the site yet: another member of staff approves it first (it waits under “Waiting for a second pair of eyes”).${fileType === 'pdf' ? ' Its accessibility check runs meanwhile.' : ''}`,
        subject: `document:${id}`,
      };
    }
    return {
      message: `Uploaded ${fileName}.${fileType === 'pdf' ? ' Its text will be searchable once it has been read (usually within a minute).' : ''}`,
      subject: `document:${id}`,
    };
  },
);

const megabytes = (bytes: number) => (bytes < 100_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

const DocumentId = z.uuid('No such document.');

/** What a change of a document's details does where the public sees it, in words; empty when nothing changes. */
function documentChanges(before: Awaited<ReturnType<typeof documentAsRead>>, after: DocumentFields): string[] {
  const changes: string[] = [];
  if (shelfOf(before) !== shelfOf(after)) changes.push(`It will be ${shelfOf(after)} (it is ${shelfOf(before)} now).`);
  if (before.title !== after.title) changes.push(`Its title becomes “${after.title}”.`);
  if (before.published_on !== after.publishedOn) changes.push(`Its date becomes ${isoToUsDate(after.publishedOn)} (was ${isoToUsDate(before.published_on)}).`);
  if (before.description !== after.description) changes.push('Its description changes.');
  if ([...before.tags].sort().join() !== [...after.tags].sort().join()) changes.push(`Its tags become ${after.tags.length ? after.tags.join(', ') : 'none'}.`);
  return changes;
}

/** Staff: a document's details, over what the form read. What readers will see change is said first (issue 56). */
export const updateDocumentAction = formAction(
  {
    roles: staffRoles,
    schema: DocumentFields.extend({ id: DocumentId, readAs: ReadAs }),
    read: readDetails,
    revalidate: ['/admin/documents'],
    consequence: {
      kind: 'publishes',
      // The work keeps every edit's before and after (a hidden document's too, which asks nothing): the step adds what was shown.
      audit: null,
      async describe({ id, readAs, ...fields }, { db }) {
        const before = await documentAsRead(db, id, readAs);
        // Held for review, hidden before and after, or nothing changed: the public sees no difference.
        const changes = before.awaiting_approval_as || (before.hidden && fields.hidden) ? [] : documentChanges(before, fields);
        if (changes.length === 0) return null;
        return {
          subject: `document:${id}`,
          summary: `“${before.title}” (${before.file_name}) changes where the public sees it, at once.`,
          effects: changes,
          confirmLabel: 'Yes, save it',
        };
      },
    },
  },
  async ({ id, readAs, ...fields }, { db, session }) => {
    const before = await documentAsRead(db, id, readAs);
    if (!(await updateDocument(db, id, fields))) throw noSuchDocument();
    // The document's history: who changed its details, when, from what to what.
    const record = { before: documentDetailsAsShown(before), after: documentDetailsAsShown({ ...fields, published_on: fields.publishedOn }) };
    await recordAudit(db, { actorId: session.user.id, action: 'document.update', subject: `document:${id}`, details: { record } });
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
            ...(effects.periods.length
              ? [
                  `It is the document of ${plural(effects.periods.length, 'comment period')} (${effects.periods.map((title) => `“${title}”`).join(', ')}): ${effects.periods.length === 1 ? 'its page shows' : 'their pages show'} no document while it is in the trash.`,
                ]
              : []),
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
