import { type APIRequestContext, expect } from '@playwright/test';
import type { Db } from '@vtrans/db';
import { createUser, signedInCookie } from './auth-fixtures';
import { e2eBaseUrl } from './e2e-env';

/** A new locality user uploads a GeoJSON layer through the API; resolves once the worker has processed (or failed) it. */
export async function submitAsLocality(request: APIRequestContext, db: Db, title: string, geojson: object) {
  const user = await createUser(db, 'locality');
  const cookie = await signedInCookie(db, user.id);
  const csrf = (await (await request.get('/api/auth/csrf', { headers: { cookie } })).json()).data.csrfToken as string;
  const response = await request.post('/api/spatial-data/submission', {
    headers: { origin: e2eBaseUrl, cookie, 'x-csrf-token': csrf },
    multipart: { title, locality: '51760', category: 'Walking and biking', file: { name: 'layer.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(geojson)) } },
  });
  expect(response.status()).toBe(201);
  const submissionID = (await response.json()).data.submissionID as number;
  const statusOf = async () => (await (await request.get(`/api/spatial-data/submission?submissionID=${submissionID}`, { headers: { cookie } })).json()).data.status as string;
  await expect.poll(statusOf, { timeout: 15_000 }).toMatch(/processed|failed/);
  return { submissionID, email: user.email, statusOf };
}
