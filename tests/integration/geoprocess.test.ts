import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubmissionFileType } from '@vtrans/contracts/submissions';
import { createSubmission, currentSubmissionStatus, findSubmission, moveSubmissionAndPublishIfApproved, sql } from '@vtrans/db';
import { fileExtensions } from '@vtrans/spatial';
import { type FileStorage, localFileStorage } from '@vtrans/storage';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { WorkerApp } from '../../apps/worker/src/worker-app';
import { createGeoprocessHandlers } from '../../apps/worker/src/processors/geoprocess';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { pointShapefile } from '../support/shapefile';
import { deleteQueueKeys, eventually, handlerContext, startTestWorker, uniqueQueuePrefix } from '../support/worker';

const richmond = [-77.436, 37.5407];
const bowtie = {
  type: 'Polygon',
  coordinates: [
    [
      [-77.45, 37.53],
      [-77.42, 37.56],
      [-77.42, 37.53],
      [-77.45, 37.56],
      [-77.45, 37.53],
    ],
  ],
};

describe('geoprocessing a submission', () => {
  let database: TestDatabase;
  let dataDir: string;
  let storage: FileStorage;
  let worker: WorkerApp | undefined;
  let prefix: string;
  let userId: string;
  const redisUrl = inject('redisUrl');

  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'vtrans-geo-'));
    storage = localFileStorage(dataDir);
    prefix = uniqueQueuePrefix();
    userId = (
      await database.db
        .insertInto('users')
        .values({ email: `l-${Date.now()}@example.org`, role: 'locality', locality_fips: '51760' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(async () => {
    await worker?.stop(5_000);
    worker = undefined;
    await deleteQueueKeys(redisUrl, prefix);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function submit(bytes: Uint8Array, type: SubmissionFileType, sourceSrid = 4326) {
    const key = await storage.put('submissions', bytes, fileExtensions[type]);
    return database.db.transaction().execute((trx) =>
      createSubmission(trx, {
        userId,
        localityFips: '51760',
        title: 'Test layer',
        description: '',
        category: 'Other',
        file: { key, name: `layer.${type}`, type, bytes: bytes.length, sourceSrid, sourceCrs: '', crsFromFile: false, layerName: null },
      }),
    );
  }

  const startWorker = async () => {
    worker = await startTestWorker({
      databaseUrl: database.url,
      redisUrl,
      smtpUrl: 'smtp://127.0.0.1:9',
      queuePrefix: prefix,
      overrides: { DATA_DIR: dataDir },
    });
  };
  const settled = (id: number) =>
    eventually(
      async () => {
        const status = (await currentSubmissionStatus(database.db, id))?.status;
        return status === 'processed' || status === 'failed' ? status : null;
      },
      20_000,
      `submission ${id} to be processed`,
    );
  const featureCount = async (id: number) =>
    Number((await sql<{ count: string }>`select count(*) from submission_features where submission_id = ${id}`.execute(database.db)).rows[0]!.count);

  it('loads GeoJSON, repairs a self-intersecting polygon and reports what it found', async () => {
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'Bowtie' }, geometry: bowtie },
        {
          type: 'Feature',
          properties: { name: 'Broad St' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [-77.45, 37.55],
              [-77.43, 37.55],
            ],
          },
        },
        { type: 'Feature', properties: { name: 'No shape' }, geometry: null },
      ],
    });
    const id = await submit(strToU8(geojson), 'geojson');
    await startWorker();
    expect(await settled(id)).toBe('processed');
    const submission = (await findSubmission(database.db, id))!;
    expect(submission.versions[0]!.report).toMatchObject({
      features: 2,
      repaired: 1,
      dropped: 1,
      geometryTypes: ['LINESTRING', 'MULTIPOLYGON'],
      localities: expect.arrayContaining(['City of Richmond']),
    });
    expect(submission.history.map((record) => record.status)).toEqual(['submitted', 'processing', 'processed']);
    expect(submission.history.at(-1)!.note).toBe(
      '2 features loaded (lines, multi-part areas). They are in City of Richmond. 1 geometry was invalid (for example a ring crossing itself) and was repaired. 1 feature without a usable geometry was left out.',
    );
    expect(await featureCount(id)).toBe(2);
    const invalid = await sql<{ n: string }>`select count(*) as n from submission_features where submission_id = ${id} and not st_isvalid(geom)`.execute(
      database.db,
    );
    expect(invalid.rows[0]!.n).toBe('0');
  });

  it('loads CSV points, KML and KMZ placemarks, and a point Shapefile in Virginia State Plane (US feet), reprojected', async () => {
    const csv = await submit(strToU8(`name,latitude,longitude\nLibrary,${richmond[1]},${richmond[0]}\nStation,37.6,-77.5\n`), 'csv');
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Bus stop</name><Point><coordinates>${richmond.join(',')}</coordinates></Point></Placemark></Document></kml>`;
    const kmlId = await submit(strToU8(kml), 'kml');
    const kmzId = await submit(zipSync({ 'doc.kml': strToU8(kml) }), 'kmz');
    const projected = await sql<{ x: number; y: number }>`
      select st_x(p) as x, st_y(p) as y from (select st_transform(st_setsrid(st_makepoint(${richmond[0]}, ${richmond[1]}), 4326), 2283) as p) as t`.execute(
      database.db,
    );
    const { x, y } = projected.rows[0]!;
    expect(x).toBeGreaterThan(1_000_000); // feet, not degrees
    const { shp, shx, dbf } = pointShapefile([{ x, y, name: 'City Hall' }]);
    const shapefileId = await submit(zipSync({ 'points.shp': shp, 'points.shx': shx, 'points.dbf': dbf }), 'shapefile', 2283);

    await startWorker();
    for (const id of [csv, kmlId, kmzId, shapefileId]) expect(await settled(id)).toBe('processed');
    const located = await sql<{ submission_id: number; lon: number; lat: number; properties: Record<string, unknown> }>`
      select submission_id, st_x(geom) as lon, st_y(geom) as lat, properties from submission_features
      where submission_id in (${kmlId}, ${shapefileId}) order by submission_id`.execute(database.db);
    for (const row of located.rows) {
      expect(row.lon).toBeCloseTo(richmond[0]!, 5);
      expect(row.lat).toBeCloseTo(richmond[1]!, 5);
    }
    expect(located.rows.find((row) => row.submission_id === shapefileId)!.properties).toEqual({ NAME: 'City Hall' });
    expect(await featureCount(csv)).toBe(2);
  });

  it('fails coordinates in Europe, and an unreadable geometry, each with a reason and no features kept', async () => {
    const paris = await submit(
      strToU8(JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [2.35, 48.86] } })),
      'geojson',
    );
    const broken = await submit(
      strToU8(JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-77.4]] } })),
      'geojson',
    );
    await startWorker();
    expect(await settled(paris)).toBe('failed');
    expect(await settled(broken)).toBe('failed');
    const parisHistory = (await findSubmission(database.db, paris))!.history;
    expect(parisHistory.at(-1)!.note).toMatch(/^All features lie outside Virginia \(they span longitude 2\.35 to 2\.35, latitude 48\.86 to 48\.86\)/);
    // GDAL reads a one-point line as no geometry at all.
    expect((await findSubmission(database.db, broken))!.history.at(-1)!.note).toBe('None of the features has a usable geometry.');
    expect(await featureCount(paris)).toBe(0);
    expect(await featureCount(broken)).toBe(0);
  });

  it('a job run again — after a worker died mid-job, or twice — leaves exactly one copy of the features', async () => {
    const features = Array.from({ length: 2_500 }, (_, index) => ({
      type: 'Feature',
      properties: { index },
      geometry: { type: 'Point', coordinates: [richmond[0]! + (index % 50) * 0.0005, richmond[1]! + Math.floor(index / 50) * 0.0005] },
    }));
    const id = await submit(strToU8(JSON.stringify({ type: 'FeatureCollection', features })), 'geojson');
    // A worker marked it processing and died before its load committed.
    await database.db.transaction().execute((trx) => moveSubmissionAndPublishIfApproved(trx, { submissionId: id, to: 'processing', actor: 'system' }));
    const handlers = createGeoprocessHandlers({ db: database.db, storage });
    const context = handlerContext('retry', 2);
    await handlers['submission.process']!({ submissionId: id, version: 1 }, context);
    await handlers['submission.process']!({ submissionId: id, version: 1 }, context);
    expect(await featureCount(id)).toBe(2_500);
    expect((await findSubmission(database.db, id))!.history.map((record) => record.status)).toEqual(['submitted', 'processing', 'processed']);
  });
});
