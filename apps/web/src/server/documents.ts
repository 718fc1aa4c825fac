import 'server-only';
import type { LibraryQuery } from '@vtrans/contracts/documents';
import { listDocuments, listLibrary } from '@vtrans/db';
import { db, readPublic } from './db';

export type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

/** A document as the APIs and pages describe it; `url` is its hosted address (/resources/…). */
export function documentView(row: DocumentRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.file_name,
    url: `/resources/${encodeURIComponent(row.file_name)}`,
    fileUrl: `/api/documents/${row.id}/file`,
    date: row.published_on,
    type: row.file_type,
    sizeBytes: row.size_bytes,
    tags: row.tags,
    accessible: row.accessible,
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
