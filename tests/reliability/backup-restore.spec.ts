import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../e2e/browser-test';
import { createDb, createSubmission, dropDatabase } from '@vtrans/db';
import { localFileStorage } from '@vtrans/storage';
import { createUser } from '../e2e/auth-fixtures';
import { e2ePort } from '../e2e/e2e-env';
import { Installation } from '../support/installation';

// Drill 5: a backup brings the site back. Seed, add a comment and a submission with its file, back
// up, lose the database and the upload folder, restore, and find the same pages, comment,
// submission and file.
const port = e2ePort + 14;
const run = promisify(execFile);
const archive = path.join(tmpdir(), `vtrans-drill-${Date.now()}.tar.gz`);
let stack: Installation;

test.beforeAll(async () => {
  stack = await new Installation({ seeded: true }).start();
});

test.afterAll(async () => {
  await stack.stop();
  await rm(archive, { force: true });
});

const npm = (args: string[]) => run('npm', ['run', '--silent', ...args], { env: { ...process.env, ...stack.processEnv } });
const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

test('backup, lose everything, restore: the same pages, comment, submission and file', async ({ request }) => {
  let baseUrl = await stack.startWeb(port);
  const posted = await request.post(`${baseUrl}/api/comment/insert-comment`, {
    headers: { origin: baseUrl },
    data: {
      geometry: { type: 'Point', coordinates: [-77.43, 37.55] },
      category: 'Safety',
      text: 'The crossing at Broad and Lombardy needs a longer walk signal.',
    },
  });
  expect(posted.status()).toBe(201);
  const commentId = (await posted.json()).data.id as string;
  const user = await createUser(stack.db, 'locality');
  const layer = Buffer.from(JSON.stringify({ type: 'Feature', properties: { name: 'Broad St' }, geometry: { type: 'Point', coordinates: [-77.44, 37.55] } }));
  const key = await localFileStorage(stack.dataDirectory).put('submissions', layer, 'geojson');
  const file = {
    key,
    name: 'sidewalks.geojson',
    type: 'geojson' as const,
    bytes: layer.length,
    sourceSrid: 4326,
    sourceCrs: 'WGS 84',
    crsFromFile: true,
    layerName: null,
  };
  const submissionId = await stack.db
    .transaction()
    .execute((trx) =>
      createSubmission(trx, { userId: user.id, localityFips: '51760', title: 'Richmond sidewalks', description: '', category: 'Walking and biking', file }),
    );

  const before = {
    page: await (await request.get(`${baseUrl}/get-involved/frequently-asked-questions`)).text(),
    comment: await (await request.get(`${baseUrl}/api/comment/get-comment?id=${commentId}`)).json(),
    submission: await stack.db.selectFrom('submission_versions').selectAll().where('submission_id', '=', submissionId).execute(),
    file: await sha256(path.join(stack.dataDirectory, key)),
    documents: await stack.db.selectFrom('documents').select(['file_name', 'storage_key', 'hidden']).orderBy('file_name').execute(),
  };
  expect(before.comment.data.id).toBe(commentId);

  await npm(['backup', '--', archive]);
  await stack.stopWeb();
  await stack.db.destroy();
  await dropDatabase(stack.databaseUrl);
  await rm(stack.dataDirectory, { recursive: true, force: true });

  await npm(['restore', '--', archive]);
  stack.db = createDb(stack.databaseUrl, { max: 3 });
  baseUrl = await stack.startWeb(port);
  const faq = await request.get(`${baseUrl}/get-involved/frequently-asked-questions`);
  expect(faq.status()).toBe(200);
  const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  expect(heading(await faq.text())).toBe(heading(before.page));
  expect(await (await request.get(`${baseUrl}/api/comment/get-comment?id=${commentId}`)).json()).toEqual(before.comment);
  expect(await stack.db.selectFrom('submission_versions').selectAll().where('submission_id', '=', submissionId).execute()).toEqual(before.submission);
  expect(await sha256(path.join(stack.dataDirectory, key))).toBe(before.file);
  // The document library's files came back with their rows.
  const documents = await stack.db.selectFrom('documents').select(['file_name', 'storage_key', 'hidden']).orderBy('file_name').execute();
  expect(documents).toEqual(before.documents);
  for (const document of documents.filter((candidate) => !candidate.hidden).slice(0, 3))
    expect((await request.get(`${baseUrl}/resources/${encodeURIComponent(document.file_name)}`)).status()).toBe(200);
});
