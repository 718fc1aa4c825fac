import 'server-only';
import { createHash } from 'node:crypto';
import { TILE_MAX_BYTES } from '@vtrans/db';
import type { Logger } from 'pino';
import { envelope } from '../http/route';

const contentType = 'application/vnd.mapbox-vector-tile';

/** 304 when the browser already holds this ETag; undefined when the tile must be built. */
export function notModified(request: Request, etag: string, cacheControl: string): Response | undefined {
  if (request.headers.get('if-none-match') !== etag) return undefined;
  return new Response(null, { status: 304, headers: { etag, 'cache-control': cacheControl } });
}

/**
 * A built tile as the answer, or 413 when it is over the size limit. Without a known ETag (tiles
 * whose data has no version, such as comments) the ETag is the tile's own hash.
 */
export function tileResponse(request: Request, tile: Buffer, options: { cacheControl: string; etag?: string; log: Logger }): Response {
  if (tile.length > TILE_MAX_BYTES) {
    options.log.warn({ url: request.url, bytes: tile.length }, 'tile over the size limit');
    return envelope(413, null, 'This tile holds too much to send; zoom in.');
  }
  const etag = options.etag ?? `"${createHash('sha256').update(tile).digest('base64url').slice(0, 27)}"`;
  return (
    notModified(request, etag, options.cacheControl) ??
    new Response(new Uint8Array(tile), { headers: { 'content-type': contentType, etag, 'cache-control': options.cacheControl } })
  );
}
