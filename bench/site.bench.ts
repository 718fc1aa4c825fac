import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { dropDatabase, withDatabaseName } from '@vtrans/db';
import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import { createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';
import { startNextServer } from '../tests/support/next-server';
import { deleteQueueKeys, uniqueQueuePrefix } from '../tests/support/worker';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const staticName = 'bench-home.html';

/** Connections each load keeps open (the measure: 20). */
export const connections = 20;

/** Requests/s and p95 (ms) of GET `url` (cycling through `paths`, if given) under 20 connections for `seconds`. */
export async function load(url: string, seconds: number, paths?: string[]) {
  const requests = paths?.map((requestPath) => ({ method: 'GET', path: requestPath }));
  const result = (await autocannon({ url, connections, duration: seconds, skipAggregateResult: true, requests } as never)) as unknown as {
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

/**
 * Gzipped bytes of JavaScript per page (Next 16 no longer prints them): `firstLoad`, the scripts
 * the page's HTML lists (what a browser must fetch to show and run it; the legacy browsers'
 * `noModule` polyfills are skipped by every current browser), and `downloaded`, every script
 * fetched until the network is idle — which adds what the page's links prefetch for the pages
 * they lead to.
 */
async function javascriptBytes(baseUrl: string, routes: string[]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const sizes: Record<string, { firstLoad: number; downloaded: number }> = {};
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const bytes = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          pending.push(
            response.body().then(
              (body) => void bytes.set(new URL(response.url()).pathname, gzipSync(body).length),
              () => undefined,
            ),
          );
        }
      });
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      const listed = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
        .filter((tag) => !/\bnoModule\b/i.test(tag[0]))
        .map((tag) => new URL(tag[1]!, baseUrl).pathname);
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      const missing = listed.filter((path) => !bytes.has(path));
      if (missing.length > 0) throw new Error(`${route}: the browser did not fetch ${missing.join(', ')}, which the page lists`);
      const sum = (paths: Iterable<string>) => [...paths].reduce((total, path) => total + bytes.get(path)!, 0);
      sizes[route] = { firstLoad: sum(new Set(listed)), downloaded: sum(bytes.keys()) };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/**
 * A seeded database and the production web server (`server.mjs`) on BENCH_PORT (3200) against it, for a benchmark; needs a
 * production build. `startServer` may be called again after stopping the last one.
 */
export async function benchApp(serverUrl: string, redisUrl: string, label: string, extraEnv: Record<string, string> = {}) {
  if (!existsSync(path.join(webDir, '.next/BUILD_ID'))) throw new Error('Build the web app first: npm run build');
  const databaseUrl = withDatabaseName(serverUrl, newTestDatabaseName(label));
  await createMigratedDatabase(databaseUrl, true);
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Its own Redis prefix (queues, rate limits, the page cache), deleted with the database.
  const queuePrefix = uniqueQueuePrefix();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  const startServer = async () => {
    const server = startNextServer(port, env, 'ignore');
    for (let attempt = 0; ; attempt += 1) {
      if ((await fetch(`${baseUrl}/api/ready`).catch(() => undefined))?.ok) return server;
      if (attempt > 100) throw new Error('the web server did not become healthy');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const cleanUp = async () => {
    await deleteQueueKeys(redisUrl, queuePrefix);
    await dropDatabase(databaseUrl);
  };
  return { baseUrl, databaseUrl, startServer, cleanUp };
}

/**
 * A content page's JavaScript budget (issue 58): the framework's own floor — a bare Next 16.4.6
 * app loads 135.3 KiB gzip here — plus 12 KiB for the site's shell (menus, drawer, newsletter form,
 * the accessibility notice's listener). The budgets of issue 17 (110) predate Next 16's floor.
 */
const contentPageBudgetKb = 147;

/** The public pages measured, each with its JavaScript budget (gzip KiB at first load). */
const publicPages: { path: string; javascriptBudgetKb: number }[] = [
  { path: '/', javascriptBudgetKb: contentPageBudgetKb },
  { path: '/about/about-vtrans', javascriptBudgetKb: contentPageBudgetKb },
  // The Spanish edition (issue 62): its home, and an address whose page is not in Spanish yet.
  { path: '/es', javascriptBudgetKb: contentPageBudgetKb },
  { path: '/es/get-involved/contact-us', javascriptBudgetKb: contentPageBudgetKb },
  // Pages drawn in both languages, each beside its English (issue 62): the comment periods, and the
  // Title VI notice (page text with its Spanish a translation staff keep).
  { path: '/get-involved/comment-periods', javascriptBudgetKb: contentPageBudgetKb },
  { path: '/es/get-involved/comment-periods', javascriptBudgetKb: contentPageBudgetKb },
  { path: '/about/title-vi', javascriptBudgetKb: contentPageBudgetKb },
  { path: '/es/about/title-vi', javascriptBudgetKb: contentPageBudgetKb },
  // A newsletter's or a social network's link: the tracking parameters must not cost a render (issue 58).
  { path: '/about/about-vtrans?utm_source=newsletter&utm_medium=email&fbclid=IwAR0bench', javascriptBudgetKb: contentPageBudgetKb },
  { path: '/get-involved/program-updates', javascriptBudgetKb: contentPageBudgetKb },
  {
    path: '/get-involved/program-updates/update?id=04-16-2025-Commonwealth-Transportation-Board-adopts-the-2025-VTrans-Vision',
    javascriptBudgetKb: contentPageBudgetKb,
  },
  { path: '/documents-and-media', javascriptBudgetKb: contentPageBudgetKb },
  // A form checked in the browser by the same rules as the server's (zod, react-hook-form).
  { path: '/get-involved/contact-us', javascriptBudgetKb: 200 },
  // MapLibre and Plot load only on the explorers; their budget is theirs.
  // MapLibre is 268 kB of it, and its worker 132 kB.
  { path: '/interactvtrans/map-explorer', javascriptBudgetKb: 600 },
  { path: '/interactvtrans/data-explorer', javascriptBudgetKb: 250 },
];

/**
 * Pins a process (all its threads) to one CPU, so the server and the load generator do not take
 * turns on the same core. A no-op where `taskset` is missing or there is only one CPU.
 */
function pin(pid: number, cpu: number): boolean {
  if (availableParallelism() < 2) return false;
  return spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' }).status === 0;
}

/** A bare `node:http` server answering every request with `body`: the floor under any framework. */
async function startBareServer(port: number, body: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.env.BODY); require('node:http').createServer((_, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }); res.end(body); }).listen(${port}, '127.0.0.1', () => process.send('ready'));`,
    ],
    {
      env: { ...process.env, BODY: body },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

/**
 * `npm run bench -- site`: each public page's requests/s and p95 from the production web server (`server.mjs`) under 20
 * connections — after one warming request, so cached pages are measured as cached — in turns with
 * Next's own static-file figure (a /_next/static chunk), and its share of it; then, once each, the
 * chunk, the home page's HTML as a Next public file and a bare node:http server sending those
 * bytes. The server is pinned to one CPU and the load generator to the other. Last, the
 * JavaScript each page makes the browser download (gzip bytes) against its budget.
 */
export async function benchSite(serverUrl: string, redisUrl: string, seconds = 10) {
  const { baseUrl, startServer, cleanUp } = await benchApp(serverUrl, redisUrl, 'bench_site');
  // The home page's HTML, saved in public/ before the measured server starts (Next only
  // serves the public files present at start-up): the cost of that HTML without any rendering.
  const renderer = await startServer();
  const home = await (await fetch(`${baseUrl}/`)).text();
  await renderer.stop();
  await writeFile(path.join(webDir, 'public', staticName), home);
  const server = await startServer();
  const barePort = Number(process.env.BENCH_PORT ?? 3200) + 2;
  const bare = await startBareServer(barePort, home);
  const pinned = pin(server.process.pid!, 0) && pin(bare.pid!, 0) && pin(process.pid, 1);
  try {
    const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1];
    if (!chunk) throw new Error('the home page names no /_next/static chunk');
    // Each page is measured in turns with the static chunk (three rounds of a third of `seconds`
    // each), and its share is taken against the chunk's figure from the same turns: on a shared
    // machine the two then see the same neighbours.
    const rounds = 3;
    const roundSeconds = Math.max(1, Math.round(seconds / rounds));
    const pages: Record<
      string,
      { pageCache: string; requestsPerSecond: number; p95Ms: number; non2xx: number; staticChunkRequestsPerSecond: number; shareOfStaticChunk: number }
    > = {};
    for (const { path: page } of publicPages) {
      const warm = await fetch(`${baseUrl}${page}`);
      await warm.arrayBuffer();
      const pageRuns = [];
      const chunkRuns = [];
      for (let round = 0; round < rounds; round += 1) {
        chunkRuns.push(await load(`${baseUrl}${chunk}`, roundSeconds));
        pageRuns.push(await load(`${baseUrl}${page}`, roundSeconds));
      }
      const mean = (runs: { requestsPerSecond: number }[]) => Math.round(runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length);
      pages[page] = {
        pageCache: warm.headers.get('x-page-cache') ?? 'none',
        requestsPerSecond: mean(pageRuns),
        // The worst round's p95: a page is as slow as it gets.
        p95Ms: Math.max(...pageRuns.map((run) => run.p95Ms)),
        non2xx: pageRuns.reduce((sum, run) => sum + run.non2xx, 0),
        staticChunkRequestsPerSecond: mean(chunkRuns),
        shareOfStaticChunk: Number((mean(pageRuns) / mean(chunkRuns)).toFixed(2)),
      };
    }
    const nextStaticChunk = await load(`${baseUrl}${chunk}`, seconds);
    const nextPublicHomeHtml = await load(`${baseUrl}/${staticName}`, seconds);
    const bareNodeHttp = await load(`http://127.0.0.1:${barePort}/`, seconds);
    const javascript = await javascriptBytes(
      baseUrl,
      publicPages.map((page) => page.path),
    );
    return {
      seconds,
      connections,
      pinned,
      pages,
      nextStaticChunk,
      nextPublicHomeHtml,
      bareNodeHttp,
      javascriptGzipKb: Object.fromEntries(
        publicPages.map(({ path: page, javascriptBudgetKb }) => {
          const { firstLoad, downloaded } = javascript[page]!;
          const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
          return [
            page,
            { firstLoad: kib(firstLoad), budgetKb: javascriptBudgetKb, within: firstLoad <= javascriptBudgetKb * 1024, withPrefetches: kib(downloaded) },
          ];
        }),
      ),
    };
  } finally {
    bare.kill();
    await server.stop();
    await rm(path.join(webDir, 'public', staticName), { force: true });
    await cleanUp();
  }
}
