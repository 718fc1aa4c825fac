import { expect, test } from './browser-test';
import { createAccessibilityRequest, createDocument, createOwnerGroup, deleteDocument, documentsNeedSecondEyes, enqueue } from '@vtrans/db';
import { writeSeedPdf } from '@vtrans/seed';
import { localFileStorage } from '@vtrans/storage';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { e2eDataDir } from './e2e-env';
import { uniqueAddress } from './mailbox';
import { cleanUpAfterEach, runDatabase } from './run-database';

/** How long a step waits for a worker job this test started (not a speed: the queue is the lane's). */
const workerJobWait = 60_000;

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('staff upload a PDF; once read it is found by a phrase inside it; moved to the trash after confirming what depends on it, it is gone; restored, it is back; purged after 30 days, its request remains', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow();
  const reviewer = await signInBrowser(db(), context, 'reviewer');
  const stamp = Date.now();
  const marker = `zephyrine${stamp}`;
  // A name of the test's own; the document leaves the library after the test with its file, however it ended.
  const fileName = `Culvert Inventory ${stamp}.pdf`;
  const title = `Culvert Inventory ${stamp}`;
  const reader = uniqueAddress('dora.reader');
  afterTest(async (database) => {
    await database.deleteFrom('accessibility_requests').where('email', '=', reader).execute();
    // In the library or in the trash.
    for (const { id } of await database.selectFrom('document_records').select('id').where('file_name', '=', fileName).execute()) {
      const storageKey = await database.transaction().execute((trx) => deleteDocument(trx, id));
      if (storageKey) await localFileStorage(e2eDataDir()).remove(storageKey);
    }
  });
  const pdf = await writeSeedPdf({ title: 'Culvert Inventory', paragraphs: [`The ${marker} culvert under Route 11 floods twice a year.`] });
  // The lane's office keeps the rule as installed: documents need a second pair of eyes (decision 054).
  expect(await documentsNeedSecondEyes(db())).toBe(true);

  await page.goto('/admin/documents');
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Date', { exact: true }).fill('2025-05-20');
  await form.getByLabel('Tags (separated by commas)').fill('Resilience, Data');
  // Held for a second pair of eyes (decision 054): nothing reaches the public, so nothing is asked.
  await form.getByRole('button', { name: 'Upload for review' }).click();
  await expect(form.getByRole('status')).toHaveText(
    new RegExp(`^Uploaded ${title}\\.pdf\\. It is not on the site yet: another member of staff approves it first`),
  );
  const { id: uploadedId } = await db().selectFrom('documents').select('id').where('file_name', '=', fileName).executeTakeFirstOrThrow();
  expect(await db().selectFrom('audit_log').select('action').where('subject', '=', `document:${uploadedId}`).orderBy('id').execute()).toEqual([
    { action: 'document.upload' },
    { action: 'document.submit' },
  ]);
  // Out of public reach, even by its address; staff open it from the library.
  expect((await request.get(`/resources/${encodeURIComponent(fileName)}`)).status()).toBe(404);
  expect((await page.request.get(`/api/admin/documents/${uploadedId}/file`)).status()).toBe(200);
  await page.goto('/admin/documents');
  const held = page.locator('#waiting-for-review + ul > li', { hasText: fileName });
  await expect(held).toContainText('You uploaded, submitted or changed it: someone else decides.');
  await expect(held.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // The worker reads and checks it (its queue is the lane's, so the wait is for the job, not a speed).
  await expect
    .poll(
      async () => (await db().selectFrom('documents').select('accessibility_check').where('id', '=', uploadedId).executeTakeFirstOrThrow()).accessibility_check,
      {
        timeout: workerJobWait,
      },
    )
    .not.toBe('pending');
  // Read and checked, and still in no public place: not found by its words, no page of its own, not in the hidden library.
  expect((await (await request.get(`/api/search?searchString=${marker}`)).json()).data.total).toBe(0);
  expect((await request.get(`/documents-and-media/${uploadedId}`)).status()).toBe(404);
  expect(await (await request.get('/hidden-library')).text()).not.toContain(fileName);

  // An administrator approves it in another browser: what going up does is said first.
  const secondContext = await browser.newContext();
  try {
    await signInBrowser(db(), secondContext, 'admin');
    const second = await secondContext.newPage();
    await second.goto('/admin/documents');
    const waiting = second.locator('#waiting-for-review + ul > li', { hasText: fileName });
    await expect(waiting).toContainText(`Submitted by ${reviewer.email}`);
    await expectNoSeriousA11yViolations(second);
    await waiting.getByLabel(/^Note/).fill('Read it through; a tagged version follows if the check asks for one.');
    await waiting.getByRole('button', { name: `Approve and publish ${fileName}…` }).click();
    const asked = waiting.getByRole('group', { name: 'Please confirm' });
    await expect(asked).toContainText(
      `“${title}” (${fileName}) goes in the public library at once, at /resources/${encodeURIComponent(fileName)}, and into the site’s search.`,
    );
    await asked.getByRole('button', { name: `Yes, approve and publish ${fileName}` }).click();
    await expect(second.getByRole('status').filter({ hasText: 'approved and on the site' })).toHaveText(
      `“${title}” is approved and on the site, in the public library.`,
    );
  } finally {
    await secondContext.close();
  }
  expect(
    (await db().selectFrom('audit_log').select('action').where('subject', '=', `document:${uploadedId}`).orderBy('id').execute()).map((row) => row.action),
  ).toEqual(['document.upload', 'document.submit', 'document.approve']);

  // Then site search finds the phrase from inside the PDF (the worker read it while it was held).
  await expect
    .poll(async () => (await (await request.get(`/api/search?searchString=${marker}%20culvert&matchWholePhrase=true`)).json()).data.total, {
      timeout: workerJobWait,
    })
    .toBe(1);
  await page.goto(`/search?searchString=${marker}`);
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/resources/${fileName}`);
  expect((await request.get(`/resources/${encodeURIComponent(fileName)}`)).status()).toBe(200);

  // A second file of the same name is refused.
  await page.goto('/admin/documents');
  await form.getByLabel(/^File/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await form.getByLabel('Title', { exact: true }).fill('Again');
  await form.getByLabel('Date', { exact: true }).fill('2025-05-21');
  await form.getByRole('button', { name: 'Upload for review' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    `A document named ${fileName} is already in the library. Rename the file, or update the other one’s details instead.`,
  );

  // A reader asks for it in large print: an open request the office owes.
  const { id: documentId } = await db().selectFrom('documents').select('id').where('file_name', '=', fileName).executeTakeFirstOrThrow();
  const asked = await db()
    .transaction()
    .execute((trx) => createAccessibilityRequest(trx, { documentId, name: 'Dora Reader', email: reader, phone: '', format: 'large-print', details: '' }));
  const dueOn = asked!.dueOn.replace(/^(\d{4})-(\d\d)-(\d\d)$/, '$2/$3/$1');
  const requestId = asked!.id;

  // Moving it to the trash first says what that does, with the request named; cancelling does nothing.
  const entry = page.locator('.item-list > li', { hasText: `${title} · ${fileName}` });
  await entry.getByText(`${title} · ${fileName}`).click();
  await entry.getByRole('button', { name: `Move ${fileName} to the trash…` }).click();
  const confirmation = entry.getByRole('group', { name: 'Please confirm' });
  await expect(confirmation).toContainText(`“${title}” (${fileName}) will leave the library`);
  await expect(confirmation).toContainText(`1 open request for an accessible format (Dora Reader, due ${dueOn}) stays on the accessibility page`);
  await expect(confirmation).toContainText('It stays in the trash for 30 days, and can be restored from there as it was;');
  await expect(confirmation.getByRole('heading', { name: 'Please confirm' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(entry.getByRole('button', { name: `Move ${fileName} to the trash…` })).toBeFocused();
  expect((await request.get(`/resources/${encodeURIComponent(fileName)}`)).status()).toBe(200);
  expect(
    (await db().selectFrom('audit_log').select('action').where('subject', '=', `document:${documentId}`).orderBy('id').execute()).map((row) => row.action),
  ).toEqual(['document.upload', 'document.submit', 'document.approve']);

  await entry.getByRole('button', { name: `Move ${fileName} to the trash…` }).click();
  await entry.getByRole('button', { name: `Yes, move ${fileName} to the trash` }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^“${title}” is in the trash\\. It can be restored below until \\d\\d/\\d\\d/\\d{4}\\.$`));
  const trashed = page.locator('.item-list > li', { hasText: 'Moved to the trash' }).filter({ hasText: fileName });
  await expect(trashed).toContainText(`by ${reviewer.email}`);
  await expect(page.locator('details summary', { hasText: `${title} · ${fileName}` })).toHaveCount(0);
  expect((await request.get(`/resources/${encodeURIComponent(fileName)}`)).status()).toBe(404);
  expect((await request.get(`/documents-and-media/${documentId}/web-page`)).status()).toBe(404);
  expect((await (await request.get(`/api/search?searchString=${marker}`)).json()).data.total).toBe(0);
  const audited = await db()
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'details'])
    .where('subject', '=', `document:${documentId}`)
    .where('action', 'not in', ['document.upload', 'document.submit', 'document.approve'])
    .execute();
  expect(audited.map((row) => [row.action, row.actor_id])).toEqual([['document.trash', reviewer.id]]);
  expect(JSON.stringify(audited[0]!.details)).toContain('1 open request');
  // The request stays staff's to finish, saying where its document is.
  await page.goto('/admin/documents/accessibility');
  const openRequest = page.getByRole('list', { name: 'Open requests' }).getByRole('listitem').filter({ hasText: 'Dora Reader' });
  await expect(openRequest.getByRole('heading')).toHaveText(title);
  await expect(openRequest).toContainText('in the trash (Documents)');

  // Restored as it was: its file, its web version and its place in search.
  await page.goto('/admin/documents');
  await trashed.getByRole('button', { name: `Restore ${fileName}` }).click();
  await expect(page.getByRole('status')).toHaveText(`“${title}” is back in the library, with its web version and its place in search.`);
  expect((await request.get(`/resources/${encodeURIComponent(fileName)}`)).status()).toBe(200);
  expect((await request.get(`/documents-and-media/${documentId}/web-page`)).status()).toBe(200);
  expect((await (await request.get(`/api/search?searchString=${marker}`)).json()).data.total).toBe(1);

  // In the trash again, and 31 days pass: the worker's purge removes it and its file for good; the request stays, naming it.
  await page.getByText(`${title} · ${fileName}`).click();
  await entry.getByRole('button', { name: `Move ${fileName} to the trash…` }).click();
  await entry.getByRole('button', { name: `Yes, move ${fileName} to the trash` }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^“${title}” is in the trash\\. It can be restored below until \\d\\d/\\d\\d/\\d{4}\\.$`));
  const { storage_key: storageKey } = await db().selectFrom('document_records').select('storage_key').where('id', '=', documentId).executeTakeFirstOrThrow();
  await db()
    .updateTable('document_records')
    .set({ trashed_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
    .where('id', '=', documentId)
    .execute();
  await db()
    .transaction()
    .execute((trx) => enqueue(trx, { name: 'documents.purge-trash', payload: { reason: 'operator' } }));
  await expect
    .poll(async () => (await db().selectFrom('document_records').select('id').where('id', '=', documentId).execute()).length, { timeout: workerJobWait })
    .toBe(0);
  // The purge removes the rows first and the file after them: the file goes a moment later.
  await expect
    .poll(
      () =>
        localFileStorage(e2eDataDir())
          .get(storageKey)
          .then(
            () => 'still there',
            () => 'removed',
          ),
      { timeout: 20_000 },
    )
    .toBe('removed');
  const kept = await db()
    .selectFrom('accessibility_requests')
    .select(['document_id', 'document_title', 'document_file_name', 'status'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  expect(kept).toEqual({ document_id: null, document_title: title, document_file_name: fileName, status: 'received' });
  expect(
    (await db().selectFrom('audit_log').select('action').where('subject', '=', `document:${documentId}`).orderBy('id').execute()).map((row) => row.action),
  ).toEqual(['document.upload', 'document.submit', 'document.approve', 'document.trash', 'document.trash', 'document.purge']);
  await page.goto('/admin/documents/accessibility');
  const stillOpen = page.getByRole('list', { name: 'Open requests' }).getByRole('listitem').filter({ hasText: 'Dora Reader' });
  await expect(stillOpen.getByRole('heading')).toHaveText(title);
  await expect(stillOpen).toContainText('removed from the library');
});

test('two people edit one document’s details: the second save is refused, naming the first, and undoes nothing (issue 56)', async ({ page, context }) => {
  const reviewer = await signInBrowser(db(), context, 'reviewer');
  const stamp = Date.now();
  const fileName = `Two editors ${stamp}.pdf`;
  // Hidden, so no public list changes while it is here; gone after the test, however it ended.
  const id = await db()
    .transaction()
    .execute((trx) =>
      createDocument(
        trx,
        { title: `Two editors ${stamp}`, description: '', publishedOn: '2026-11-01', tags: [], hidden: true, archived: false },
        { fileName, fileType: 'pdf', sizeBytes: 10, storageKey: 'documents/none.pdf' },
        { extract: false },
      ),
    );
  afterTest((database) => database.transaction().execute((trx) => deleteDocument(trx, id)));
  const open = async (tab: typeof page) => {
    await tab.goto('/admin/documents');
    await tab.getByText(`Two editors ${stamp} · ${fileName}`).click();
    return tab.getByRole('form', { name: `Edit Two editors ${stamp}` });
  };
  const first = await open(page);
  const secondTab = await context.newPage();
  const second = await open(secondTab);

  await first.getByLabel('Title', { exact: true }).fill(`Two editors ${stamp} (final)`);
  await first.getByRole('button', { name: 'Save…' }).click();
  await expect(first.getByRole('status')).toHaveText('Saved.');
  await second.getByLabel('Description').fill('A description written at the same time.');
  await second.getByRole('button', { name: 'Save…' }).click();
  await expect(second.getByRole('alert')).toContainText(`Not saved: ${reviewer.email} saved this document’s details at `);
  await expect(second.getByRole('alert')).toContainText(`Its title is now “Two editors ${stamp} (final)”, and it is hidden.`);
  expect(await db().selectFrom('documents').select(['title', 'description']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
    title: `Two editors ${stamp} (final)`,
    description: '',
  });
  await secondTab.close();
});

test('staff give a document an owner group and a review-by date; the date is said back in Virginia’s calendar, audited (issue 63)', async ({
  page,
  context,
}) => {
  const reviewer = await signInBrowser(db(), context, 'reviewer');
  const stamp = Date.now();
  const fileName = `Owned study ${stamp}.pdf`;
  const groupName = `Library team ${stamp}`;
  // Hidden, so no public list or reminder changes while it is here; it and its group go after the test, however it ended.
  const { id, groupId } = await db()
    .transaction()
    .execute(async (trx) => ({
      groupId: await createOwnerGroup(trx, { name: groupName, email: `library-${stamp}@example.org` }, reviewer.id),
      id: await createDocument(
        trx,
        { title: `Owned study ${stamp}`, description: '', publishedOn: '2026-11-01', tags: [], hidden: true, archived: false },
        { fileName, fileType: 'pdf', sizeBytes: 10, storageKey: 'documents/none.pdf' },
        { extract: false },
      ),
    }));
  afterTest(async (database) => {
    await database.transaction().execute((trx) => deleteDocument(trx, id));
    await database.deleteFrom('owner_groups').where('id', '=', groupId).execute();
  });

  await page.goto('/admin/documents');
  await page.getByText(`Owned study ${stamp} · ${fileName}`).click();
  const item = page.locator(`#document-${id}`);
  await expect(item.getByText('Hidden and archived documents are not reminded of.')).toBeVisible();
  const plan = item.locator('form').filter({ has: page.getByLabel(`Owner group of ${fileName}`) });
  await plan.getByLabel(`Owner group of ${fileName}`).selectOption({ label: groupName });
  await plan.getByLabel(`Review ${fileName} by`).fill('2027-03-15');
  await plan.getByRole('button', { name: 'Save the owner and date' }).click();
  await expect(plan.getByText('Saved: to be reviewed by 03/15/2027.')).toBeVisible();
  await expect(plan.getByLabel(`Owner group of ${fileName}`)).toHaveValue(groupId);
  await expect(item.getByText(`Owner: ${groupName}. Review by: 03/15/2027.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await db().selectFrom('audit_log').select(['action', 'actor_id']).where('subject', '=', `document:${id}`).execute()).toEqual([
    { action: 'document.review-plan', actor_id: reviewer.id },
  ]);
});
