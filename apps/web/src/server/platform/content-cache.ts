import 'server-only';
import { type ContentCacheTag, contentCacheDaysToLive, daysToLiveMs } from '@vtrans/contracts/content';
import { readCacheTagVersions } from '@vtrans/db';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { cache } from 'react';
import { db } from './db';

/** The tag versions, read once per render (React's request memo) and once per API request. */
const tagVersions = cache(() => readCacheTagVersions(db()));

/**
 * Reads a dataset through Next's data cache under its cache tag. The entry's key holds the tag's
 * current version, which a database trigger changes on every write to the tagged table, so the
 * first request after any change — from this app, the seed, the worker or by hand — reads fresh
 * data on every server instance. The price is one read of the three-row `cache_tags` table per request.
 * Entries live at most the tag's days-to-live (spec §4).
 */
export async function cachedByTag<Result>(tag: ContentCacheTag, keyParts: string[], load: () => Promise<Result>): Promise<Result> {
  // Request time only (see readPublic); the loaders inside the cache then use db().
  await connection();
  const version = (await tagVersions())[tag] ?? 'untracked';
  return unstable_cache(load, [tag, version, ...keyParts], {
    tags: [tag],
    revalidate: daysToLiveMs(contentCacheDaysToLive[tag]) / 1000,
  })();
}
