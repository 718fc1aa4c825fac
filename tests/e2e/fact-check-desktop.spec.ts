import { sitePaths } from '@vtrans/contracts/site-paths';
import { createContentItem, hashToken, newToken } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from './axe';
import { createUser, signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { removeContentItems } from './content-fixtures';
import { expectMail, uniqueAddress } from './mailbox';
import { gotoReady } from './navigation';
import { cleanUpAfterEach, runDatabase } from './run-database';

// Fact-check links (issue 63): a draft sent, read-only, to an outside expert, whose link a mail
// scanner may open first; the expert comments; the comments come back to the item's page.

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('an editor sends a draft for fact-checking; a scanner’s GET changes nothing; the expert reads it and comments; the editor reads the comment and stops the link', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.slow();
  const editor = await signInBrowser(db(), context, 'editor');
  const title = `Route 29 corridor study ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const itemId = await db()
    .transaction()
    .execute((trx) =>
      createContentItem(
        trx,
        'updates',
        { date: '2019-05-08', title, intro: 'The study recommends 4 new signals in Charlottesville.', body: '', localities: [] },
        editor.id,
      ),
    );
  const expert = uniqueAddress('engineer');

  // Asked first: who is e-mailed, what they are sent, for how long.
  await gotoReady(page, sitePaths.contentItem(itemId));
  await page.getByRole('button', { name: 'E-mail version 1 for fact-checking…' }).click();
  const sending = page.getByRole('form', { name: 'Send for fact-checking' });
  await sending.getByLabel('Their e-mail address').fill(expert);
  await sending.getByLabel('A note for them (optional)').fill('Are the signal counts right?');
  await sending.getByRole('button', { name: 'E-mail version 1 for fact-checking…' }).click();
  const asking = page.getByRole('group', { name: 'Please confirm' });
  await expect(asking).toContainText(`will be e-mailed to ${expert} (1 person, outside the office)`);
  await expect(asking).toContainText('Their note: Are the signal counts right?');
  await asking.getByRole('button', { name: `Yes, e-mail the link to ${expert}` }).click();
  await expect(page.getByText(`Sent: version 1 is on its way to ${expert}.`)).toBeVisible();

  const [mail] = await expectMail(expert, 1);
  // A reply reaches the editor who asked.
  expect(mail!.replyTo).toEqual([editor.email]);
  const link = /https?:\/\/\S+\/fact-check\?key=[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
  expect(link, 'the e-mail carries the link').toBeDefined();
  const address = new URL(link!);
  const where = `${address.pathname}${address.search}`;

  // A mail scanner opens every link: the page answers, and nothing is written or used up.
  const before = await db().selectFrom('fact_checks').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow();
  for (let visit = 0; visit < 3; visit++) {
    const scanned = await request.get(where);
    expect(scanned.status()).toBe(200);
    expect(scanned.headers()['cache-control']).not.toContain('public');
  }
  expect(await db().selectFrom('fact_checks').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow()).toEqual(before);

  // The expert, signed in nowhere, reads the draft and comments.
  const outside = await browser.newContext();
  const reader = await outside.newPage();
  await gotoReady(reader, where);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.getByRole('note')).toContainText('not public, please do not share it');
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoSeriousA11yViolations(reader);
  const form = reader.getByRole('form', { name: 'Send a comment' });
  await form.getByRole('button', { name: 'Send comment' }).click();
  await expect(form.locator('#fact-check-name-error')).toHaveText('Give your name, so staff know who commented.');
  await form.getByLabel('Your name').fill('Pat Engineer');
  await form.getByLabel('Your comment').fill('It is 3 new signals, not 4: the fourth was built in 2024.');
  await form.getByRole('button', { name: 'Send comment' }).click();
  await expect(reader.getByText('Thank you: your comment was sent to the office.')).toBeVisible();
  // Listed with the comments so far, and the form empty for the next.
  await expect(reader.getByRole('listitem').filter({ hasText: 'It is 3 new signals, not 4' })).toContainText('Pat Engineer');
  await expect(form.getByLabel('Your comment')).toHaveValue('');
  await outside.close();

  // Back to the editor: by e-mail and on the item's page.
  await expectMail(editor.email, 1, (message) => message.text.includes('It is 3 new signals, not 4'));
  await page.reload();
  await expect(page.getByText('It is 3 new signals, not 4: the fourth was built in 2024.')).toBeVisible();
  await page.getByRole('button', { name: `Stop the link to ${expert}` }).click();
  await expect(page.getByText('Stopped: the link no longer opens the draft.')).toBeVisible();
  const stopped = await request.get(where);
  expect(await stopped.text()).toContain('This link no longer opens the draft');
  expect(await stopped.text()).not.toContain('4 new signals');
  const audit = await db().selectFrom('audit_log').select('action').where('subject', '=', `content:${itemId}`).orderBy('id').execute();
  expect(audit.map((row) => row.action)).toEqual(['content.fact-check', 'content.fact-check-stop']);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the expert’s comment posts to the link’s own address and is answered there', async ({ page }) => {
    const editor = await createUser(db(), 'editor');
    const title = `Route 460 lanes ${Date.now()}`;
    afterTest((database) => removeContentItems(database, title));
    const key = newToken();
    await db()
      .transaction()
      .execute(async (trx) => {
        const itemId = await createContentItem(
          trx,
          'updates',
          { date: '2019-05-10', title, intro: 'Two lanes each way.', body: '', localities: [] },
          editor.id,
        );
        // The link as requestFactCheck makes it, with a key this test knows (the real one is only in the e-mail).
        await trx
          .insertInto('fact_checks')
          .values({
            item_id: itemId,
            revision: 1,
            email: uniqueAddress('planner'),
            key_hash: hashToken(key),
            requested_by: editor.id,
            expires_at: new Date(Date.now() + 86_400_000),
          })
          .execute();
      });
    await page.goto(sitePaths.factCheck(key));
    await page.getByLabel('Your name').fill('Sam Planner');
    await page.getByLabel('Your comment', { exact: true }).fill('Also: the map shows the old lane count.');
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect(page.getByText('Thank you: your comment was sent to the office.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'the old lane count' })).toContainText('Sam Planner');
  });
});
