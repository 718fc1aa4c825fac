import 'server-only';
import { findDocumentFile } from '@vtrans/db';
import { db } from './db';
import { envelope } from './route';
import { fileStorage } from './storage';
import { storedFileResponse } from './stored-file';

type Found = NonNullable<Awaited<ReturnType<typeof findDocumentFile>>>;

/**
 * A document's file as a response (see storedFileResponse), shown inline, with an hour of public
 * caching.
 */
export async function documentFileResponse(request: Request, by: { id: string } | { fileName: string }): Promise<Response> {
  const document: Found | null = await findDocumentFile(db(), by);
  if (!document) return envelope(404, null, 'There is no such document.');
  return storedFileResponse(request, {
    key: document.storage_key,
    size: await fileStorage().size(document.storage_key),
    etag: `"${document.id}-${document.updated_at.getTime()}"`,
    contentType: document.content_type,
    disposition: 'inline',
    fileName: document.file_name,
    cacheControl: 'public, max-age=3600',
    lastModified: document.updated_at,
  });
}
