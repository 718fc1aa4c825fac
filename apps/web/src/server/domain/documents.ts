import 'server-only';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { accessibleDocumentNames } from '@vtrans/contracts/accessible-documents';
import type { LibraryQuery } from '@vtrans/contracts/documents';
import { shownAccessible } from '@vtrans/contracts/pdf-accessibility';
import { findDocumentFile, findDocumentPage, listDocuments, listLibrary, listVerifiedFileNames } from '@vtrans/db';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { db, readPublic } from '../platform/db';
import { logger } from '../platform/logger';

export type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

/** A document as the APIs and pages describe it; `url` is its hosted address (/resources/…). */
export function documentView(row: DocumentRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.file_name,
    url: sitePaths.resource(row.file_name),
    fileUrl: `/api/documents/${row.id}/file`,
    date: row.published_on,
    type: row.file_type,
    sizeBytes: row.size_bytes,
    tags: row.tags,
    accessible: shownAccessible(row),
    archived: row.archived,
  };
}

export async function publicDocuments() {
  return (await listDocuments(db(), 'public')).map(documentView);
}

/** The documents of a public shelf: the hidden library or the archive. */
export const documentsIn = (view: 'hidden' | 'archive') => readPublic(listDocuments, view);

/** The library page: the filtered documents with their facet counts. */
export const libraryData = (query: LibraryQuery) => readPublic(listLibrary, query, 'library');

/** A document's own page: its details, accessibility and web version; null when there is none to show. */
export const documentPage = cache((id: string) => (/^[0-9a-f-]{36}$/i.test(id) ? readPublic(findDocumentPage, id) : Promise.resolve(null)));

/**
 * A public document by its file name (what a hosted link holds), for the accessible-format request
 * form in either edition: `file` is the page's `?file=`, as sent — anything but one name of a
 * file's length finds nothing.
 */
export async function documentByFileName(file: string | string[] | undefined) {
  if (typeof file !== 'string' || file.length > 300) return null;
  const document = await readPublic(findDocumentFile, { fileName: file });
  return document && !document.hidden ? document : null;
}

/**
 * The file names staff have verified, for the accessibility notice on every page. Without the
 * database (an outage page) it falls back to spec §5's five, so the notice still opens for the rest.
 */
export async function verifiedFileNames(): Promise<readonly string[]> {
  try {
    return await readPublic(listVerifiedFileNames);
  } catch (error) {
    unstable_rethrow(error); // the build's "render this at request time" is not a failure
    logger().warn({ err: error }, 'verified documents unavailable; the notice uses the seed list');
    return accessibleDocumentNames;
  }
}
