import { request as playwrightRequest } from '@playwright/test';
import { createContentItem, createOwnerGroup, publishContentItem, setReviewPlan } from '@vtrans/db';
import { approvedByAnother } from '../support/content-review';
import { expectNoSeriousA11yViolations } from './axe';
import { createUser, signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { removeContentItems } from './content-fixtures';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 63: one calendar of what goes live and what ends. A question of the test's own, due for
// review on a day in May 2031 (a month no other test writes in), owned by a group of its own.

test('the publishing calendar shows a review date by month and by week, and an owner group’s filter keeps it or leaves it out', async ({ page, context }) => {
  const editor = await signInBrowser(db(), context, 'editor');
  const reviewer = await createUser(db(), 'editor');
  const stamp = Date.now();
  const question = `Who plans the calendar ${stamp}?`;
  const group = `Calendar team ${stamp}`;
  afterTest(async (database) => {
    await removeContentItems(database, question);
    await database.deleteFrom('owner_groups').where('name', '=', group).execute();
  });
  const groupId = await db()
    .transaction()
    .execute(async (trx) => {
      const id = await createOwnerGroup(trx, { name: group, email: `calendar-${stamp}@example.org` }, editor.id);
      const itemId = await createContentItem(trx, 'faqs', { topic: 'Calendar', question, answer: 'The web team.', position: 99 }, editor.id);
      await approvedByAnother(trx, itemId, editor.id, reviewer.id);
      await publishContentItem(trx, itemId, 1, editor.id);
      await setReviewPlan(trx, { itemId, ownerGroupId: id, reviewBy: '2031-05-14' }, editor.id);
      return id;
    });

  await page.goto('/admin/content/calendar?view=month&date=2031-05-01');
  await expect(page.getByRole('heading', { name: 'May 2031', level: 2 })).toBeVisible();
  const day = page.getByRole('region', { name: 'Wednesday, May 14' });
  await expect(day.getByRole('listitem').filter({ hasText: question })).toHaveText(`Review due: ${question} (${group})`);
  await expectNoSeriousA11yViolations(page);

  // The week holding it, from the month's filter form; then the next week has nothing of it.
  await page.getByLabel('Show').selectOption('week');
  await page.getByLabel('Owner group').selectOption({ label: group });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`view=week.*owner=${groupId}`));
  // The week of the month's first day: 27 April to 3 May.
  await expect(page.getByRole('heading', { name: `The week of 04/27/2031: ${group}`, level: 2 })).toBeVisible();
  await page.goto(`/admin/content/calendar?view=week&date=2031-05-14&owner=${groupId}`);
  await expect(page.getByRole('region', { name: 'Wednesday, May 14' }).getByRole('listitem')).toHaveText([`Review due: ${question} (${group})`]);
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(page.getByText(question)).toHaveCount(0);
  await expect(page.getByText(`0 entries for ${group}’s items`)).toBeVisible();
});

test('an editor’s own calendar address serves the calendar to a calendar program without a session, until a new one replaces it', async ({ page, context }) => {
  await signInBrowser(db(), context, 'editor');
  await page.goto('/admin/content/calendar');
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const shown = await page.getByText('Your calendar address, shown this once:').textContent();
  const address = /(https?:\/\/\S+\/api\/calendar\/staff\.ics\?key=[\w-]{43})/.exec(shown ?? '')![1]!;
  const path = new URL(address).pathname + new URL(address).search;

  // A calendar program: no cookies, only the address.
  const program = await playwrightRequest.newContext({ baseURL: page.url() });
  try {
    const feed = await program.get(path);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = (await feed.text()).replace(/\r\n /g, '');
    expect(calendar).toContain('X-WR-CALNAME:VTrans publishing calendar');
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    // What is on the site is due for review within the year: the seed's pages and questions among it.
    expect(calendar).toMatch(/\r\nSUMMARY:Review due: .+\r\n/);

    expect((await program.get('/api/calendar/staff.ics?key=short')).status()).toBe(400);
    expect((await program.get(`/api/calendar/staff.ics?key=${'A'.repeat(43)}`)).status()).toBe(404);

    // A new address stops the old one.
    await page.reload();
    await page.getByRole('button', { name: 'Make a new address (the one you have stops working)' }).click();
    await expect(page.getByText('Your calendar address, shown this once:')).not.toHaveText(shown!);
    expect((await program.get(path)).status()).toBe(404);
  } finally {
    await program.dispose();
  }
});
