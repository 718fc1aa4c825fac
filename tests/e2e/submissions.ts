import { type APIRequestContext, expect } from '@playwright/test';
import type { SubmissionFileType } from '@vtrans/contracts/submissions';
import { createSubmission, type Db, sql } from '@vtrans/db';
import { fileExtensions } from '@vtrans/spatial';
import { localFileStorage } from '@vtrans/storage';
import { createUser, signedInCookie } from './auth-fixtures';
import { e2eBaseUrl, e2eDataDir } from './e2e-env';

/** A new user of `role`, signed in, with their csrf token. */
async function newSignedInUser(request: APIRequestContext, db: Db, role: 'locality' | 'reviewer') {
  const user = await createUser(db, role);
  const cookie = await signedInCookie(db, user.id);
  const csrf = (await (await request.get('/api/auth/csrf', { headers: { cookie } })).json()).data.csrfToken as string;
  return { user, cookie, csrf };
}

/** A new locality user of Richmond, signed in, with their csrf token. */
const newLocalityUser = (request: APIRequestContext, db: Db) => newSignedInUser(request, db, 'locality');

/** A new locality user uploads a GeoJSON layer through the API; resolves once the worker has processed it. */
export async function submitAsLocality(request: APIRequestContext, db: Db, title: string, geojson: object) {
  const { user, cookie, csrf } = await newLocalityUser(request, db);
  const response = await request.post('/api/spatial-data/submission', {
    headers: { origin: e2eBaseUrl, cookie, 'x-csrf-token': csrf },
    multipart: {
      title,
      locality: '51760',
      category: 'Walking and biking',
      file: { name: 'layer.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(geojson)) },
    },
  });
  expect(response.status()).toBe(201);
  const submissionID = (await response.json()).data.submissionID as number;
  const statusOf = async () =>
    (await (await request.get(`/api/spatial-data/submission?submissionID=${submissionID}`, { headers: { cookie } })).json()).data.status as string;
  await expect.poll(statusOf, { timeout: 15_000 }).toBe('processed');
  return { submissionID, email: user.email, userId: user.id, cookie, csrf, statusOf };
}

/**
 * A submission stored without the web's pre-check, as the intake before issue 16 stored files:
 * the worker reads it as it would any version (it trusts no earlier check) and decides. Resolves
 * once it has processed or failed it.
 */
export async function uncheckedSubmission(
  request: APIRequestContext,
  db: Db,
  title: string,
  upload: { name: string; type: SubmissionFileType; bytes: Uint8Array },
) {
  const { user, cookie, csrf } = await newLocalityUser(request, db);
  const key = await localFileStorage(e2eDataDir()).put('submissions', upload.bytes, fileExtensions[upload.type]);
  const file = {
    key,
    name: upload.name,
    type: upload.type,
    bytes: upload.bytes.length,
    sourceSrid: 4326,
    sourceCrs: 'WGS 84',
    crsFromFile: true,
    layerName: null,
  };
  const submissionID = await db
    .transaction()
    .execute((trx) => createSubmission(trx, { userId: user.id, localityFips: '51760', title, description: '', category: 'Walking and biking', file }));
  const statusOf = async () =>
    (await (await request.get(`/api/spatial-data/submission?submissionID=${submissionID}`, { headers: { cookie } })).json()).data.status as string;
  await expect.poll(statusOf, { timeout: 30_000 }).toMatch(/^(processed|failed)$/);
  return { submissionID, email: user.email, userId: user.id, cookie, csrf, statusOf };
}

/** A submission whose processing failed: a point in Paris (the pre-check now refuses a file outside Virginia, so no upload gets there). */
export async function failedSubmission(request: APIRequestContext, db: Db, title: string) {
  const paris = Buffer.from(JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [2.35, 48.86] } }));
  const failed = await uncheckedSubmission(request, db, title, { name: 'paris.geojson', type: 'geojson', bytes: paris });
  expect(await failed.statusOf()).toBe('failed');
  return failed;
}

/**
 * Takes off the map every layer published from a submission with this title (an approval publishes
 * submission N as layer `submission-N`), so other tests' layer lists are as seeded again. A test
 * registers it (cleanUpAfterEach) before it submits; it is harmless when nothing was published.
 */
/** A new reviewer takes a processed submission into review and approves it: its layer is published. Resolves to the layer's id. */
export async function approveAsReviewer(request: APIRequestContext, db: Db, submissionID: number, note = 'Approved.'): Promise<string> {
  const { cookie, csrf } = await newSignedInUser(request, db, 'reviewer');
  for (const status of ['in_review', 'approved']) {
    const moved = await request.post('/api/spatial-data/submission/status', {
      headers: { origin: e2eBaseUrl, cookie, 'x-csrf-token': csrf },
      data: { submissionID, status, note },
    });
    expect(`${moved.status()} ${(await moved.json()).message}`).toMatch(/^201/);
  }
  return `submission-${submissionID}`;
}

export async function removeLayersSubmittedAs(db: Db, title: string): Promise<void> {
  await sql`delete from layers where id in (select 'submission-' || id from spatial_submissions where title = ${title})`.execute(db);
}

/**
 * Removes every submission with this title (its versions, status records and features go with it)
 * and any layer it published: for a test whose title is not unique to its run, so that what waits
 * for review on the lane is what the test made.
 */
export async function removeSubmissionsTitled(db: Db, title: string): Promise<void> {
  await removeLayersSubmittedAs(db, title);
  await db.deleteFrom('spatial_submissions').where('title', '=', title).execute();
}
