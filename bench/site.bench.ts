import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { dropDatabase, withDatabaseName } from '@vtrans/db';
import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import { createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';
import { startNextServer } from '../tests/support/next-server';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const staticName = 'bench-home.html';

/** Requests/s and p95 (ms) of GET `url` (cycling through `paths`, if given) under 10 connections for `seconds`. */
export async function load(url: string, seconds: number, paths?: string[]) {
  const requests = paths?.map((requestPath) => ({ method: 'GET', path: requestPath }));
  const result = (await autocannon({ url, connections: 10, duration: seconds, skipAggregateResult: true, requests } as never)) as unknown as {
    latencies: string;
    totalCompletedRequests: number;
    duration: number;
    non2xx: number;
  };
  const latencies = hdr.decodeFromCompressedBase64(result.latencies);
  return {
    requestsPerSecond: Math.round(result.totalCompletedRequests / result.duration),
    p95Ms: latencies.getValueAtPercentile(95),
    non2xx: result.non2xx,
  };
}

/** Gzipped bytes of the JavaScript a browser downloads to show `url` (Next 16 no longer prints it). */
async function javascriptBytes(baseUrl: string, routes: string[]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const sizes: Record<string, number> = {};
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      let bytes = 0;
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          pending.push(response.body().then((body) => void (bytes += gzipSync(body).length), () => undefined));
        }
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      sizes[route] = bytes;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/**
 * The public site under load: requests/s and p95 of the home page and an update page from
 * `next start`, beside the same home HTML served as a static file by the same server; and the
 * JavaScript each route makes the browser download (gzip bytes).
 */
/**
 * A seeded database and `next start` on BENCH_PORT (3200) against it, for a benchmark; needs a
 * production build. `startServer` may be called again after stopping the last one.
 */
export async function benchApp(serverUrl: string, redisUrl: string, label: string) {
  if (!existsSync(path.join(webDir, '.next/BUILD_ID'))) throw new Error('Build the web app first: npm run build');
  const databaseUrl = withDatabaseName(serverUrl, newTestDatabaseName(label));
  await createMigratedDatabase(databaseUrl, true);
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const startServer = async () => {
    const server = startNextServer(port, env, 'ignore');
    for (let attempt = 0; ; attempt += 1) {
      if ((await fetch(`${baseUrl}/api/ready`).catch(() => undefined))?.ok) return server;
      if (attempt > 100) throw new Error('next start did not become healthy');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { baseUrl, databaseUrl, startServer, dropDatabase: () => dropDatabase(databaseUrl) };
}

export async function benchSite(serverUrl: string, redisUrl: string, seconds = 10) {
  const { baseUrl, startServer, dropDatabase: dropBenchDatabase } = await benchApp(serverUrl, redisUrl, 'bench_site');
  // The home page's HTML, saved in public/ before the measured server starts (next start only
  // serves the public files present at start-up): the cost of that HTML without any rendering.
  const renderer = await startServer();
  const home = await (await fetch(`${baseUrl}/`)).text();
  await renderer.stop();
  await writeFile(path.join(webDir, 'public', staticName), home);
  const server = await startServer();
  try {
    const updateUrl = `${baseUrl}/get-involved/program-updates/update?id=04-16-2025-Commonwealth-Transportation-Board-adopts-the-2025-VTrans-Vision`;
    return {
      seconds,
      connections: 10,
      home: await load(`${baseUrl}/`, seconds),
      update: await load(updateUrl, seconds),
      staticHomeHtml: await load(`${baseUrl}/${staticName}`, seconds),
      javascriptGzipBytes: await javascriptBytes(baseUrl, ['/', '/get-involved/program-updates', '/get-involved/contact-us', '/vision/strategic-actions']),
    };
  } finally {
    await server.stop();
    await rm(path.join(webDir, 'public', staticName), { force: true });
    await dropBenchDatabase();
  }
}
