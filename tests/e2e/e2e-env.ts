import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, withDatabaseName } from '@vtrans/db';

/**
 * Settings shared by playwright.config.ts, the server it starts (serve.ts) and the specs. The
 * config runs first and fixes the run's name in the environment (E2E_DATABASE_NAME), which the
 * server and the test workers inherit.
 *
 * The run has lanes (decision 036): one installation each — database, mailbox, queue prefix,
 * uploads folder, web and worker processes — so tests in different lanes share nothing. Each
 * Playwright worker uses the lane of its parallel index (TEST_PARALLEL_INDEX, which Playwright sets
 * in the worker's environment and keeps when it replaces a failed worker); serve.ts names a lane
 * with E2E_LANE while it builds it. Everything below is the current lane's.
 */
export const e2eLanes = Math.max(1, Number(process.env.E2E_LANES ?? 3));
export const e2eLane = Number(process.env.E2E_LANE ?? process.env.TEST_PARALLEL_INDEX ?? 0);
if (e2eLane >= e2eLanes) {
  throw new Error(`Playwright worker ${e2eLane} has no lane: the run has ${e2eLanes} (E2E_LANES); run with --workers=${e2eLanes} or fewer, or set E2E_LANES.`);
}
/** Ports a lane may use: its web app, its mailbox (+1), and the extra servers specs start (+2 to +15). */
const laneStride = 20;
export const e2eLanePort = (lane: number) => Number(process.env.E2E_PORT ?? 3100) + laneStride * lane;
export const e2ePort = e2eLanePort(e2eLane);
export const e2eMailboxPort = e2ePort + 1;
/** serve.ts answers here once every lane is ready (the end of lane 0's ports, which no spec uses). */
export const e2eReadyPort = e2eLanePort(0) + laneStride - 1;
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
/**
 * The test server's SITE_URL: the same server by name. Passkeys belong to SITE_URL's host (issue
 * 54), and Chromium refuses an IP address as a passkey's site, so the passkey tests open this.
 */
export const e2eSiteUrl = `http://localhost:${e2ePort}`;
export const e2eServerUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The run's name, fixed once by playwright.config.ts; every database and key prefix of the run starts with it. */
export const e2eRunName = () => process.env.E2E_DATABASE_NAME ?? 'vtrans_e2e';
/** The migrated and seeded database every lane (and every seeded drill's installation) is cloned from. */
export const e2eTemplateName = () => `${e2eRunName()}_template`;
/** The migrated, empty database the other drills' installations are cloned from. */
export const e2eMigratedTemplateName = () => `${e2eRunName()}_migrated`;
/** A lane's own database, cloned from the template by serve-lane.ts. */
export const e2eLaneDatabaseUrl = (lane: number) => withDatabaseName(e2eServerUrl, `${e2eRunName()}_lane${lane}`);
export const e2eDatabaseUrl = () => e2eLaneDatabaseUrl(e2eLane);
/** The run's files: the template's (the seeded document library's PDFs) and each lane's uploads, removed with it. */
export const e2eRunDataDir = () => process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'vtrans-e2e-data');
export const e2eTemplateDataDir = () => path.join(e2eRunDataDir(), 'template');
/** The lane's uploads (and its copy of the seeded document library's PDFs). */
export const e2eDataDir = () => path.join(e2eRunDataDir(), `lane${e2eLane}`);
export const e2eRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * The lane's Redis key prefix (queues, rate limits, the page cache): every web instance a spec
 * starts shares its lane's, and serve.ts deletes its keys at the end.
 */
export const e2eQueuePrefix = () => `test-${e2eRunName()}-lane${e2eLane}`;
/** The test server's PRODUCTION_HOST: requests that send it as their Host are the production site's. */
export const e2eProductionHost = 'vtrans.example.org';
/** The bearer token the test server's /api/metrics takes. */
export const e2eMetricsToken = 'e2e-metrics-token-0123456789';
/** Searches a minute per address: the browser specs' searches all come from 127.0.0.1 (api/search.spec.ts checks the limit). */
export const e2eSearchRatePerMinute = 300;

/**
 * The settings every web instance of a lane shares with serve.ts's (one database, one Redis
 * prefix, the same limits), so a second instance a spec starts is the same site.
 */
export function e2eAppEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    REDIS_URL: e2eRedisUrl,
    QUEUE_PREFIX: e2eQueuePrefix(),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    METRICS_TOKEN: e2eMetricsToken,
    PRODUCTION_HOST: e2eProductionHost,
    DATA_DIR: e2eDataDir(),
    SITE_URL: e2eSiteUrl,
    // Browser sign-ins all come from 127.0.0.1; the per-address limit (5) is what the tests hit.
    AUTH_RATE_PER_IP: '40',
    // Comment specs give each test its own client address (x-forwarded-for), as a reverse proxy
    // would write it: the tests stand in for one proxy.
    TRUST_PROXY: '1',
    COMMENT_RATE_PER_IP: '5',
    // The browser specs' form posts all come from 127.0.0.1; api/client-address.spec.ts checks the real limit.
    FORM_RATE_PER_IP: '1000',
    SEARCH_RATE_PER_MINUTE: String(e2eSearchRatePerMinute),
  };
}

/** The ids of the lane's web and worker processes (serve.ts), to prove a spec's input killed neither. */
export async function e2eProcessIds(): Promise<{ web: number; worker: number }> {
  return (await fetch(`http://127.0.0.1:${e2eMailboxPort}/processes`)).json() as Promise<{ web: number; worker: number }>;
}

/** Direct access to the lane's database, for setting up data and checking what a test changed. */
export function openDb(): Db {
  return createDb(e2eDatabaseUrl(), { max: 1 });
}
