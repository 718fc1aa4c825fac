import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubmissionFileType } from '@vtrans/contracts';
import { createSubmission, findSubmission, type ProcessingReport, sql } from '@vtrans/db';
import { precheckUpload } from '@vtrans/spatial';
import { localFileStorage } from '@vtrans/storage';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { WorkerApp } from '../../apps/worker/src/worker-app';
import { cloneDatabase, type TestDatabase } from '../support/databases';
import { buildGdalFixtures } from '../support/gdal-fixtures';
import { deleteQueueKeys, eventually, startTestWorker, uniqueQueuePrefix } from '../support/worker';

// Real files from GDAL (ogr2ogr), built from the us-atlas boundaries of Richmond and Henrico.
describe('real files through pre-check and processing', () => {
  let folder: string;
  let fixtures: Awaited<ReturnType<typeof buildGdalFixtures>>;
  let database: TestDatabase;
  let worker: WorkerApp;
  let userId: string;
  const prefix = uniqueQueuePrefix();
  const redisUrl = inject('redisUrl');

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vtrans-fixtures-'));
    fixtures = await buildGdalFixtures(path.join(folder, 'build'));
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
    userId = (await database.db.insertInto('users').values({ email: `f-${Date.now()}@example.org`, role: 'locality', locality_fips: '51760' }).returning('id').executeTakeFirstOrThrow()).id;
    worker = await startTestWorker({ databaseUrl: database.url, redisUrl, smtpUrl: 'smtp://127.0.0.1:9', queuePrefix: prefix, overrides: { DATA_DIR: path.join(folder, 'data') } });
  });
  afterAll(async () => {
    await worker?.stop(5_000);
    await deleteQueueKeys(redisUrl, prefix);
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  /** Pre-checks a file, stores it and submits it as the upload API does; waits for processing. */
  async function process(bytes: Uint8Array) {
    const check = precheckUpload(bytes);
    if (!check.ok) throw new Error(check.message);
    const key = await localFileStorage(path.join(folder, 'data')).put('submissions', bytes, 'bin');
    const id = await database.db.transaction().execute((trx) =>
      createSubmission(
        trx,
        { userId, localityFips: '51760', title: 'Fixture', description: '', category: 'Other', file: { key, name: 'fixture', type: check.type as SubmissionFileType, bytes: bytes.length, sourceSrid: check.crs!.srid } },
        { staffAddress: 'data@example.gov', siteUrl: 'https://vtrans.example.org' },
      ),
    );
    await eventually(async () => ['processed', 'failed'].includes((await findSubmission(database.db, id))!.status), 20_000, 'processing');
    return (await findSubmission(database.db, id))!;
  }

  it('a zipped Shapefile in Virginia State Plane: its .prj is recognised and the areas land where Richmond and Henrico are', async () => {
    expect(fixtures.prj).toMatch(/^PROJCS\["NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet"/);
    const submission = await process(fixtures.shapefile);
    expect(submission.status).toBe('processed');
    expect(submission.versions[0]!.report as ProcessingReport).toMatchObject({ features: 2, geometryTypes: ['POLYGON'], localities: expect.arrayContaining(['City of Richmond', 'Henrico County']) });
    // Reprojected back from feet, each area matches its locality's boundary to within 1%.
    const areas = await sql<{ name: string; ratio: number }>`
      select f.properties->>'name' as name, st_area(f.geom::geography) / st_area(l.geom::geography) as ratio
      from submission_features f join localities l on l.fips = f.properties->>'fips'
      where f.submission_id = ${submission.id}`.execute(database.db);
    expect(areas.rows.map((row) => row.name).sort()).toEqual(['Henrico', 'Richmond']);
    for (const row of areas.rows) expect(row.ratio).toBeCloseTo(1, 1);
  });

  it('KML and CSV from GDAL are processed too', async () => {
    const kml = await process(fixtures.kml);
    expect(kml.status).toBe('processed');
    expect((kml.versions[0]!.report as ProcessingReport).localities).toEqual(expect.arrayContaining(['City of Richmond', 'Henrico County']));
    const csv = await process(fixtures.csv);
    expect(csv.status).toBe('processed');
    expect((csv.versions[0]!.report as ProcessingReport).localities).toEqual(['City of Richmond', 'Henrico County']);
  });

  it('broken real files get their own message before anything is stored', () => {
    expect(precheckUpload(fixtures.withoutPrj)).toMatchObject({ ok: true, crs: null, crsNote: expect.stringMatching(/no \.prj file/) });
    expect(precheckUpload(fixtures.truncated)).toEqual({ ok: false, message: 'The .shp file is truncated or damaged: it is shorter or longer than its header says.' });
    expect(precheckUpload(fixtures.empty)).toEqual({ ok: false, message: 'The Shapefile has no features.' });
  });
});
