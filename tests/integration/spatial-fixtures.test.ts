import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSubmission, findSubmission, type ProcessingReport, sql } from '@vtrans/db';
import { describeUpload, fileExtensions, precheckUpload, readFeatures, sniffUpload } from '@vtrans/spatial';
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
    userId = (
      await database.db
        .insertInto('users')
        .values({ email: `f-${Date.now()}@example.org`, role: 'locality', locality_fips: '51760' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    worker = await startTestWorker({
      databaseUrl: database.url,
      redisUrl,
      smtpUrl: 'smtp://127.0.0.1:9',
      queuePrefix: prefix,
      overrides: { DATA_DIR: path.join(folder, 'data') },
    });
  });
  afterAll(async () => {
    await worker?.stop(5_000);
    await deleteQueueKeys(redisUrl, prefix);
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  /** Pre-checks a file, stores it and submits it as the upload API does; waits for processing. */
  async function process(bytes: Uint8Array, options: { layer?: string } = {}) {
    const check = await precheckUpload(bytes, options);
    if (!check.ok) throw new Error(check.message);
    if (!check.crs) throw new Error(check.crsNote ?? 'no coordinate system');
    const key = await localFileStorage(path.join(folder, 'data')).put('submissions', bytes, fileExtensions[check.type]);
    const file = {
      key,
      name: 'fixture',
      type: check.type,
      bytes: bytes.length,
      sourceSrid: check.crs.srid,
      sourceCrs: check.crs.label,
      crsFromFile: check.crs.fromFile,
      layerName: check.layers.length > 1 ? check.layer : null,
    };
    const id = await database.db
      .transaction()
      .execute((trx) => createSubmission(trx, { userId, localityFips: '51760', title: 'Fixture', description: '', category: 'Other', file }));
    await eventually(async () => ['processed', 'failed'].includes((await findSubmission(database.db, id))!.status), 20_000, 'processing');
    return (await findSubmission(database.db, id))!;
  }
  /** Processed; a failure shows the worker's reason. */
  const expectProcessed = (submission: Awaited<ReturnType<typeof process>>) =>
    expect({ status: submission.status, note: submission.history.at(-1)!.note }).toEqual({ status: 'processed', note: expect.any(String) });
  const reportOf = (submission: Awaited<ReturnType<typeof process>>) => submission.versions.at(-1)!.report as ProcessingReport;

  /** Each area reprojected back lands on its locality's boundary to within 1%. */
  async function expectOnRichmondAndHenrico(submissionId: number) {
    const areas = await sql<{ name: string; ratio: number }>`
      select f.properties->>'name' as name, st_area(f.geom::geography) / st_area(l.geom::geography) as ratio
      from submission_features f join localities l on l.fips = f.properties->>'fips'
      where f.submission_id = ${submissionId}`.execute(database.db);
    expect(areas.rows.map((row) => row.name).sort()).toEqual(['Henrico', 'Richmond']);
    for (const row of areas.rows) expect(row.ratio).toBeCloseTo(1, 1);
  }

  it('a zipped Shapefile in Virginia State Plane: its .prj is recognised and the areas land where Richmond and Henrico are', async () => {
    expect(fixtures.prj).toMatch(/^PROJCS\["NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet"/);
    const submission = await process(fixtures.shapefile);
    expectProcessed(submission);
    expect(reportOf(submission)).toMatchObject({
      features: 2,
      geometryTypes: ['POLYGON'],
      localities: expect.arrayContaining(['City of Richmond', 'Henrico County']),
    });
    await expectOnRichmondAndHenrico(submission.id);
  });

  it('HARN South and NAD83(2011) North Shapefiles and a File Geodatabase are identified by GDAL and land on Richmond', async () => {
    for (const [bytes, srid, name] of [
      [fixtures.harnSouth, 2925, 'NAD83(HARN) / Virginia South (ftUS)'],
      [fixtures.nad2011North, 6592, 'NAD83(2011) / Virginia North'],
      [fixtures.fileGeodatabase, 6592, 'NAD83(2011) / Virginia North'],
    ] as const) {
      const check = await precheckUpload(bytes);
      expect(check).toMatchObject({ ok: true, crs: { srid, label: name, fromFile: true } });
      const submission = await process(bytes);
      expectProcessed(submission);
      expect(reportOf(submission).crs).toBe(`${name} (EPSG:${srid})`);
      await expectOnRichmondAndHenrico(submission.id);
    }
  });

  it('KML, GPX, CSV with x/y and CSV with WKT from GDAL are processed too', async () => {
    const kml = await process(fixtures.kml);
    expectProcessed(kml);
    expect(reportOf(kml).localities).toEqual(expect.arrayContaining(['City of Richmond', 'Henrico County']));
    const csv = await process(fixtures.csv);
    expectProcessed(csv);
    expect(reportOf(csv).localities).toEqual(['City of Richmond', 'Henrico County']);
    const gpx = await process(fixtures.gpx);
    expect(reportOf(gpx)).toMatchObject({ features: 2, geometryTypes: ['POINT'] });
    const wkt = await process(fixtures.wktCsv);
    expectProcessed(wkt);
    await expectOnRichmondAndHenrico(wkt.id);
  });

  it('heights: a Google Earth KML and KMZ with ",0" and a PointZ Shapefile are processed, stored 2D, and the report says what became of the heights', async () => {
    for (const bytes of [fixtures.googleEarthKml, fixtures.googleEarthKmz]) {
      const submission = await process(bytes);
      expectProcessed(submission);
      expect(reportOf(submission)).toMatchObject({ features: 3, heights: { kept: 0, zero: 3 } });
      expect(submission.history.at(-1)!.note).toContain('3 features had heights of 0 (as Google Earth writes them); only the position is kept.');
    }
    const pointZ = await process(fixtures.pointZ);
    expectProcessed(pointZ);
    expect(reportOf(pointZ)).toMatchObject({ features: 2, heights: { kept: 2, attribute: 'z' } });
    expect(pointZ.history.at(-1)!.note).toContain('2 features had heights; they are kept as the attribute `z`.');
    const stored = await sql<{ dims: number; z: number }>`
      select st_ndims(geom) as dims, (properties->>'z')::float as z from submission_features where submission_id = ${pointZ.id} order by feature_index`.execute(
      database.db,
    );
    expect(stored.rows).toEqual([
      { dims: 2, z: 45.5 },
      { dims: 2, z: 46.5 },
    ]);
  });

  it('a Latin-1 .dbf without .cpg reads as Latin-1, not as "M\uFFFDxico"', async () => {
    const submission = await process(fixtures.latin1WithoutCpg);
    expectProcessed(submission);
    const names = await sql<{
      name: string;
    }>`select properties->>'name' as name from submission_features where submission_id = ${submission.id} order by feature_index`.execute(database.db);
    expect(names.rows.map((row) => row.name)).toEqual(['City Hall', 'México Café']);
    expect(reportOf(submission).latin1).toBe(1);
  });

  it('a GeoPackage or a zip with several layers lists them; the chosen layer is the one read', async () => {
    const listed = await precheckUpload(fixtures.geopackage);
    expect(listed).toMatchObject({
      ok: true,
      type: 'gpkg',
      layer: null,
      crs: null,
      layers: [
        { name: 'localities', features: 2 },
        { name: 'stops', features: 2 },
      ],
    });
    const stops = await process(fixtures.geopackage, { layer: 'stops' });
    expect(reportOf(stops)).toMatchObject({ features: 2, geometryTypes: ['POINT'], layer: 'stops' });
    const areas = await process(fixtures.geopackage, { layer: 'localities' });
    await expectOnRichmondAndHenrico(areas.id);
    expect(await precheckUpload(fixtures.twoShapefiles)).toMatchObject({ ok: true, type: 'shapefile', layers: [{ name: 'localities' }, { name: 'stops' }] });
    expect(await precheckUpload(fixtures.geopackage, { layer: 'nowhere' })).toMatchObject({ ok: false, field: 'layer' });
  });

  it('a layer or stored file whose name starts with "-" is never handed to GDAL as an option', async () => {
    // Stored files are named by random keys, which may start with "-": a single layer is read without its name.
    const stored = path.join(folder, '-Zr4kQ.csv');
    await writeFile(stored, fixtures.csv);
    const sniffed = sniffUpload(fixtures.csv);
    if (!sniffed.ok) throw new Error(sniffed.message);
    const described = await describeUpload(stored, sniffed);
    if (!described.ok) throw new Error(described.message);
    expect(described.layerNames).toEqual([]);
    const read = [];
    for await (const feature of readFeatures({
      dataset: described.dataset,
      layerNames: described.layerNames,
      crs: { fromFile: false, srid: 4326 },
      timeoutSeconds: 20,
    }))
      read.push(feature);
    expect(read).toHaveLength(2);
    // A layer named "-sql" in a GeoPackage is listed, but cannot be chosen; its neighbour can.
    expect(await precheckUpload(fixtures.dashedGeopackage)).toMatchObject({ ok: true, layers: [{ name: '-sql' }, { name: 'stops' }] });
    expect(await precheckUpload(fixtures.dashedGeopackage, { layer: '-sql' })).toEqual({
      ok: false,
      field: 'layer',
      message: 'The layer “-sql” cannot be read: its name starts with “-”. Rename the layer and send the file again.',
    });
    expectProcessed(await process(fixtures.dashedGeopackage, { layer: 'stops' }));
  });

  it('broken real files get their own message before anything is stored', async () => {
    expect(await precheckUpload(fixtures.withoutPrj)).toMatchObject({ ok: true, crs: null, crsNote: expect.stringMatching(/no \.prj file/) });
    expect(await precheckUpload(fixtures.empty)).toEqual({ ok: false, field: 'file', message: 'The Shapefile has no features.' });
  });

  it('a header bomb, a deflate bomb and the billion laughs are each refused with a clear message, long before they could expand', async () => {
    const refused = async (bytes: Uint8Array) => {
      const started = performance.now();
      const check = await precheckUpload(bytes);
      return { check, seconds: (performance.now() - started) / 1000 };
    };
    const header = await refused(fixtures.headerBomb);
    expect(fixtures.headerBomb.length).toBeLessThan(1_000_000);
    expect(header.check).toEqual({
      ok: false,
      field: 'file',
      message: 'The file declares more features than the 1,000,000 we accept (26,214,387). Split the layer.',
    });
    const deflate = await refused(fixtures.deflateBomb);
    expect(deflate.check).toEqual({ ok: false, field: 'file', message: 'The zip file would unpack to more than 500 MB, so it cannot be processed.' });
    const laughs = await refused(fixtures.billionLaughs);
    expect(laughs.check).toMatchObject({
      ok: false,
      field: 'file',
      message: expect.stringMatching(/^The KML file could not be read\. GDAL could not read it: the XML is not well formed or expands too far/),
    });
    // Not a speed measure (that is the bench's job): a bomb that was expanded would take minutes and
    // gigabytes, a refusal takes about a second. 5 s was too close on a loaded 2-core machine (5.7 s seen).
    for (const { seconds } of [header, deflate, laughs]) expect(seconds).toBeLessThan(20);
  });
});
