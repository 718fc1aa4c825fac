import 'server-only';
import { sql } from '@vtrans/db';
import { db } from './db';

/** How long one probe's answer stands. */
const probeEveryMs = 2_000;
const probeTimeoutMs = 1_500;

let known: { up: boolean; at: number } | undefined;
let probing: Promise<boolean> | undefined;

async function probe(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), probeTimeoutMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db()).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function refresh(): Promise<boolean> {
  probing ??= probe().then((up) => {
    known = { up, at: Date.now() };
    probing = undefined;
    return up;
  });
  return probing;
}

/**
 * Whether Postgres answers, as seen by one probe every 2 s per process (concurrent requests share
 * it). While it is up the last answer is returned at once and a stale one refreshed in the
 * background, so a healthy site pays nothing per request; once it is down, requests wait for the
 * next probe, so the site notices by itself when Postgres comes back.
 */
export function databaseReachable(): Promise<boolean> {
  const stale = !known || Date.now() - known.at > probeEveryMs;
  if (known?.up) {
    if (stale) void refresh();
    return Promise.resolve(true);
  }
  return stale || !known ? refresh() : Promise.resolve(false);
}
