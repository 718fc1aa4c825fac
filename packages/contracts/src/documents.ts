import { z } from 'zod';

export { accessibleDocumentNames, isHostedResource, needsAccessibilityNotice } from './accessible-documents';

/** File types the library takes, by extension, with the content type each is served with. */
export const documentFileTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  zip: 'application/zip',
} as const;
export type DocumentFileType = keyof typeof documentFileTypes;
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** The file type of a file name, or null when the library does not take it. */
export function documentFileTypeOf(fileName: string): DocumentFileType | null {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(documentFileTypes, extension) ? (extension as DocumentFileType) : null;
}

/** A stored file name: letters, digits and . _ ( ) - and spaces, as /resources/{name} serves it. */
export function safeDocumentFileName(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  return base
    .replace(/[^A-Za-z0-9._() -]/g, '_')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(-200);
}

/** A document's details as staff enter them (upload and edit). */
export const DocumentFields = z.object({
  title: z.string().trim().min(1, 'Please give the document a title.').max(300, 'Please keep the title under 300 characters.'),
  description: z.string().trim().max(4000, 'Please keep the description under 4,000 characters.').default(''),
  publishedOn: z.iso.date('Please give the date as YYYY-MM-DD.'),
  /** Comma-separated in the form. */
  tags: z
    .string()
    .default('')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(60, 'Please keep each tag under 60 characters.')).max(12, 'Please use at most 12 tags.')),
  hidden: z.boolean().default(false),
  archived: z.boolean().default(false),
});
export type DocumentFields = z.infer<typeof DocumentFields>;

/** A document's details as its edit form shows them, in one shape for the form and the save's check (issue 56). */
export const documentDetailsAsShown = (document: {
  title: string;
  description: string;
  published_on: string;
  tags: readonly string[];
  hidden: boolean;
  archived: boolean;
}) => ({
  title: document.title,
  description: document.description,
  publishedOn: document.published_on,
  tags: [...document.tags].sort(),
  hidden: document.hidden,
  archived: document.archived,
});

export const librarySorts = ['newest', 'oldest', 'title'] as const;

/** The document library's filters, from its address (GET form). Bad values fall back to none. */
export const LibraryQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  tag: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .catch([]),
  type: z
    .enum(Object.keys(documentFileTypes) as [DocumentFileType, ...DocumentFileType[]])
    .optional()
    .catch(undefined),
  year: z.coerce.number().int().min(1990).max(2100).optional().catch(undefined),
  sort: z.enum(librarySorts).default('newest').catch('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1).catch(1),
});
export type LibraryQuery = z.infer<typeof LibraryQuery>;

/** Text extraction of one document (the worker's `documents` queue). */
export const DocumentJob = z.object({ documentId: z.uuid() });

/**
 * Where a document is, or, held for a second pair of eyes, goes once approved (issue 63, decision
 * 054), in words, as the library, the confirmation and the messages say it.
 */
export const documentDestination = (document: { archived: boolean; hidden: boolean; awaiting_approval_as: string | null }) =>
  (document.awaiting_approval_as ? document.awaiting_approval_as === 'unlisted' : document.hidden)
    ? 'the hidden library (shared by link)'
    : document.archived
      ? 'Previous VTrans updates'
      : 'the public library';
