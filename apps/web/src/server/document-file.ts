import 'server-only';
import { findDocumentFile } from '@vtrans/db';
import { db } from './db';
import { envelope } from './route';
import { fileStorage } from './storage';

type Found = NonNullable<Awaited<ReturnType<typeof findDocumentFile>>>;

/** A single byte range from a Range header, clamped to the file; 'invalid' when it cannot be met; null to send the whole file. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (a multipart answer) are not offered: the whole file is sent instead.
  if (!match) return header.includes(',') ? null : 'invalid';
  const [, from, to] = match;
  if (from === '' && to === '') return 'invalid';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || end < start ? 'invalid' : { start, end };
}

/**
 * A document's file as a response: its content type, a weak validator (ETag) for revalidation,
 * byte ranges (206, or 416 when unsatisfiable) for PDF viewers that fetch pages on demand, and an
 * hour of public caching.
 */
export async function documentFileResponse(request: Request, by: { id: string } | { fileName: string }): Promise<Response> {
  const document: Found | null = await findDocumentFile(db(), by);
  if (!document) return envelope(404, null, 'There is no such document.');
  const storage = fileStorage();
  const size = await storage.size(document.storage_key);
  const etag = `"${document.id}-${document.updated_at.getTime()}"`;
  const headers = new Headers({
    'content-type': document.content_type,
    'accept-ranges': 'bytes',
    etag,
    'last-modified': document.updated_at.toUTCString(),
    'cache-control': 'public, max-age=3600',
    'content-disposition': `inline; filename="${document.file_name}"`,
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get('range'), size);
  if (range === 'invalid') {
    headers.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const part = range ?? { start: 0, end: size - 1 };
  const status = range ? 206 : 200;
  if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('content-length', String(part.end - part.start + 1));
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  // Next's server sends the body chunked and drops Content-Length (its compression layer does so
  // for every response); Content-Range still tells a viewer the whole size.
  return new Response(storage.stream(document.storage_key, part), { status, headers });
}
