import { accessibleDocumentNames, type DocumentFields, type DocumentFileType, documentFileTypes, type LibraryQuery } from '@vtrans/contracts/documents';
import type { PdfAccessibilityFinding } from '@vtrans/contracts/pdf-accessibility';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';

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
  // One statement, so search's index of the document (document_search, refreshed per statement
  // by a trigger) is built once from all of its chunks.
  await sql`insert into document_chunks (document_id, chunk, body)
            select ${documentId}::uuid, place - 1, body from unnest(${chunks}::text[]) with ordinality as written(body, place)`.execute(trx);
  await trx
    .updateTable('documents')
    .set({ extraction: 'done', extraction_note: note, updated_at: sql`now()` })
    .where('id', '=', documentId)
    .execute();
  return chunks.length;
}

async function setDocumentTags(trx: Transaction<Database>, documentId: string, tags: string[]) {
  await trx.deleteFrom('document_tags').where('document_id', '=', documentId).execute();
  if (tags.length === 0) return;
  await trx
    .insertInto('tags')
    .values(tags.map((name) => ({ name })))
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  const ids = await trx.selectFrom('tags').select('id').where('name', 'in', tags).execute();
  await trx
    .insertInto('document_tags')
    .values(ids.map(({ id }) => ({ document_id: documentId, tag_id: id })))
    .execute();
}

export interface NewDocumentFile {
  fileName: string;
  fileType: DocumentFileType;
  sizeBytes: number;
  storageKey: string;
}

/**
 * A new document and, for a PDF, its analysis job (text, accessibility check, web version), in
 * the caller's transaction. It counts as verified by staff when its file name is one of spec §5's five.
 * `held`: it waits for a second pair of eyes (document-reviews.ts), hidden until approved, when it
 * goes where `fields` say.
 */
export async function createDocument(
  trx: Transaction<Database>,
  fields: DocumentFields,
  file: NewDocumentFile,
  options: { extract?: boolean; uploadedBy?: string; held?: boolean } = {},
): Promise<string> {
  const extract = file.fileType === 'pdf';
  const { id } = await trx
    .insertInto('documents')
    .values({
      file_name: file.fileName,
      title: fields.title,
      description: fields.description,
      published_on: fields.publishedOn,
      file_type: file.fileType,
      content_type: documentFileTypes[file.fileType],
      size_bytes: file.sizeBytes,
      storage_key: file.storageKey,
      // Spec §5's five names are the seed's verified set: they count as checked by staff.
      accessible: (accessibleDocumentNames as readonly string[]).includes(file.fileName),
      accessibility_check: extract ? 'pending' : 'none',
      hidden: fields.hidden || Boolean(options.held),
      awaiting_approval_as: options.held ? (fields.hidden ? 'unlisted' : 'listed') : null,
      uploaded_by: options.uploadedBy ?? null,
      archived: fields.archived,
      extraction: extract ? 'pending' : 'none',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setDocumentTags(trx, id, fields.tags);
  // The seed extracts its own PDFs at once; an upload leaves it to the worker.
  if (extract && (options.extract ?? true)) await enqueue(trx, { name: 'document.extract', payload: { documentId: id } });
  return id;
}

/** Whether a document is hidden as staff set it: a held one (document-reviews.ts) by where it goes once approved. */
const hiddenAsSet = sql<boolean>`coalesce(awaiting_approval_as = 'unlisted', hidden)`;

/**
 * A document's details as staff change them, and its accessibility as readers are told it, locked
 * (issue 56: what a change or a verification will show the public is said first). A held document
 * is hidden as staff set it. Null for no such document in the library.
 */
export async function documentForChange(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('documents')
    .select([
      'id',
      'title',
      'file_name',
      'description',
      'published_on',
      'archived',
      'awaiting_approval_as',
      'accessible',
      'accessibility_check',
      'accessibility_checked_at',
      'updated_at',
    ])
    .select(hiddenAsSet.as('hidden'))
    .select(
      sql<string[]>`array(select t.name from document_tags dt join tags t on t.id = dt.tag_id where dt.document_id = documents.id order by t.name)`.as('tags'),
    )
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Staff's edit of a document's details; false when there is no such document. A held one stays
 * hidden: "Hidden" says where it goes once approved.
 */
export async function updateDocument(trx: Transaction<Database>, id: string, fields: DocumentFields): Promise<boolean> {
  const result = await trx
    .updateTable('documents')
    .set({
      title: fields.title,
      description: fields.description,
      published_on: fields.publishedOn,
      hidden: sql<boolean>`awaiting_approval_as is not null or ${fields.hidden}`,
      awaiting_approval_as: sql<string | null>`case when awaiting_approval_as is null then null when ${fields.hidden} then 'unlisted' else 'listed' end`,
      archived: fields.archived,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await setDocumentTags(trx, id, fields.tags);
  return true;
}

/**
 * Removes a document for good (in the trash or not), with its tags, indexed text, web version and
 * downloads; its accessibility requests stay (document-trash.ts). Staff never do this directly:
 * they move documents to the trash, and the purge calls this. Answers its storage key for the
 * file's removal, or null.
 */
export async function deleteDocument(trx: Transaction<Database>, id: string): Promise<string | null> {
  const row = await trx.deleteFrom('document_records').where('id', '=', id).returning('storage_key').executeTakeFirst();
  await trx
    .deleteFrom('tags')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('document_tags').whereRef('document_tags.tag_id', '=', 'tags.id'))))
    .execute();
  return row?.storage_key ?? null;
}

/**
 * What serving a document's file needs; by id or by its file name (/resources/{name}). A held
 * document (`awaiting_approval_as`) is for staff and the worker only: the public is never served it.
 */
export async function findDocumentFile(db: DbOrTrx, by: { id: string } | { fileName: string }) {
  let query = db
    .selectFrom('documents')
    .select(['id', 'file_name', 'title', 'content_type', 'size_bytes', 'storage_key', 'updated_at', 'hidden', 'awaiting_approval_as']);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('file_name', '=', by.fileName);
  return (await query.executeTakeFirst()) ?? null;
}

const documentColumns = [
  'd.id',
  'd.file_name',
  'd.title',
  'd.description',
  'd.published_on',
  'd.file_type',
  'd.size_bytes',
  'd.accessible',
  'd.hidden',
  'd.archived',
  'd.awaiting_approval_as',
  'd.extraction',
  'd.extraction_note',
  'd.accessibility_check',
  'd.accessibility_findings',
  'd.accessibility_checks',
] as const;

/** A listed document as Postgres answers it (size_bytes is a bigint, read as text). */
interface DocumentListRow {
  id: string;
  file_name: string;
  title: string;
  description: string;
  published_on: string;
  file_type: string;
  size_bytes: string;
  accessible: boolean;
  hidden: boolean;
  archived: boolean;
  awaiting_approval_as: 'listed' | 'unlisted' | null;
  extraction: string;
  extraction_note: string;
  accessibility_check: 'pending' | 'passed' | 'failed' | 'none';
  accessibility_findings: PdfAccessibilityFinding[];
  accessibility_checks: string[] | null;
  tags: string[];
}

/** Which documents a listing shows: the public library, the archive, or the hidden library. */
export type DocumentShelf = 'library' | 'archive' | 'public' | 'hidden' | 'all';

function onShelf(shelf: DocumentShelf) {
  switch (shelf) {
    case 'library':
      return sql<boolean>`not d.hidden and not d.archived`;
    case 'archive':
      return sql<boolean>`not d.hidden and d.archived`;
    case 'public':
      return sql<boolean>`not d.hidden`;
    case 'hidden':
      // A held document is hidden until approved, and in no library meanwhile (document-reviews.ts).
      return sql<boolean>`d.hidden and d.awaiting_approval_as is null`;
    case 'all':
      return sql<boolean>`true`;
  }
}

const tagsOf = sql<
  string[]
>`coalesce((select array_agg(t.name order by t.name) from document_tags dt join tags t on t.id = dt.tag_id where dt.document_id = d.id), '{}')`;

export const LIBRARY_PAGE_SIZE = 12;

/**
 * The library: one page of documents on a shelf, filtered (words in title, description or text;
 * every chosen tag; type; year) and sorted, with the facets for the same filters — tag counts
 * ignore the tag filter's own effect only in that they count within the other filters.
 */
export async function listLibrary(db: DbOrTrx, query: LibraryQuery, shelf: DocumentShelf = 'library') {
  const words = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;
  const filters = [
    onShelf(shelf),
    words
      ? sql<boolean>`(d.search @@ ${words} or exists (select 1 from document_chunks c where c.document_id = d.id and c.search @@ ${words}))`
      : sql<boolean>`true`,
    query.type ? sql<boolean>`d.file_type = ${query.type}` : sql<boolean>`true`,
    query.year ? sql<boolean>`extract(year from d.published_on) = ${query.year}` : sql<boolean>`true`,
  ];
  const tagFilter = query.tag.length
    ? sql<boolean>`(select count(*) from document_tags dt join tags t on t.id = dt.tag_id where dt.document_id = d.id and t.name in (${sql.join(query.tag)})) = ${query.tag.length}`
    : sql<boolean>`true`;
  const where = sql.join([...filters, tagFilter], sql` and `);
  const order = query.sort === 'title' ? sql`d.title, d.id` : query.sort === 'oldest' ? sql`d.published_on, d.title` : sql`d.published_on desc, d.title`;

  const [rows, total, tags, types, years] = await Promise.all([
    sql<DocumentListRow>`
      select ${sql.join(documentColumns.map((column) => sql.ref(column)))}, ${tagsOf} as tags
      from documents d where ${where} order by ${order}
      limit ${LIBRARY_PAGE_SIZE} offset ${(query.page - 1) * LIBRARY_PAGE_SIZE}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from documents d where ${where}`.execute(db),
    sql<{ name: string; n: number }>`
      select t.name, count(*)::int as n from documents d join document_tags dt on dt.document_id = d.id join tags t on t.id = dt.tag_id
      where ${where} group by t.name order by t.name`.execute(db),
    sql<{ file_type: string; n: number }>`select d.file_type, count(*)::int as n from documents d where ${where} group by 1 order by 1`.execute(db),
    sql<{
      year: number;
      n: number;
    }>`select extract(year from d.published_on)::int as year, count(*)::int as n from documents d where ${where} group by 1 order by 1 desc`.execute(db),
  ]);
  return {
    documents: rows.rows.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) })),
    total: total.rows[0]!.n,
    page: query.page,
    pageSize: LIBRARY_PAGE_SIZE,
    facets: { tags: tags.rows, types: types.rows, years: years.rows },
  };
}

/** Every tag on a public document, with how many public documents carry it. */
export async function listTagCounts(db: DbOrTrx) {
  const result = await sql<{ name: string; count: number }>`
    select t.name, count(*)::int as count from tags t join document_tags dt on dt.tag_id = t.id join documents d on d.id = dt.document_id
    where not d.hidden group by t.name order by t.name`.execute(db);
  return result.rows;
}

/** Every document on a public shelf, newest first, with its tags (the APIs; at most 2,000). */
export const listDocuments = (db: DbOrTrx, shelf: Exclude<DocumentShelf, 'all'>) => listDocumentsOn(db, shelf);

async function listDocumentsOn(db: DbOrTrx, shelf: DocumentShelf) {
  const rows = await sql<DocumentListRow>`
    select ${sql.join(documentColumns.map((column) => sql.ref(column)))}, ${tagsOf} as tags
    from documents d where ${onShelf(shelf)} order by d.published_on desc, d.title limit 2000`.execute(db);
  return rows.rows.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) }));
}

/** The library's document with this file name, if any (file names are unique in the library). */
export async function findDocumentByFileName(db: DbOrTrx, fileName: string) {
  return db.selectFrom('documents').select('id').where('file_name', '=', fileName).executeTakeFirst();
}

/** Every document staff manage, hidden and archived ones too, with how its text was read (the admin library). */
export const listDocumentsForStaff = (db: DbOrTrx) => listDocumentsOn(db, 'all');
