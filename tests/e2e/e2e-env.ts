import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, withDatabaseName } from '@vtrans/db';

/**
 * Settings shared by playwright.config.ts, the server it starts (serve.ts) and the specs. The
 * config runs first and fixes the run's database name in the environment, which the server and
 * the test workers inherit.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eMailboxPort = e2ePort + 1;
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
/**
 * The test server's SITE_URL: the same server by name. Passkeys belong to SITE_URL's host (issue
 * 54), and Chromium refuses an IP address as a passkey's site, so the passkey tests open this.
 */
export const e2eSiteUrl = `http://localhost:${e2ePort}`;
export const e2eServerUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The run's own database, named once by playwright.config.ts. */
export const e2eDatabaseUrl = () => withDatabaseName(e2eServerUrl, process.env.E2E_DATABASE_NAME ?? 'vtrans_e2e');
/** The run's uploads (and the seeded document library's PDFs), named once by playwright.config.ts. */
export const e2eDataDir = () => process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'vtrans-e2e-data');
export const e2eRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * The run's Redis key prefix (queues, rate limits, the page cache), from its database name: every
 * web instance a spec starts shares the server's, and serve.ts deletes its keys at the end.
 */
export const e2eQueuePrefix = () => `test-${process.env.E2E_DATABASE_NAME ?? 'vtrans_e2e'}`;
/** The test server's PRODUCTION_HOST: requests that send it as their Host are the production site's. */
export const e2eProductionHost = 'vtrans.example.org';
/** The bearer token the test server's /api/metrics takes. */
export const e2eMetricsToken = 'e2e-metrics-token-0123456789';
/** Searches a minute per address: the browser specs' searches all come from 127.0.0.1 (api/search.spec.ts checks the limit). */
export const e2eSearchRatePerMinute = 300;

/**
 * The settings every web instance of the run shares with serve.ts's (one database, one Redis
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

/** The ids of the run's web and worker processes (serve.ts), to prove a spec's input killed neither. */
export async function e2eProcessIds(): Promise<{ web: number; worker: number }> {
  return (await fetch(`http://127.0.0.1:${e2eMailboxPort}/processes`)).json() as Promise<{ web: number; worker: number }>;
}

/** Direct access to the run's database, for setting up data and checking what a test changed. */
export function openDb(): Db {
  return createDb(e2eDatabaseUrl(), { max: 1 });
}
