import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSubmission, dropDatabase, findSubmission, withDatabaseName } from '@vtrans/db';
import { localFileStorage } from '@vtrans/storage';
import { handlerContext } from '../tests/support/worker';
import { createGeoprocessHandlers } from '../apps/worker/src/processors/geoprocess';
import { cloneDatabase, createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';

/**
 * One geoprocessing job on a GeoJSON of `count` points spread over Virginia (100,000 by default):
 * its time, features per second, and peak resident memory of both processes at work — the worker
 * (this process, sampled every 50 ms during the job) and GDAL's ogr2ogr child (its VmHWM) — and
 * their sum, which issue 16 holds under 512 MB.
 */
export async function benchGeoprocess(serverUrl: string, count = 100_000) {
  const template = newTestDatabaseName('bench_geo');
  await createMigratedDatabase(withDatabaseName(serverUrl, template), true);
  const database = await cloneDatabase(serverUrl, template);
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-bench-geo-'));
  try {
    const storage = localFileStorage(folder);
    // Built feature by feature, so the bench's own copy of the data is one string, not 100,000 objects.
    const parts: string[] = [];
    for (let index = 0; index < count; index++) {
      const coordinates = [-82 + (index % 600) * 0.01, 36.7 + Math.floor(index / 600) * 0.0125];
      parts.push(JSON.stringify({ type: 'Feature', properties: { index, name: `Feature ${index}` }, geometry: { type: 'Point', coordinates } }));
    }
    const bytes = new TextEncoder().encode(`{"type":"FeatureCollection","features":[${parts.join(',')}]}`);
    parts.length = 0;
    const user = await database.db
      .insertInto('users')
      .values({ email: 'bench@example.org', role: 'locality', locality_fips: '51760' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = await storage.put('submissions', bytes, 'geojson');
    const id = await database.db.transaction().execute((trx) =>
      createSubmission(trx, {
        userId: user.id,
        localityFips: '51760',
        title: 'Bench',
        description: '',
        category: 'Other',
        file: { key, name: 'bench.geojson', type: 'geojson', bytes: bytes.length, sourceSrid: 4326, sourceCrs: 'WGS 84', crsFromFile: true, layerName: null },
      }),
    );
    const usage = { peakRssBytes: 0 };
    const handlers = createGeoprocessHandlers({ db: database.db, storage, usage });
    // npm run bench starts node with --expose-gc: the worker's figures start from its own baseline, not the bench's garbage.
    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage().rss;
    let workerPeak = rssBefore;
    const sampler = setInterval(() => (workerPeak = Math.max(workerPeak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    await handlers['submission.process']!({ submissionId: id, version: 1 }, handlerContext('bench'));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    workerPeak = Math.max(workerPeak, process.memoryUsage().rss);
    const submission = (await findSubmission(database.db, id))!;
    return {
      features: count,
      fileMegabytes: Number((bytes.length / 1e6).toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
      featuresPerSecond: Math.round(count / seconds),
      workerRssMegabytesBefore: Math.round(rssBefore / 1e6),
      workerPeakRssMegabytes: Math.round(workerPeak / 1e6),
      // The bench process also seeded the database (boundaries, freight): what the job itself added.
      workerGrowthMegabytes: Math.round((workerPeak - rssBefore) / 1e6),
      gdalPeakRssMegabytes: Math.round(usage.peakRssBytes / 1e6),
      peakRssMegabytesTogether: Math.round((workerPeak + usage.peakRssBytes) / 1e6),
      outcome: submission.history.at(-1)!.note,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
    await database.drop();
    await dropDatabase(withDatabaseName(serverUrl, template));
  }
}
