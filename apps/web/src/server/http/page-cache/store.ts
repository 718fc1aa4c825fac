import 'server-only';
import { gzipSync } from 'node:zlib';
import type { PageCacheTag } from '@vtrans/contracts/content';
import { redis } from '../../platform/redis';

/** One cached page: what a visitor is sent, and the tag versions it was rendered under. */
export type CachedPage = {
  versions: Partial<Record<PageCacheTag, string>>;
  status: number;
  headers: [string, string][];
  body: string;
  etag: string;
};

/**
 * A copy as this process keeps it: the body encoded once, not on every response, and gzipped
 * once (a page is several times smaller so: 124 kB of data explorer is 19 kB on the wire).
 */
export type HeldPage = CachedPage & { bytes: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer> };

/** A copy leaves Redis a day after it was stored (the content cache's days-to-live, spec §4). */
const redisSeconds = 86_400;
/** This process's own copies, in front of Redis; the oldest go first past this many bytes. */
const memoryBudgetBytes = 64 * 1024 * 1024;

const memory = new Map<string, HeldPage>();
let memoryBytes = 0;

function remember(key: string, page: CachedPage): HeldPage {
  forget(key);
  const bytes = new TextEncoder().encode(page.body);
  const held = { ...page, bytes, gzipped: new Uint8Array(gzipSync(bytes)) };
  memory.set(key, held);
  memoryBytes += held.bytes.length + held.gzipped.length;
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= memoryBudgetBytes) break;
    memory.delete(oldest);
    memoryBytes -= entry.bytes.length + entry.gzipped.length;
  }
  return held;
}

function forget(key: string): void {
  const known = memory.get(key);
  if (!known) return;
  memory.delete(key);
  memoryBytes -= known.bytes.length + known.gzipped.length;
}

/**
 * The copy stored under a key: this process's memory first, then Redis, which every web instance
 * shares (so N instances render a page once between them, not N times). Null when neither has it
 * or Redis cannot be read — a cache that is away only costs a render.
 */
export async function readCachedPage(key: string): Promise<HeldPage | null> {
  const known = memory.get(key);
  if (known) return known;
  try {
    const stored = await redis().get(key);
    return stored ? remember(key, JSON.parse(stored) as CachedPage) : null;
  } catch {
    return null;
  }
}

/** The copy this process holds under a key, if any: the front door's lookup, which must not wait. */
export function heldInMemory(key: string): HeldPage | undefined {
  return memory.get(key);
}

/** Stores a copy for every instance; a Redis outage leaves it in this process only. */
export async function storeCachedPage(key: string, page: CachedPage): Promise<HeldPage> {
  const held = remember(key, page);
  try {
    await redis().set(key, JSON.stringify(page), 'EX', redisSeconds);
  } catch {
    // Another instance renders the page itself; nothing is wrong with the page.
  }
  return held;
}

/** Drops a copy that is no longer current from this process, so memory holds only live pages. */
export function dropCachedPage(key: string): void {
  forget(key);
}
