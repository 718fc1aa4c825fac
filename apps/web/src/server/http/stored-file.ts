import 'server-only';
import { fileStorage } from '../platform/storage';

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

export interface StoredFile {
  key: string;
  size: number;
  etag: string;
  contentType: string;
  /** `inline` or `attachment`, with the name a browser saves it as. */
  disposition: 'inline' | 'attachment';
  fileName: string;
  cacheControl: string;
  lastModified?: Date;
}

/**
 * A stored file as a response, streamed from storage: a validator (ETag) for revalidation
 * (304), byte ranges (206, or 416 when unsatisfiable; If-Range with another ETag sends the
 * whole file) for PDF viewers and resumed downloads, and HEAD. `no-transform` keeps the server's
 * compression off, so Content-Length and ranges count the stored bytes.
 */
export function storedFileResponse(request: Request, file: StoredFile): Response {
  const headers = new Headers({
    'content-type': file.contentType,
    'accept-ranges': 'bytes',
    etag: file.etag,
    'cache-control': `${file.cacheControl}, no-transform`,
    'content-disposition': `${file.disposition}; filename="${file.fileName}"`,
  });
  if (file.lastModified) headers.set('last-modified', file.lastModified.toUTCString());
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });

  const ifRange = request.headers.get('if-range');
  const range = ifRange && ifRange !== file.etag ? null : parseRange(request.headers.get('range'), file.size);
  if (range === 'invalid') {
    headers.set('content-range', `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  const part = range ?? { start: 0, end: file.size - 1 };
  const status = range ? 206 : 200;
  if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  headers.set('content-length', String(part.end - part.start + 1));
  // Next removes content-length from a route's answer; server.mjs puts it back from this one.
  headers.set('x-vtrans-content-length', String(part.end - part.start + 1));
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  return new Response(file.size === 0 ? null : fileStorage().stream(file.key, part), { status, headers });
}
