import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { virginiaIsoDate } from '@vtrans/contracts/dates';
import { downloadFormats } from '@vtrans/contracts/open-data';
import { sql } from '@vtrans/db';
import { unzipSync } from 'fflate';
import { Validator } from 'jsonschema';
import { e2eBaseUrl } from '../e2e-env';
import { cleanUpAfterEach, runDatabase } from '../run-database';
import { approveAsReviewer, removeLayersSubmittedAs, submitAsLocality } from '../submissions';
import { ogrSummary } from '../../support/ogr-summary';

// Issue 23: every published layer as open data, read by clients nobody here wrote — GDAL's
// drivers for each download and for OGC API – Features, and a JSON-schema validator with data.gov's
// own DCAT-US 1.1 schema files.
const db = runDatabase();
// A layer an approval publishes here, or a seeded feature a test changes, is put back after the test.
const afterTest = cleanUpAfterEach(db);

const api = `${e2eBaseUrl}/api/features`;
const corridors = 'corridors-of-statewide-significance';

/** How many features a layer has in the database now. */
const featureCount = async (layer: string) =>
  Number(
    (
      await db()
        .selectFrom('layer_features')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('layer_id', '=', layer)
        .executeTakeFirstOrThrow()
    ).n,
  );

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'vtrans-open-data-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fileNames = { geojson: 'x.geojson', gpkg: 'x.gpkg', shapefile: 'x.shp.zip', csv: 'x.csv', kml: 'x.kml' } as const;

/** The worker has written the files of the layer's current version (issue 59): the dataset records which, and their sizes. */
const downloadsWritten = async (layer: string) =>
  (
    await db()
      .selectFrom('layers')
      .select(sql<boolean>`coalesce(downloads ->> 'version' = version::text and downloads ? 'sizes', false)`.as('written'))
      .where('id', '=', layer)
      .executeTakeFirstOrThrow()
  ).written;

/**
 * Downloads a layer's file and checks what every download must say about itself, its name among
 * them: the dataset's name in file-name form (issue 35), which for a seeded layer is its id. The
 * worker writes a layer's files once its features change (issue 59), so this waits for that first.
 */
async function download(request: APIRequestContext, layer: string, format: (typeof downloadFormats)[number], fileName = layer) {
  await expect.poll(() => downloadsWritten(layer), { timeout: 30_000 }).toBe(true);
  const response = await request.get(`/api/datasets/${layer}/download/${format}`);
  expect(response.status()).toBe(200);
  const body = await response.body();
  const headers = response.headers();
  expect(Number(headers['content-length'])).toBe(body.length);
  expect(headers['accept-ranges']).toBe('bytes');
  expect(headers.etag).toMatch(new RegExp(`^"[0-9a-f-]{36}-${format}"$`));
  expect(headers['content-disposition']).toBe(`attachment; filename="${fileName}.${fileNames[format].slice(2)}"`);
  const file = path.join(folder, `${layer}-${fileNames[format]}`);
  writeFileSync(file, body);
  return { file, body, headers };
}

test('every download of a seeded layer opens in GDAL with its features, fields and WGS 84', async ({ request }) => {
  const expected = await featureCount(corridors);
  for (const format of downloadFormats) {
    const { file } = await download(request, corridors, format);
    const summary = ogrSummary(file, format === 'csv' ? ['-oo', 'GEOM_POSSIBLE_NAMES=WKT', '-oo', 'KEEP_GEOM_COLUMNS=NO'] : []);
    expect(summary.count, format).toBe(expected);
    // KML keeps `name` as each placemark's name, and its other fields as extended data.
    expect(summary.fields, format).toEqual(expect.arrayContaining(format === 'kml' ? ['feature_id', 'localities'] : ['feature_id', 'name', 'localities']));
    // A CSV names no coordinate system; its WKT is WGS 84, as the dataset page says.
    expect(summary.epsg, format).toBe(format === 'csv' ? null : 4326);
  }
  const shapefile = unzipSync(readFileSync(path.join(folder, `${corridors}-x.shp.zip`)));
  expect(Object.keys(shapefile).sort()).toEqual(
    ['.cpg', '.dbf', '.prj', '.shp', '.shx'].map((ending) => `corridors_of_statewide_significance${ending}`).sort(),
  );
  expect(new TextDecoder().decode(shapefile['corridors_of_statewide_significance.cpg'])).toBe('UTF-8');
  expect(ogrSummary(path.join(folder, `${corridors}-x.gpkg`)).geometry).toBe('Multi Line String');
});

test('a download answers ranges, revalidation and HEAD; an unknown layer is 404, an unknown format 400', async ({ request }) => {
  const { body, headers } = await download(request, 'urban-development-areas', 'gpkg');
  const part = await request.get('/api/datasets/urban-development-areas/download/gpkg', { headers: { range: 'bytes=0-15' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-15/${body.length}`);
  expect((await part.body()).toString('latin1')).toBe('SQLite format 3\0');
  const resumed = await request.get('/api/datasets/urban-development-areas/download/gpkg', { headers: { range: `bytes=${body.length - 10}-` } });
  expect(Buffer.compare(await resumed.body(), body.subarray(body.length - 10))).toBe(0);
  // A resumed download of an older version gets the whole new file, not a piece of it.
  const stale = await request.get('/api/datasets/urban-development-areas/download/gpkg', { headers: { range: 'bytes=0-15', 'if-range': '"old-gpkg"' } });
  expect(stale.status()).toBe(200);
  expect((await request.get('/api/datasets/urban-development-areas/download/gpkg', { headers: { range: `bytes=${body.length}-` } })).status()).toBe(416);
  expect((await request.get('/api/datasets/urban-development-areas/download/gpkg', { headers: { 'if-none-match': headers.etag! } })).status()).toBe(304);
  const head = await request.head('/api/datasets/urban-development-areas/download/gpkg');
  expect(head.headers()['content-length']).toBe(String(body.length));

  expect((await request.get('/api/datasets/no-such-layer/download/gpkg')).status()).toBe(404);
  const badFormat = await request.get('/api/datasets/urban-development-areas/download/dwg');
  expect(badFormat.status()).toBe(400);
  expect((await badFormat.json()).message).toContain('format');
});

test('GDAL reads the feature API: every published layer and the comments are collections; ogr2ogr copies one whole', async ({ request }) => {
  const publishedNow = async () => (await db().selectFrom('layers').select('id').where('published', '=', true).execute()).map((row) => row.id);
  const before = await publishedNow();
  const listing = execFileSync('ogrinfo', ['-ro', '-q', `OAPIF:${api}`], { encoding: 'utf8' });
  const after = await publishedNow();
  const collections = [...listing.matchAll(/^\d+: (\S+)/gm)].map((match) => match[1]);
  // Other specs publish and remove layers meanwhile: every layer published throughout is listed.
  expect(collections).toEqual(expect.arrayContaining([...before.filter((id) => after.includes(id)), 'comments']));

  const target = path.join(folder, 'from-api.gpkg');
  execFileSync('ogr2ogr', ['-f', 'GPKG', target, `OAPIF:${api}`, 'mid-term-needs-by-locality']);
  const copied = ogrSummary(target);
  // Every feature: one per locality, 133 in the seed.
  expect(copied.count).toBe(await featureCount('mid-term-needs-by-locality'));
  expect(copied.fields).toEqual(expect.arrayContaining(['name', 'needs']));

  // The landing page, conformance and OpenAPI document the Core asks for.
  const landing = await (await request.get('/api/features')).json();
  expect(landing.links.map((link: { rel: string }) => link.rel)).toEqual(expect.arrayContaining(['self', 'service-desc', 'conformance', 'data']));
  expect((await (await request.get('/api/features/conformance')).json()).conformsTo).toContain(
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  );
  const openapi = await request.get('/api/features/api');
  expect(openapi.headers()['content-type']).toContain('application/vnd.oai.openapi+json');
  const definition = await openapi.json();
  // A parser nobody here wrote checks it against the OpenAPI 3.0 schema.
  const parsed = await SwaggerParser.validate(structuredClone(definition));
  expect(Object.keys(parsed.paths ?? {})).toContain('/collections/{collectionId}/items');
  await expect(SwaggerParser.validate({ ...definition, paths: { '/': { get: { responses: 'none' } } } })).rejects.toThrow();
});

test('items page with limit, offset and next links, narrow by bbox, and refuse bad parameters naming them', async ({ request }) => {
  // One feature per locality (133 in the seed), as the database holds them now.
  const localities = await featureCount('mid-term-needs-by-locality');
  const page = async (query: string) => {
    const response = await request.get(`/api/features/collections/mid-term-needs-by-locality/items?${query}`);
    expect(response.status(), query).toBe(200);
    expect(response.headers()['content-type']).toBe('application/geo+json');
    return response.json();
  };
  const first = await page('limit=50');
  expect(first).toMatchObject({ type: 'FeatureCollection', numberMatched: localities, numberReturned: 50 });
  const next = first.links.find((link: { rel: string }) => link.rel === 'next');
  const second = await (await request.get(next.href)).json();
  expect(second.features[0].id).not.toBe(first.features[0].id);
  const last = await page('limit=50&offset=100');
  expect(last.numberReturned).toBe(localities - 100);
  expect(last.links.some((link: { rel: string }) => link.rel === 'next')).toBe(false);
  // Richmond's neighbourhood: a handful of localities, not all of them.
  const richmond = await page('bbox=-77.5,37.5,-77.4,37.6');
  expect(richmond.numberMatched).toBeGreaterThan(0);
  expect(richmond.numberMatched).toBeLessThan(10);
  // Six numbers (with heights, as OGC API – Features allows) select the same.
  expect((await page('bbox=-77.5,37.5,0,-77.4,37.6,500')).numberMatched).toBe(richmond.numberMatched);
  // A limit over the most is answered with the most (OGC API – Features 7.15.3), not refused.
  expect((await page('limit=50000')).numberReturned).toBe(localities);

  for (const [query, field] of [
    ['limit=0', 'limit'],
    ['bbox=1,2,3', 'bbox'],
    ['datetime=yesterday', 'datetime'],
    ['colour=red', 'colour'],
  ] as const) {
    const refused = await request.get(`/api/features/collections/mid-term-needs-by-locality/items?${query}`);
    expect(refused.status(), query).toBe(400);
    expect((await refused.json()).message, query).toContain(field);
  }
  expect((await request.get('/api/features/collections/no-such-layer/items')).status()).toBe(404);
  const html = await request.get('/api/features/collections/mid-term-needs-by-locality/items?limit=5', { headers: { accept: 'text/html' } });
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await html.text()).toContain(`Features 1 to 5 of ${localities}.`);
});

test('an approval is in the catalog, the feature API and the downloads on the next request; data.json validates against DCAT-US 1.1', async ({ request }) => {
  const title = `Open data check ${Date.now()}`;
  // Off the map again after the test, however it ended: other specs read the layer lists.
  afterTest((database) => removeLayersSubmittedAs(database, title));
  const geojson = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'Broad St bike lane', opened: '2024-05-01', "owner's note": 'City of Richmond', lanes: 2 },
        geometry: {
          type: 'LineString',
          coordinates: [
            [-77.45, 37.55],
            [-77.43, 37.55],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { name: 'Main St bike lane', opened: '2025-09-15', "owner's note": 'VDOT', lanes: 1 },
        geometry: {
          type: 'LineString',
          coordinates: [
            [-77.44, 37.54],
            [-77.42, 37.54],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { name: 'Bike share dock', opened: '2025-10-01', "owner's note": null, lanes: null },
        geometry: { type: 'Point', coordinates: [-77.435, 37.545] },
      },
    ],
  };
  const { submissionID } = await submitAsLocality(request, db(), title, geojson);
  const layer = await approveAsReviewer(request, db(), submissionID, 'Published as open data.');

  const catalog = await (await request.get('/data.json')).json();
  const entry = catalog.dataset.find((dataset: { title: string }) => dataset.title === title);
  expect(entry).toMatchObject({ accessLevel: 'public', identifier: expect.stringContaining(`/interactvtrans/datasets/${layer}`) });
  expect(entry.contactPoint.hasEmail).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  expect(entry.distribution.map((distribution: { mediaType?: string }) => distribution.mediaType)).toEqual(
    expect.arrayContaining(['application/geo+json', 'application/geopackage+sqlite3', 'application/zip', 'text/csv', 'application/vnd.google-earth.kml+xml']),
  );
  // The seed's freight figures are listed as what they are: a generated sample, not FHWA's (issue 57).
  const freight = catalog.dataset.filter((dataset: { keyword: string[] }) => dataset.keyword.includes('freight'));
  expect(freight.map((dataset: { title: string }) => dataset.title).sort()).toEqual([
    'Freight flows to, from and within Virginia by FAF zone (generated sample, not FHWA figures)',
    'Freight flows to, from and within Virginia by state (generated sample, not FHWA figures)',
  ]);
  for (const dataset of freight) expect(dataset.description).toContain('Sample data for trying the tools — not FHWA figures.');
  const schemaFolder = path.join(import.meta.dirname, '../../fixtures/dcat-us-1.1');
  const schema = (name: string) => JSON.parse(readFileSync(path.join(schemaFolder, name), 'utf8'));
  const validator = new Validator();
  // catalog.json refers to its dataset schema by a relative name, resolved against its own id.
  validator.addSchema(schema('dataset-non-federal.json'), 'https://project-open-data.cio.gov/v1.1/schema/dataset-non-federal.json');
  const verdict = validator.validate(catalog, schema('catalog.json'));
  expect(verdict.errors.map((error) => error.stack)).toEqual([]);
  expect(validator.validate({ ...catalog, dataset: [{ ...entry, accessLevel: 'secret' }] }, schema('catalog.json')).valid).toBe(false);

  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/interactvtrans/datasets/${layer}</loc>`);
  const items = await (await request.get(`/api/features/collections/${layer}/items`)).json();
  expect(items.numberMatched).toBe(3);
  const dated = await (await request.get(`/api/features/collections/${layer}/items?datetime=2025-01-01/..`)).json();
  expect(dated.features.map((feature: { properties: { name: string } }) => feature.properties.name).sort()).toEqual(['Bike share dock', 'Main St bike lane']);

  // The dataset names each kind of shape it holds, not the one its map style was chosen for.
  await expect.poll(() => downloadsWritten(layer), { timeout: 30_000 }).toBe(true);
  const page = await (await request.get(`/interactvtrans/datasets/${layer}`)).text();
  expect(page).toContain('<dd>3: 1 point and 2 lines</dd>');
  // Each download says how large it is once written (the page streams its list, so not as one run of HTML).
  expect(page).toMatch(/GeoPackage.{0,200}\(\d+(\.\d)? KB\)/s);
  expect(page).not.toContain('being prepared');
  expect(await (await request.get('/interactvtrans/available-datasets')).text()).toContain('<td>1 point and 2 lines</td>');

  // Named after the dataset, not the submission's number; the Shapefile holds one file per kind
  // of shape; every format has all three features.
  const named = title.toLowerCase().replaceAll(' ', '-');
  for (const format of downloadFormats) {
    const { file } = await download(request, layer, format, named);
    expect(ogrSummary(file, format === 'csv' ? ['-oo', 'GEOM_POSSIBLE_NAMES=WKT'] : []).count, format).toBe(3);
  }
  const shapefile = Object.keys(unzipSync(readFileSync(path.join(folder, `${layer}-x.shp.zip`))));
  expect(shapefile).toEqual(
    expect.arrayContaining([`${named.replaceAll('-', '_')}_lines.shp`, `${named.replaceAll('-', '_')}_points.shp`, `${named.replaceAll('-', '_')}_points.prj`]),
  );
  const gpkg = ogrSummary(path.join(folder, `${layer}-x.gpkg`));
  expect(gpkg.fields).toEqual(expect.arrayContaining(['name', 'opened', "owner's note", 'lanes']));

  // Its features change (as a later approved version replaces them): until the worker has written
  // the new version's files a request is told so (503, Retry-After) — never held open or served
  // the old file — and then it gets the new ones.
  const before = (await download(request, layer, 'geojson', named)).headers.etag;
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('layer_features').where('layer_id', '=', layer).where('feature_key', '=', '0').execute();
      // Held back, so the request below meets the new version before its files exist.
      await trx
        .updateTable('outbox')
        .set({ run_after: new Date(Date.now() + 10_000) })
        .where('event', '=', 'layer.write-downloads')
        .where('dispatched_at', 'is', null)
        .where(sql<boolean>`payload ->> 'layerId' = ${layer}`)
        .execute();
    });
  const waiting = await request.get(`/api/datasets/${layer}/download/geojson`);
  expect(waiting.status()).toBe(503);
  expect(waiting.headers()['retry-after']).toBe('30');
  expect((await waiting.json()).message).toBe('This file is being prepared from the newest version of the dataset. Please try again in a minute.');
  const after = await download(request, layer, 'geojson', named);
  expect(after.headers.etag).not.toBe(before);
  expect(ogrSummary(after.file).count).toBe(2);
  expect((await (await request.get(`/api/features/collections/${layer}/items`)).json()).numberMatched).toBe(2);

  // The job that writes the next version's files fails for good (marked failed as the worker marks
  // a last try): the dataset pages say so, not "being prepared" (nothing is), and asking for a file
  // queues a new job, whose files replace the failure.
  const { markFailed } = await import('@vtrans/db');
  const failing = await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('layer_features').where('layer_id', '=', layer).where('feature_key', '=', '1').execute();
      // Taken before the relay hands it to the worker, as a dispatched job would be.
      return trx
        .updateTable('outbox')
        .set({ dispatched_at: new Date() })
        .where('event', '=', 'layer.write-downloads')
        .where('dispatched_at', 'is', null)
        .where(sql<boolean>`payload ->> 'layerId' = ${layer}`)
        .returning('id')
        .executeTakeFirstOrThrow();
    });
  await markFailed(db(), failing.id, 'GDAL could not write the file (a test)');
  const failedNote = 'the last try to make it from the newest data failed, and the office’s staff have the failure listed';
  const failedPage = await (await request.get(`/interactvtrans/datasets/${layer}`)).text();
  expect(failedPage).toContain(failedNote);
  expect(failedPage).not.toContain('being prepared');
  expect(await (await request.get('/interactvtrans/available-datasets')).text()).toContain(failedNote);
  const askedAgain = await request.get(`/api/datasets/${layer}/download/geojson`);
  expect(askedAgain.status()).toBe(503);
  await expect.poll(() => downloadsWritten(layer), { timeout: 30_000 }).toBe(true);
  expect(await (await request.get(`/interactvtrans/datasets/${layer}`)).text()).not.toContain(failedNote);
  expect(ogrSummary((await download(request, layer, 'geojson', named)).file).count).toBe(1);
});

test('the comments collection holds visible comments without an address; hidden ones are never in it', async ({ request }) => {
  const { insertComment, setCommentHidden } = await import('@vtrans/db');
  const point = { type: 'Point' as const, coordinates: [-78.48, 38.03] as [number, number] };
  const marker = `oapif-${Date.now()}`;
  const [shown, hidden] = await db()
    .transaction()
    .execute(async (trx) => [
      await insertComment(trx, { geometry: point, category: 'Safety', text: `Crosswalk needed ${marker}`, email: 'walker@example.org' }),
      await insertComment(trx, { geometry: point, category: 'Safety', text: `Hidden ${marker}`, email: 'hidden@example.org' }),
    ]);
  await setCommentHidden(db(), hidden!, true);
  const text = await (await request.get('/api/features/collections/comments/items?bbox=-78.49,38.02,-78.47,38.04&limit=1000')).text();
  const ids = (JSON.parse(text).features as { id: string }[]).map((feature) => feature.id);
  expect(ids).toContain(shown);
  expect(ids).not.toContain(hidden);
  expect(text).not.toContain('@example.org');
  expect((await request.get(`/api/features/collections/comments/items/${hidden}`)).status()).toBe(404);
  const one = await (await request.get(`/api/features/collections/comments/items/${shown}`)).json();
  expect(one.properties).toMatchObject({ category: 'Safety', text: `Crosswalk needed ${marker}` });
  // The filter reads the Virginia day a comment was made (after 7 PM EST that is not UTC's day).
  const made = await db().selectFrom('comments').select('created_at').where('id', '=', shown!).executeTakeFirstOrThrow();
  const day = virginiaIsoDate(made.created_at);
  const todays = await (await request.get(`/api/features/collections/comments/items?datetime=${day}&bbox=-78.49,38.02,-78.47,38.04`)).json();
  expect(todays.features.map((feature: { id: string }) => feature.id)).toContain(shown);
});

test('a CSV download keeps a submitted formula from running in a spreadsheet (issue 38)', async ({ request }) => {
  const feature = await db()
    .selectFrom('layer_features')
    .select(['feature_key', 'properties'])
    .where('layer_id', '=', corridors)
    .orderBy('feature_key')
    .executeTakeFirstOrThrow();
  const formula = '=HYPERLINK("http://evil.example","x")';
  const setName = (name: unknown) =>
    db()
      .updateTable('layer_features')
      .set({ properties: JSON.stringify({ ...(feature.properties as Record<string, unknown>), name }) })
      .where('layer_id', '=', corridors)
      .where('feature_key', '=', feature.feature_key)
      .execute();
  // The seeded name is back after the test, however it ended: other specs read the corridors.
  afterTest(() => setName((feature.properties as Record<string, unknown>).name));
  await setName(formula);
  const csv = (await download(request, corridors, 'csv')).body.toString('utf8');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  // No cell of the file starts a formula (a quoted cell's first character is after its quote).
  const cells = csv
    .split(/\r?\n/)
    .flatMap((line) => line.split(','))
    .map((cell) => cell.replace(/^"/, ''));
  expect(cells.filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
});
