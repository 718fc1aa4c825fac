import 'server-only';
import { countDownload, findDocumentFile } from '@vtrans/db';
import { db } from '../platform/db';
import { logger } from '../platform/logger';
import { envelope } from '../http/route';
import { fileStorage } from '../platform/storage';
import { storedFileResponse } from '../http/stored-file';

type Found = NonNullable<Awaited<ReturnType<typeof findDocumentFile>>>;

/**
 * A document's file as a response (see storedFileResponse), shown inline, with an hour of public
 * caching. A download is counted (staff fix the most read files first) once per reading: a PDF
 * viewer's later byte ranges are not counted again, and a failed count never fails the download.
 * A document held for a second pair of eyes is not there for the public: only `forStaff` (the
 * library's own preview, which is neither cached nor counted) serves it.
 */
export async function documentFileResponse(request: Request, by: { id: string } | { fileName: string }, forStaff = false): Promise<Response> {
  const found: Found | null = await findDocumentFile(db(), by);
  const document = found && (forStaff || !found.awaiting_approval_as) ? found : null;
  if (!document) return envelope(404, null, 'There is no such document.');
  const range = request.headers.get('range');
  if (!forStaff && request.method === 'GET' && (!range || /^bytes=0-/.test(range))) {
    countDownload(db(), document.id).catch((error: unknown) => logger().warn({ err: error }, 'a download was not counted'));
  }
  return storedFileResponse(request, {
    key: document.storage_key,
    size: await fileStorage().size(document.storage_key),
    etag: `"${document.id}-${document.updated_at.getTime()}"`,
    contentType: document.content_type,
    disposition: 'inline',
    fileName: document.file_name,
    cacheControl: forStaff ? 'private, no-store' : 'public, max-age=3600',
    lastModified: document.updated_at,
  });
}
