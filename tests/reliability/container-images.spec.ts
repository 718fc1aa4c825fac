import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../e2e/browser-test';
import { createDb, dropDatabase, withDatabaseName } from '@vtrans/db';
import { e2ePort } from '../e2e/e2e-env';
import { newTestDatabaseName } from '../support/databases';
import { type AssembledImage, assembleImage, removeImage } from '../support/dockerfile';
import { Installation } from '../support/installation';

// Drill 6: the container images, without a Docker engine. The Dockerfile's `web` and `worker`
// targets are put together in folders apart from the repository (its COPY and `npm ci` steps,
// tests/support/dockerfile.ts), and the site runs from them: migrate and seed as compose's one-off
// step does, pages in Chromium from the standalone web server, and an e-mail sent by the worker.
const port = e2ePort + 15;
const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let web: AssembledImage;
let worker: AssembledImage;
let stack: Installation;

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  [web, worker] = await Promise.all([assembleImage('web'), assembleImage('worker')]);
  stack = await new Installation({ seeded: true }).start();
});

test.afterAll(async () => {
  await stack?.stop();
  await Promise.all([web, worker].filter(Boolean).map(removeImage));
});

/** Top-level packages an image's node_modules holds. */
const installed = (folder: string, name: string) => existsSync(path.join(folder, 'node_modules', name, 'package.json'));

test('both images run as the unprivileged node user, with GDAL, and without dev dependencies or the build toolchain', async () => {
  for (const image of [web, worker]) {
    expect(image.user).toBe('node');
    expect(image.systemSteps.join('\n')).toContain('gdal-bin');
    for (const tool of ['typescript', 'eslint', 'vitest', '@playwright/test', '@axe-core/playwright']) expect(installed(image.app, tool), tool).toBe(false);
  }
  // The web image is Next's standalone output; the worker's install leaves the web app's framework out.
  expect(web.cmd).toEqual(['node', 'server.mjs']);
  expect(installed(web.app, 'next')).toBe(true);
  expect(installed(worker.app, 'next')).toBe(false);
  // Node itself is PID 1 (issue 39: under npm, docker stop's SIGTERM killed npm and the worker mid-job),
  // running what the workspace's own `npm start` runs, from the image's root.
  expect(worker.cmd).toEqual(['node', '--import', 'tsx', 'apps/worker/src/main.ts']);
  const workerScripts = JSON.parse(await readFile(path.join(worker.app, 'apps/worker/package.json'), 'utf8')).scripts;
  expect(workerScripts.start).toBe('node --import tsx src/main.ts');
});

test('the worker image migrates and seeds an empty database, as compose’s one-off step does', async () => {
  const databaseUrl = withDatabaseName(serverUrl, newTestDatabaseName('image'));
  await run('createdb', ['-h', '127.0.0.1', '-U', 'postgres', new URL(databaseUrl).pathname.slice(1)]);
  const db = createDb(databaseUrl, { max: 1 });
  try {
    const env = { ...process.env, ...stack.processEnv, ...worker.env, DATABASE_URL: databaseUrl };
    await run('sh', ['-c', 'npm run migrate && npm run seed'], { cwd: worker.workdir, env, timeout: 180_000 });
    const { count } = await db
      .selectFrom('pages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(20);
  } finally {
    await db.destroy();
    await dropDatabase(databaseUrl);
  }
});

test('the site runs from the images: pages and their scripts from the standalone server, an e-mail from the worker', async ({ page, request }) => {
  const baseUrl = await stack.startWeb(port, web.workdir);
  stack.startWorker({}, worker.app);

  for (const address of ['/', '/about/about-vtrans', '/interactvtrans/comments']) {
    const response = await page.goto(`${baseUrl}${address}`);
    expect(response?.status(), address).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The app's scripts came from the image and ran (Next's bootstrap sets window.next), under the policy.
  await expect.poll(() => page.evaluate(() => (window as unknown as { next?: { version?: string } }).next?.version)).toMatch(/^16\./);
  // The page cache serves copies from the image as from the checkout.
  await request.get(`${baseUrl}/about/about-vtrans`);
  expect((await request.get(`${baseUrl}/about/about-vtrans`)).headers()['x-page-cache']).toBe('hit');

  const posted = await request.post(`${baseUrl}/api/comment/insert-comment`, {
    headers: { origin: baseUrl },
    data: {
      geometry: { type: 'Point', coordinates: [-77.43, 37.55] },
      category: 'Safety',
      text: 'Sent through both images: the crossing needs a longer signal.',
    },
  });
  expect(posted.status()).toBe(201);
  await expect.poll(() => stack.smtp.messages.filter((message) => message.text.includes('Sent through both images')).length, { timeout: 60_000 }).toBe(1);
});
