import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { downloadFormats } from '@vtrans/contracts/open-data';
import { createDb, sql } from '@vtrans/db';
import { localFileStorage } from '@vtrans/storage';
import { createLogger } from '../apps/worker/src/logger';
import { createLayerDownloadHandlers } from '../apps/worker/src/processors/layer-downloads';
import { benchApp, load } from './site.bench';

const layerId = 'bench-open-data';

/**
 * A published layer of `count` small areas across Virginia (lots a few hundred metres wide), each
 * with the kinds of fields a county layer has: a name, a number, a date, a flag.
 */
async function addLayer(databaseUrl: string, count: number) {
  const db = createDb(databaseUrl);
  try {
    await db
      .insertInto('layers')
      .values({
        id: layerId,
        name: 'Bench parcels',
        description: 'Generated for the open-data bench.',
        category: 'Land use',
        geometry_type: 'polygon',
        style: '{}',
        source: 'bench',
        published: true,
      })
      .execute();
    await sql`
      insert into layer_features (layer_id, feature_key, properties, geom)
      select ${layerId}, i::text,
             jsonb_build_object('name', 'Parcel ' || i, 'acres', round((i % 997) / 10.0, 1), 'surveyed', (date '2020-01-01' + (i % 1500)::int)::text, 'public', i % 3 = 0),
             st_makeenvelope(x, y, x + 0.004, y + 0.003, 4326)
      from (select i, -83.2 + 7.5 * ((i * 7919) % 100003) / 100003.0 as x, 36.7 + 2.4 * ((i * 104729) % 99991) / 99991.0 as y
            from generate_series(1::bigint, ${count}::bigint) as i) lots`.execute(db);
    // The steady state of a published layer, read many times after it was written once: autovacuum
    // has analysed it and set its visibility map (which lets the items page skip rows by index alone).
    await sql`vacuum analyze layer_features`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** Resident memory of a process, from /proc (kB → bytes). */
function rssBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

/**
 * Downloads `url` to nowhere, reading the body as a stream (as a browser saving a file does), and
 * samples the web server's resident memory meanwhile.
 */
async function timedDownload(url: string, pid: number) {
  let peak = rssBytes(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  const started = performance.now();
  try {
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
    let bytes = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    return {
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      bytes,
      contentLength: Number(response.headers.get('content-length')),
      peakRssBytes: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The worker's job for the layer's `layer.write-downloads` event, run here as the worker runs it: seconds to write all five files. */
async function writeDownloadsAsTheWorker(databaseUrl: string, dataDir: string) {
  const db = createDb(databaseUrl, { max: 2 });
  try {
    const started = performance.now();
    const handle = createLayerDownloadHandlers({ db, storage: localFileStorage(dataDir), databaseUrl })['layer.write-downloads']!;
    await handle({ layerId }, { jobId: 'bench', attempt: 1, lastAttempt: true, createdAt: new Date(), log: createLogger('silent') });
    return Number(((performance.now() - started) / 1000).toFixed(2));
  } finally {
    await db.destroy();
  }
}

/** p50 and p95 of `count` requests one after another (ms). */
async function sequentialLatency(baseUrl: string, paths: string[]) {
  const times: number[] = [];
  for (const requestPath of paths) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${requestPath}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${requestPath}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Number(times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1));
  return { requests: times.length, p50Ms: at(0.5), p95Ms: at(0.95) };
}

/**
 * `npm run bench -- open-data`: a `features`-feature layer (100,000): the worker's time to write its
 * five download files (issue 59: when the layer changes, not on a reader's request), then each
 * format's first and second download from the production server, with the web server's memory
 * growth over the whole; and the feature API's
 * `items?limit=100` latency (one client, then 20 connections), over pages across the layer.
 */
export async function benchOpenData(serverUrl: string, redisUrl: string, features = 100_000, seconds = 10) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vtrans-bench-open-data-'));
  const app = await benchApp(serverUrl, redisUrl, 'bench_open_data', { DATA_DIR: dataDir });
  try {
    await addLayer(app.databaseUrl, features);
    const workerWritesAllFiveSeconds = await writeDownloadsAsTheWorker(app.databaseUrl, dataDir);
    const server = await app.startServer();
    const pid = server.process.pid!;
    try {
      await fetch(`${app.baseUrl}/api/features/collections`);
      const rssBefore = rssBytes(pid);
      const downloads: Record<string, unknown> = {};
      let peak = rssBefore;
      for (const format of downloadFormats) {
        for (const run of ['first request', 'again']) {
          const result = await timedDownload(`${app.baseUrl}/api/datasets/${layerId}/download/${format}`, pid);
          peak = Math.max(peak, result.peakRssBytes);
          downloads[`${format} ${run}`] = {
            seconds: result.seconds,
            megabytes: Number((result.bytes / 1e6).toFixed(1)),
            contentLengthMatches: result.contentLength === result.bytes,
          };
        }
      }
      const offsets = Array.from({ length: 200 }, (_, index) => ((index * 7919) % Math.floor(features / 100)) * 100);
      const items = offsets.map((offset) => `/api/features/collections/${layerId}/items?limit=100&offset=${offset}`);
      await sequentialLatency(app.baseUrl, items.slice(0, 20));
      return {
        features,
        workerWritesAllFiveSeconds,
        downloads,
        webRssGrowthMb: Math.round((peak - rssBefore) / 1e6),
        'items?limit=100, one client': await sequentialLatency(app.baseUrl, items),
        'items?limit=100, 20 connections': await load(app.baseUrl, seconds, items),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await app.cleanUp();
    await rm(dataDir, { recursive: true, force: true });
  }
}
