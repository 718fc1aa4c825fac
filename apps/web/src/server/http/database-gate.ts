import 'server-only';
import { createDb, type Db, pingDatabase } from '@vtrans/db';
import { webEnv } from '../../env';

/** How long one probe's answer stands. */
const probeEveryMs = 2_000;
/** How long the probe may take to open its connection before Postgres counts as unreachable. */
const connectTimeoutMs = 3_000;

let known: { up: boolean; at: number } | undefined;
let probing: Promise<boolean> | undefined;
let probeDb: Db | undefined;

/**
 * The probe's own single connection: on the app's pool it would queue behind busy requests, and a
 * site merely under load would be taken for one whose database is gone.
 */
function probeConnection(): Db {
  probeDb ??= createDb(webEnv().DATABASE_URL, { max: 1, applicationName: 'vtrans-web-probe', connectionTimeoutMillis: connectTimeoutMs });
  return probeDb;
}

/**
 * Only an error from Postgres's client counts as down — refused, reset, or a connection that
 * could not be opened in time. A probe that is merely slow (a busy event loop) never does: the
 * bench of 1,000 simultaneous comments showed a timer of our own turning load into 503s.
 */
async function probe(): Promise<boolean> {
  try {
    await pingDatabase(probeConnection());
    return true;
  } catch {
    return false;
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
