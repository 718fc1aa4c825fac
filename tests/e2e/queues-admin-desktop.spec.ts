import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { readWorkerPresences, recordWorkerPresence, createRedis } from '@vtrans/queue';
import { e2eDataDir, e2eQueuePrefix, e2eRedisUrl } from './e2e-env';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { createDocument, deleteDocument, sql } from '@vtrans/db';
import { localFileStorage } from '@vtrans/storage';
import { submitAsLocality } from './submissions';
import { signInLinkEvent } from '../support/outbox-fixtures';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

const signInAsAdmin = (page: Page) => signInBrowser(db(), page.context(), 'admin');

/** An e-mail event whose address is not one: its job fails at once, for good (no retries). */
async function enqueueBrokenEmail(to: string): Promise<string> {
  const { id } = await db()
    .insertInto('outbox')
    .values({ event: 'auth.sign-in-link', queue: 'email', payload: JSON.stringify({ ...signInLinkEvent('x@example.org').payload, email: to }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const outboxOf = (id: string) => db().selectFrom('outbox').select(['failed_at', 'completed_at', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();

test('admins see a failed job with its error, find it by id and by payload field, retry it and remove it', async ({ page }) => {
  const to = `not-an-address-${Date.now()}`;
  const id = await enqueueBrokenEmail(to);
  await expect.poll(async () => (await outboxOf(id)).failed_at, { timeout: 15_000 }).not.toBeNull();
  const admin = await signInAsAdmin(page);

  await page.goto('/admin/queues');
  await expect(page.getByRole('heading', { level: 1, name: 'Job queues' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('table', { name: 'Jobs per queue' })).toContainText('email');
  const row = page.getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('Invalid payload for auth.sign-in-link: email:');
  await expect(row).toContainText('failed');
  await expect(row).toContainText('1 of 10');
  await row.getByRole('button', { name: 'Stack trace' }).or(row.getByText('Stack trace')).first().click();
  await expect(row.locator('pre').last()).toContainText('UnrecoverableError');

  // Found by its id, then by a payload field.
  await page.getByLabel('Job id or value').fill(id);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(new RegExp(`value=${id}`));
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(1);
  await page.getByLabel('Job id or value').fill(to);
  await page.getByLabel('Payload field (leave empty to search by job id)').fill('email');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(
    page
      .getByRole('table', { name: `Jobs whose payload field email is “${to}”` })
      .getByRole('row')
      .filter({ hasText: id }),
  ).toHaveCount(1);

  // Retried: it runs again (and fails again, the payload being what it is).
  await page.getByRole('button', { name: `Retry job ${id}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Job ${id} will run again.`);
  await expect.poll(async () => (await outboxOf(id)).failed_at, { timeout: 15_000 }).not.toBeNull();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: id })).toContainText('2 of 10');

  // Removed after a second step (issue 35): gone from Redis, and its outbox row is closed so the
  // reconciler never brings it back.
  const failedRow = page.getByRole('row').filter({ hasText: id });
  await failedRow.getByRole('button', { name: `Remove… job ${id}` }).click();
  const confirmation = failedRow.getByRole('group', { name: 'Please confirm' });
  await expect(confirmation).toContainText(`Job ${id} (auth.sign-in-link) will not run again; its outbox event is closed as failed.`);
  await expect(confirmation).toContainText('It has run 2 times; it last failed with: ');
  await confirmation.getByRole('button', { name: `Yes, remove job ${id}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Job ${id} was removed.`);
  await expect(page.getByRole('row').filter({ hasText: id })).toContainText('no longer in Redis');
  expect((await outboxOf(id)).last_error).toBe(`Removed from the queue by ${admin.email}`);

  // The audit log says who removed it and what they were shown (issue 56).
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Audit log: what staff deleted, published and e-mailed' }).click();
  await page.getByLabel('Kind of record').selectOption('job');
  await page.getByLabel('Words in its subject or summary').fill(id);
  await page.getByRole('button', { name: 'Filter' }).click();
  const entry = page.getByRole('table').getByRole('row').filter({ hasText: id });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(admin.email);
  await expect(entry).toContainText('queue-job.remove');
  await expect(entry).toContainText(`Job ${id} (auth.sign-in-link) will not run again; its outbox event is closed as failed.`);
  await expect(entry).toContainText(/\d\d\/\d\d\/\d{4}, \d+:\d\d [AP]M E[SD]T/);
  await expectNoSeriousA11yViolations(page);
});

test('a PDF that cannot be read is a failed job, named and linked to its document, with the reason (issue 59)', async ({ page }) => {
  const stamp = Date.now();
  const title = `Damaged bridge report ${stamp}`;
  const fileName = `Damaged_Bridge_Report_${stamp}.pdf`;
  // A PDF's first line and then nothing a reader can use: accepted as a PDF, unreadable as one.
  const storage = localFileStorage(e2eDataDir());
  const storageKey = await storage.put('documents', new TextEncoder().encode('%PDF-1.7\n1 0 obj <<\n'), 'pdf');
  // The document leaves the library after the test with its file, however it ended.
  afterTest(async (database) => {
    for (const { id } of await database.selectFrom('document_records').select('id').where('file_name', '=', fileName).execute()) {
      await database.transaction().execute((trx) => deleteDocument(trx, id));
    }
    await storage.remove(storageKey);
  });
  const documentId = await db()
    .transaction()
    .execute((trx) =>
      createDocument(
        trx,
        { title, description: '', publishedOn: '2026-11-01', tags: [], hidden: true, archived: false },
        { fileName, fileType: 'pdf', sizeBytes: 20, storageKey },
      ),
    );
  const event = () =>
    db()
      .selectFrom('outbox')
      .select(['id', 'failed_at', 'last_error'])
      .where('event', '=', 'document.extract')
      .where(sql<boolean>`payload ->> 'documentId' = ${documentId}`)
      .executeTakeFirstOrThrow();
  await expect.poll(async () => (await event()).failed_at, { timeout: 30_000 }).not.toBeNull();
  const { id, last_error: reason } = await event();
  expect(reason).toMatch(/^The document was not read or checked: it /);

  await signInAsAdmin(page);
  await page.goto('/admin/queues?queue=documents&state=failed');
  await expect(page.getByLabel('State')).toHaveValue('failed');
  const row = page.getByRole('table', { name: 'Newest failed jobs on the documents queue (up to 50)' }).getByRole('row').filter({ hasText: id });
  await expect(row).toContainText(reason!);
  // No retry follows: the same file fails the same way.
  await expect(row).toContainText('1 of 3');
  await expect(row.getByRole('button', { name: `Retry job ${id}` })).toBeVisible();
  // The queue's count link reaches the completed jobs, and the form says so (it kept "failed").
  await page.getByRole('link', { name: /completed jobs on the documents queue$/ }).click();
  await expect(page).toHaveURL('/admin/queues?queue=documents&state=completed');
  await expect(page.getByLabel('State')).toHaveValue('completed');
  await page.goBack();
  await page
    .getByRole('table', { name: 'Newest failed jobs on the documents queue (up to 50)' })
    .getByRole('row')
    .filter({ hasText: id })
    .getByRole('link', { name: `${title} (${fileName})` })
    .click();
  await expect(page).toHaveURL(`/admin/documents#document-${documentId}`);
  await expect(page.locator(`#document-${documentId}`)).toContainText('could not be read');
  await expectNoSeriousA11yViolations(page);
});

test('a bad search names the problem', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/queues?field=1nope&value=12');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Use a payload field name such as submissionId.');
});

test('a submission’s processing jobs are one link away from its review page', async ({ page, request }) => {
  const title = `Sidewalks ${Date.now()}`;
  const { submissionID } = await submitAsLocality(request, db(), title, {
    type: 'Feature',
    properties: { name: 'Broad St' },
    geometry: {
      type: 'LineString',
      coordinates: [
        [-77.46, 37.55],
        [-77.44, 37.55],
      ],
    },
  });
  await signInAsAdmin(page);
  await page.goto(`/admin/spatial-data/review?submission=${submissionID}`);
  await page.getByRole('link', { name: 'Processing jobs' }).click();
  await expect(page).toHaveURL(`/admin/queues?field=submissionId&value=${submissionID}`);
  const jobs = page.getByRole('table', { name: `Jobs whose payload field submissionId is “${submissionID}”` });
  await expect(jobs.getByRole('row')).toHaveCount(2); // the header and the one processing job
  await expect(jobs).toContainText('geoprocess · submission.process');
  await expect(jobs).toContainText('completed');
  await expect(jobs).toContainText('1 of 3');
  await expectNoSeriousA11yViolations(page);

  // The intake list links each submission to the same search.
  await page.goto('/admin/spatial-data/intake');
  await page.getByRole('link', { name: `Processing jobs of ${title}` }).click();
  await expect(page).toHaveURL(`/admin/queues?field=submissionId&value=${submissionID}`);
});

test('operators see whether each worker is alive, the schedules’ next runs, and a page that keeps itself current', async ({ page }) => {
  // A worker that stopped speaking two minutes ago (killed, or stuck), beside the run's real one.
  const redis = createRedis(e2eRedisUrl, 'worker', 'e2e-queues-spec');
  const silentSince = new Date(Date.now() - 125_000).toISOString();
  const silent = {
    id: `silent-${Date.now()}`,
    host: 'worker-b.internal',
    pid: 4242,
    queues: ['email'],
    startedAt: silentSince,
    lastSeenAt: silentSince,
    stoppedAt: null,
  };
  // The made-up worker leaves the lane's list after the test, however it ended: other specs read the workers' health.
  afterTest(async () => {
    await redis.hdel(`${e2eQueuePrefix()}:worker-presence`, silent.id);
    redis.disconnect();
  });
  await recordWorkerPresence(redis, e2eQueuePrefix(), silent);
  expect((await readWorkerPresences(redis, e2eQueuePrefix())).some((worker) => worker.id !== silent.id && worker.stoppedAt === null)).toBe(true);

  await page.clock.install();
  await signInAsAdmin(page);
  await page.goto('/admin/queues');
  const workers = page.getByRole('table', { name: /^Workers heard from in the last day/ });
  await expect(workers.getByRole('row').filter({ hasText: 'worker-b.internal, process 4242' })).toContainText('not answering for 2 minutes');
  await expect(workers.getByRole('row').filter({ hasText: 'running' }).first()).toContainText(
    /\d+ seconds ago \(\d\d\/\d\d\/20\d\d, \d+:\d\d:\d\d [AP]M E[SD]T\)/,
  );

  // Every schedule with its next run, in Virginia time with its zone; no Remove for them.
  const schedules = page.getByRole('table', { name: /^Schedules/ });
  for (const id of ['alerts-sweep', 'stats-refresh', 'alerts-digest']) {
    await expect(schedules.getByRole('row').filter({ hasText: id })).toContainText(/\d\d\/\d\d\/20\d\d, \d+:\d\d:\d\d [AP]M E[SD]T/);
  }
  await expect(schedules.getByRole('row').filter({ hasText: 'alerts-digest' })).toContainText('cron “0 7 * * *” in America/New_York');
  await expect(schedules.getByRole('button')).toHaveCount(0);
  // The digest's next run waits as a delayed job: it says when it is due, and offers no Remove.
  await page.goto('/admin/queues?queue=email&state=delayed');
  const digestRun = page
    .getByRole('table', { name: /^Newest delayed jobs/ })
    .getByRole('row')
    .filter({ hasText: 'alerts.digest' });
  await expect(digestRun).toContainText(/due \d\d\/\d\d\/20\d\d, 7:00:00 AM E[SD]T/);
  await expect(digestRun).toContainText('Next run of the alerts-digest schedule');
  await expect(digestRun.getByRole('button', { name: /^Remove…/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The page reads the queues again by itself: a job that fails meanwhile appears without a reload...
  await page.goto('/admin/queues');
  const to = `refresh-${Date.now()}`;
  const id = await enqueueBrokenEmail(to);
  await expect.poll(async () => (await outboxOf(id)).failed_at, { timeout: 15_000 }).not.toBeNull();
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(1);
  // ...until the operator stops it.
  await page.getByLabel('Refresh every 10 seconds').uncheck();
  const second = await enqueueBrokenEmail(`${to}-2`);
  await expect.poll(async () => (await outboxOf(second)).failed_at, { timeout: 15_000 }).not.toBeNull();
  await page.clock.runFor(30_000);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('row').filter({ hasText: second })).toHaveCount(0);
});
