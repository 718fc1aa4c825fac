import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { zipSync } from 'fflate';
import { createUser, signedInCookie } from '../auth-fixtures';
import { e2eBaseUrl, e2eDataDir, e2eProcessIds } from '../e2e-env';
import { expectMail, staffInbox } from '../mailbox';
import { cleanUpAfterEach, runDatabase } from '../run-database';
import { pointShapefile } from '../../support/shapefile';
import { hostileFiles } from '../../support/gdal-fixtures';
import { failedSubmission, removeLayersSubmittedAs, uncheckedSubmission } from '../submissions';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/** The submissions of one user: a test counts only its own (other tests submit in the same lane). */
const submissionsOf = (userId: string) => db().selectFrom('spatial_submissions').select('id').where('user_id', '=', userId).orderBy('id').execute();

type Signed = { cookie: string; csrf: string; userId: string };

async function signIn(request: APIRequestContext, role: 'public' | 'locality' | 'reviewer' | 'admin'): Promise<Signed> {
  const user = await createUser(db(), role);
  const cookie = await signedInCookie(db(), user.id);
  const csrf = (await (await request.get('/api/auth/csrf', { headers: { cookie } })).json()).data.csrfToken as string;
  return { cookie, csrf, userId: user.id };
}

const headers = (who: Signed) => ({ origin: e2eBaseUrl, cookie: who.cookie, 'x-csrf-token': who.csrf });

const geojson = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Broad St sidewalk' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-77.45, 37.55],
          [-77.43, 37.55],
        ],
      },
    },
  ],
});

function upload(request: APIRequestContext, who: Signed, fields: Record<string, string>, file?: { name: string; buffer: Buffer }) {
  return request.post('/api/spatial-data/submission', {
    headers: headers(who),
    multipart: {
      title: 'Richmond sidewalks',
      description: 'Sidewalk inventory, 2026',
      locality: '51760',
      category: 'Walking and biking',
      ...fields,
      ...(file ? { file: { name: file.name, mimeType: 'application/octet-stream', buffer: file.buffer } } : {}),
    },
  });
}

const geojsonFile = { name: 'sidewalks.geojson', buffer: Buffer.from(geojson) };

test('a locality user submits a layer: file, submission, first record and job are stored; they and staff can read it', async ({ request }) => {
  const locality = await signIn(request, 'locality');
  const response = await upload(request, locality, {}, geojsonFile);
  expect(response.status()).toBe(201);
  const { submissionID, fileType, srid, features } = (await response.json()).data;
  expect({ fileType, srid, features }).toEqual({ fileType: 'geojson', srid: 4326, features: 1 });

  const read = async (who: Signed) => request.get(`/api/spatial-data/submission?submissionID=${submissionID}`, { headers: { cookie: who.cookie } });
  // The worker processes it: the history grows to processed, with the report.
  await expect.poll(async () => (await (await read(locality)).json()).data.status, { timeout: 15_000 }).toBe('processed');
  const submission = (await (await read(locality)).json()).data;
  expect(submission).toMatchObject({ title: 'Richmond sidewalks', locality: 'City of Richmond', status: 'processed' });
  expect(submission.versions).toEqual([
    expect.objectContaining({
      version: 1,
      file_name: 'sidewalks.geojson',
      file_type: 'geojson',
      source_srid: 4326,
      report: expect.objectContaining({ features: 1, geometryTypes: ['LINESTRING'] }),
    }),
  ]);
  expect(submission.history.map((record: { status: string; note: string }) => [record.status, record.note])).toEqual([
    ['submitted', ''],
    ['processing', ''],
    ['processed', '1 feature loaded (lines), read in WGS 84 (EPSG:4326). It is in City of Richmond.'],
  ]);
  const outbox = await db().selectFrom('outbox').select('payload').where('event', '=', 'submission.process').execute();
  expect(outbox.map((row) => row.payload)).toContainEqual({ submissionId: submissionID, version: 1 });

  expect((await read(await signIn(request, 'reviewer'))).status()).toBe(200);
  expect((await read(await signIn(request, 'locality'))).status()).toBe(404);
  const listing = (await (await request.get('/api/spatial-data/listing', { headers: { cookie: locality.cookie } })).json()).data;
  expect(listing).toEqual([expect.objectContaining({ id: submissionID, status: 'processed', version: 1 })]);
});

test('bad uploads are 400 naming the field, with the pre-check’s message, and store nothing', async ({ request }) => {
  const locality = await signIn(request, 'locality');
  const fieldsOf = async (response: Awaited<ReturnType<typeof upload>>) => {
    expect(response.status()).toBe(400);
    return (await response.json()).data.fields;
  };
  expect(await fieldsOf(await upload(request, locality, { title: '' }, geojsonFile))).toEqual({ title: 'Please give the layer a title.' });
  expect(await fieldsOf(await upload(request, locality, { category: 'Parking' }, geojsonFile))).toEqual({
    category: 'Please choose a category from the list.',
  });
  expect(await fieldsOf(await upload(request, locality, { locality: '51710' }, geojsonFile))).toEqual({
    locality: 'You can submit data only for your own locality.',
  });
  expect(await fieldsOf(await upload(request, locality, {}))).toEqual({ file: 'Please choose a file to upload.' });
  expect(await fieldsOf(await upload(request, locality, {}, { name: 'empty.geojson', buffer: Buffer.alloc(0) }))).toEqual({ file: 'The file is empty.' });
  expect(await fieldsOf(await upload(request, locality, {}, { name: 'points.csv', buffer: Buffer.from('name,city\nA,Richmond\n') }))).toEqual({
    file: 'The CSV file has no coordinates: it needs longitude and latitude columns (lon and lat, or x and y) or a WKT column.',
  });

  // A Shapefile without its .prj (Richmond's City Hall in Virginia State Plane North, US feet): the coordinate system must be chosen.
  const { shp, shx, dbf } = pointShapefile([{ x: 11_792_326.24, y: 6_517_590.98, name: 'City Hall' }]);
  const noPrj = Buffer.from(zipSync({ 'roads.shp': shp, 'roads.shx': shx, 'roads.dbf': dbf }));
  expect(await fieldsOf(await upload(request, locality, {}, { name: 'roads.zip', buffer: noPrj }))).toEqual({
    srid: 'The Shapefile has no .prj file, so its coordinate system is unknown. Choose it below.',
  });
  expect(await fieldsOf(await upload(request, locality, { srid: '9999' }, { name: 'roads.zip', buffer: noPrj }))).toEqual({
    srid: 'EPSG has no coordinate system with the code 9999. Search for it by name.',
  });
  expect(await submissionsOf(locality.userId)).toEqual([]);
  expect((await upload(request, locality, { srid: '2283' }, { name: 'roads.zip', buffer: noPrj })).status()).toBe(201);

  const huge = await upload(request, locality, {}, { name: 'huge.geojson', buffer: Buffer.alloc(50 * 1024 * 1024 + 1, 0x20) });
  expect(huge.status()).toBe(413);
  expect(await submissionsOf(locality.userId)).toHaveLength(1);
});

test('the coordinate-system search finds any EPSG system by code or by words of its name, Virginia’s first', async ({ request }) => {
  const locality = await signIn(request, 'locality');
  const search = async (q: string) => {
    const response = await request.get(`/api/spatial-data/coordinate-systems?q=${encodeURIComponent(q)}`, { headers: { cookie: locality.cookie } });
    expect(response.status()).toBe(200);
    return (await response.json()).data as { srid: number; label: string }[];
  };
  expect((await search('harn virginia south ftus'))[0]).toEqual({ srid: 2925, label: 'NAD83(HARN) / Virginia South (ftUS)' });
  expect((await search('6592'))[0]).toEqual({ srid: 6592, label: 'NAD83(2011) / Virginia North' });
  // Beyond Virginia: a county office may still have data in a neighbour's system.
  expect(await search('Maryland ftUS')).toContainEqual({ srid: 2248, label: 'NAD83 / Maryland (ftUS)' });
  const virginiaFirst = await search('NAD83 Virginia');
  expect(virginiaFirst.length).toBeGreaterThan(5);
  expect(virginiaFirst.every((system) => system.label.includes('Virginia'))).toBe(true);
  expect(await search('no such system anywhere')).toEqual([]);
  // A pattern character is a letter to match, not a wildcard.
  expect(await search('%')).toEqual([]);
  const long = await request.get(`/api/spatial-data/coordinate-systems?q=${'x'.repeat(101)}`, { headers: { cookie: locality.cookie } });
  expect(long.status()).toBe(400);
  expect((await long.json()).data.fields).toEqual({ q: 'Please search with fewer than 100 characters.' });
});

test('a large upload (over the 10 MB Next buffers by default) is stored whole', async ({ request }) => {
  const locality = await signIn(request, 'locality');
  const padding = ' '.repeat(12 * 1024 * 1024);
  const large = Buffer.from(geojson.replace('"name"', `${padding}"name"`));
  const response = await upload(request, locality, {}, { name: 'large.geojson', buffer: large });
  expect(response.status()).toBe(201);
  const { submissionID } = (await response.json()).data;
  const version = await db()
    .selectFrom('submission_versions')
    .select(['file_bytes', 'file_key'])
    .where('submission_id', '=', submissionID)
    .executeTakeFirstOrThrow();
  expect(Number(version.file_bytes)).toBe(large.length);
});

test('only signed-in locality users and admins submit, with the csrf token', async ({ request }) => {
  const anonymous = await request.post('/api/spatial-data/submission', { headers: { origin: e2eBaseUrl }, multipart: { title: 'x' } });
  expect(anonymous.status()).toBe(401);
  const member = await signIn(request, 'public');
  expect((await upload(request, member, {}, geojsonFile)).status()).toBe(403);
  const locality = await signIn(request, 'locality');
  expect((await upload(request, { ...locality, csrf: 'wrong' }, {}, geojsonFile)).status()).toBe(403);
  const admin = await signIn(request, 'admin');
  expect((await upload(request, admin, { locality: '51710' }, geojsonFile)).status()).toBe(201);
});

test('staff move a submission only along the state machine: an illegal move is 409 with the reason and changes nothing', async ({ request }) => {
  const locality = await signIn(request, 'locality');
  const submissionID = (await (await upload(request, locality, {}, geojsonFile)).json()).data.submissionID as number;
  const reviewer = await signIn(request, 'reviewer');
  const move = (status: string, note?: string, who = reviewer) =>
    request.post('/api/spatial-data/submission/status', { headers: headers(who), data: { submissionID, status, note } });

  const statusOf = async () =>
    (await (await request.get(`/api/spatial-data/submission?submissionID=${submissionID}`, { headers: { cookie: locality.cookie } })).json()).data.status;
  await expect.poll(statusOf, { timeout: 15_000 }).toBe('processed');

  const early = await move('approved', 'Looks fine');
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe('A submission that is processed cannot become approved.');
  expect((await move('processing')).status()).toBe(409);
  expect((await move('in_review', undefined, locality)).status()).toBe(403);
  expect((await move('finished')).status()).toBe(400);
  expect((await move('in_review')).status()).toBe(201);
  const withoutNote = await move('changes_requested');
  expect(withoutNote.status()).toBe(409);
  expect((await withoutNote.json()).message).toBe('Please add a note saying why, so the submitter knows what to do.');
  expect((await move('changes_requested', 'Please add the 2025 segments.')).status()).toBe(201);
  expect((await move('approved', 'Too late')).status()).toBe(409);

  const history = (await (await request.get(`/api/spatial-data/submission?submissionID=${submissionID}`, { headers: { cookie: locality.cookie } })).json()).data
    .history;
  expect(history.map((record: { status: string; actor: string }) => `${record.status}/${record.actor}`)).toEqual([
    'submitted/submitter',
    'processing/system',
    'processed/system',
    'in_review/staff',
    'changes_requested/staff',
  ]);
  expect(history.at(-1).note).toBe('Please add the 2025 segments.');

  // The submitter sends a new version; it is processed again. Nobody else can, and not twice.
  const resubmit = (who: Signed) =>
    request.put('/api/spatial-data/submission', {
      headers: headers(who),
      multipart: { submissionID: String(submissionID), file: { name: 'v2.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(geojson) } },
    });
  // A refused version stores no file: the answer rolls back its transaction, whose undo removes it.
  // (The files of the lane's submissions, by name: none may appear with a refusal.)
  const storedFiles = () => readdirSync(path.join(e2eDataDir(), 'submissions'), { recursive: true }).map(String);
  const newFiles = (before: string[]) => storedFiles().filter((file) => !before.includes(file));
  const filesBefore = storedFiles();
  expect((await resubmit(await signIn(request, 'locality'))).status()).toBe(404);
  expect(newFiles(filesBefore)).toEqual([]);
  // A note past its 2,000 characters is a 400 naming it, and stores nothing.
  const longNote = await request.put('/api/spatial-data/submission', {
    headers: headers(locality),
    multipart: {
      submissionID: String(submissionID),
      note: 'x'.repeat(2001),
      file: { name: 'v2.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(geojson) },
    },
  });
  expect(longNote.status()).toBe(400);
  expect((await longNote.json()).data.fields.note).toBe('Please keep the note under 2,000 characters.');
  expect(newFiles(filesBefore)).toEqual([]);
  const second = await resubmit(locality);
  expect(second.status()).toBe(201);
  expect((await second.json()).data).toMatchObject({ version: 2, status: 'submitted' });
  await expect.poll(statusOf, { timeout: 15_000 }).toBe('processed');
  const filesWithSecond = storedFiles();
  const again = await resubmit(locality);
  expect(again.status()).toBe(409);
  expect(newFiles(filesWithSecond)).toEqual([]);
  expect((await again.json()).message).toBe('A new version can be sent only after staff have asked for changes, or when the file could not be processed.');
  // PUT on the status is the same move as POST.
  const put = await request.put('/api/spatial-data/submission/status', { headers: headers(reviewer), data: { submissionID, status: 'in_review' } });
  expect(put.status()).toBe(201);
  const started = await request.post('/api/geoprocessor/initialize-job', { headers: headers(reviewer), data: { submissionID } });
  expect(started.status()).toBe(409);
  expect((await started.json()).message).toBe('A submission that is in review cannot become processing.');
  expect(
    (await request.post('/api/spatial-data/submission/status', { headers: headers(reviewer), data: { submissionID: 999_999, status: 'in_review' } })).status(),
  ).toBe(404);
});

test('approval publishes the layer in the map explorer; staff and the submitter get each notice once', async ({ request }) => {
  const locality = await signIn(request, 'locality');
  const title = `Richmond bike lanes ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
  // Off the map again after the test, however it ended: other specs read the layer lists.
  afterTest((database) => removeLayersSubmittedAs(database, title));
  const submissionID = (await (await upload(request, locality, { title }, geojsonFile)).json()).data.submissionID as number;
  const localityEmail = (await db().selectFrom('users').select('email').where('id', '=', locality.userId).executeTakeFirstOrThrow()).email;
  const [staffNotice] = await expectMail(staffInbox.spatialData, 1, (mail) => mail.subject === `New spatial data submission: ${title}`);
  expect(staffNotice!.to).toContain(staffInbox.spatialData);
  await expectMail(localityEmail, 1, (mail) => mail.subject === `Your layer was processed: ${title}`);

  const reviewer = await signIn(request, 'reviewer');
  const move = (status: string, note?: string) =>
    request.post('/api/spatial-data/submission/status', { headers: headers(reviewer), data: { submissionID, status, note } });
  expect((await move('in_review')).status()).toBe(201);
  expect((await move('approved', 'Published — thank you.')).status()).toBe(201);
  const [approved] = await expectMail(localityEmail, 1, (mail) => mail.subject === `Your layer was approved: ${title}`);
  expect(approved!.text).toContain('Published — thank you.');

  const layers = (await (await request.get('/api/map-explorer/get-layer-metadata')).json()).data as {
    layerID: string;
    layerName: string;
    geometryType: string;
  }[];
  expect(layers).toContainEqual(expect.objectContaining({ layerID: `submission-${submissionID}`, layerName: title, geometryType: 'line' }));

  // The staff-only triggers send the same notices again, once per call, to the same people.
  const again = await request.post('/api/email/spatial-data-create', { headers: headers(reviewer), data: { submissionID } });
  expect(again.status()).toBe(202);
  await expectMail(localityEmail, 2, (mail) => mail.subject === `Your layer was approved: ${title}`);
  expect((await request.post('/api/email/spatial-data-submit', { headers: headers(reviewer), data: { submissionID: 999_999 } })).status()).toBe(404);
});

test('a failed submission’s job is started again through initialize-job; its submitter may send a new version', async ({ request }) => {
  const failed = await failedSubmission(request, db(), 'Paris by mistake');
  const { submissionID } = failed;
  const history = async () =>
    (
      (await (await request.get(`/api/spatial-data/submission?submissionID=${submissionID}`, { headers: { cookie: failed.cookie } })).json()).data.history as {
        status: string;
        note: string;
      }[]
    ).map((record) => record.status);
  expect(await history()).toEqual(['submitted', 'processing', 'failed']);
  const reviewer = await signIn(request, 'reviewer');
  const started = await request.post('/api/geoprocessor/initialize-job', { headers: headers(reviewer), data: { submissionID } });
  expect(started.status()).toBe(202);
  await expect.poll(history, { timeout: 15_000 }).toEqual(['submitted', 'processing', 'failed', 'processing', 'failed']);
  expect((await request.post('/api/geoprocessor/initialize-job', { headers: headers(reviewer), data: { submissionID: 999_999 } })).status()).toBe(404);

  // The new version goes through the same pre-check: Paris again is refused, Richmond is taken and processed.
  const resubmit = (file: { name: string; buffer: Buffer }) =>
    request.put('/api/spatial-data/submission', {
      headers: headers(failed),
      multipart: { submissionID: String(submissionID), file: { ...file, mimeType: 'application/geo+json' } },
    });
  const paris = await resubmit({
    name: 'paris.geojson',
    buffer: Buffer.from(JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [2.35, 48.86] } })),
  });
  expect(paris.status()).toBe(400);
  expect((await paris.json()).data.fields).toEqual({ srid: 'This feature is in France, not Virginia: check the coordinate system.' });
  const richmond = await resubmit(geojsonFile);
  expect(richmond.status()).toBe(201);
  expect((await richmond.json()).data).toMatchObject({ version: 2, status: 'submitted' });
  await expect.poll(failed.statusOf, { timeout: 15_000 }).toBe('processed');
});

test('hostile files are refused with their reason by the pre-check, the submission and the worker; the web and the worker go on serving', async ({
  request,
}) => {
  const { headerBomb, deflateBomb, billionLaughs } = hostileFiles();
  const files = [
    {
      name: 'roads.zip',
      type: 'shapefile' as const,
      bytes: headerBomb,
      reason: 'The file declares more features than the 1,000,000 we accept (26,214,387). Split the layer.',
    },
    { name: 'doc.kmz', type: 'kmz' as const, bytes: deflateBomb, reason: 'The zip file would unpack to more than 500 MB, so it cannot be processed.' },
    {
      name: 'laughs.kml',
      type: 'kml' as const,
      bytes: billionLaughs,
      reason: expect.stringMatching(/^The KML file could not be read\. GDAL could not read it: the XML is not well formed or expands too far/),
    },
  ];
  const running = async () => {
    expect((await request.get('/api/health')).status()).toBe(200);
    const ids = await e2eProcessIds();
    for (const id of Object.values(ids)) process.kill(id, 0); // throws if the process is gone
    return ids;
  };
  const before = await running();
  const locality = await signIn(request, 'locality');
  for (const file of files) {
    const multipart = { file: { name: file.name, mimeType: 'application/octet-stream', buffer: Buffer.from(file.bytes) } };
    const checked = await request.post('/api/spatial-data/precheck', { headers: headers(locality), multipart });
    expect(checked.status()).toBe(400);
    expect((await checked.json()).data.fields).toEqual({ file: file.reason });
    const submitted = await upload(request, locality, {}, { name: file.name, buffer: Buffer.from(file.bytes) });
    expect(submitted.status()).toBe(400);
    expect((await submitted.json()).data.fields).toEqual({ file: file.reason });
  }
  expect(await submissionsOf(locality.userId)).toEqual([]);
  expect(await running()).toEqual(before);

  // Stored past the web, each fails in the worker with the same reason, once; the worker then processes a good file.
  for (const file of files) {
    const stored = await uncheckedSubmission(request, db(), `Hostile ${file.name}`, file);
    const read = await request.get(`/api/spatial-data/submission?submissionID=${stored.submissionID}`, { headers: { cookie: stored.cookie } });
    const { status, history } = (await read.json()).data;
    expect(status).toBe('failed');
    expect(history.map((record: { status: string; note: string }) => record.status)).toEqual(['submitted', 'processing', 'failed']);
    expect(history.at(-1).note).toEqual(file.reason);
  }
  const good = await upload(request, locality, {}, geojsonFile);
  expect(good.status()).toBe(201);
  const goodID = (await good.json()).data.submissionID as number;
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/spatial-data/submission?submissionID=${goodID}`, { headers: { cookie: locality.cookie } })).json()).data.status,
      { timeout: 15_000 },
    )
    .toBe('processed');
  expect(await running()).toEqual(before);
});

test('a published layer is found by id or by name; neither is 400, an unknown one 404', async ({ request }) => {
  const byId = await request.get('/api/spatial-data/layer?layerID=urban-development-areas');
  expect(byId.status()).toBe(200);
  expect((await byId.json()).data).toMatchObject({ layerID: 'urban-development-areas', layerName: 'Urban Development Areas', geometryType: 'polygon' });
  const byName = await request.get(`/api/spatial-data/layer?layerName=${encodeURIComponent('Corridors of Statewide Significance')}`);
  expect((await byName.json()).data.layerID).toBe('corridors-of-statewide-significance');
  expect((await request.get('/api/spatial-data/layer')).status()).toBe(400);
  expect((await request.get('/api/spatial-data/layer?layerID=no-such-layer')).status()).toBe(404);
});
