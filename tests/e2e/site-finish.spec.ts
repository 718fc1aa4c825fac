// Issue 22 at both widths: the header search, the 404 page, print, share cards, upcoming meetings,
// the signed-in header and the sign-in pages that say what is true.
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { createUser, giveTotp, newClientAddress, signInBrowser, totpCode } from './auth-fixtures';
import { gotoReady } from './navigation';
import { cleanUpAfterEach, runDatabase } from './run-database';
import { e2eSiteUrl } from './e2e-env';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test.describe('header search', () => {
  test('opens from the banner on the home page and searches the site', async ({ page }) => {
    await gotoReady(page, '/');
    const search = page.locator('#header-banner details.header-search');
    await search.locator('summary').click();
    const box = page.getByRole('searchbox', { name: 'Search the VTrans website' });
    await expect(box).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await box.fill('freight');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?searchString=freight$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('freight');
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /Freight/i })
        .first(),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('still opens and submits', async ({ page }) => {
      await page.goto('/about/about-vtrans');
      await page.locator('#header-banner details.header-search summary').click();
      await page.getByRole('searchbox', { name: 'Search the VTrans website' }).fill('rail');
      await page.getByRole('searchbox', { name: 'Search the VTrans website' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?searchString=rail$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    });
  });
});

test('an unknown address answers 404 with a titled page, a search box and suggested links', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | VTrans');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Meetings and webinars' })).toHaveAttribute('href', '/get-involved/meetings');
  await expect(main.getByRole('link', { name: 'Documents and Media library' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('searchbox', { name: 'Search the VTrans website' }).fill('meetings');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?searchString=meetings$/);
});

test('printed, a page is its content: no banner, menus, forms or footer, and links carry their addresses', async ({ page }) => {
  await gotoReady(page, '/');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['#header-banner', 'nav[aria-label="Main"]', 'footer', '.footer-newsletter', 'main form']) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A site link prints as "words (http://site/path)": the site's origin (SITE_URL) before its path.
  const link = page.locator('main a[href^="/"]').first();
  const printed = await link.evaluate((element) => ({ href: element.getAttribute('href')!, after: getComputedStyle(element, '::after').content }));
  expect(printed.after).toBe(`" (${e2eSiteUrl}${printed.href})"`);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'screen' });
  expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none');
});

test('pages name their canonical address and carry share cards; an update’s card is its title and intro', async ({ page, request }) => {
  const update = await db().selectFrom('updates').select(['id', 'title', 'intro']).orderBy('published_on', 'desc').executeTakeFirstOrThrow();
  await page.goto(`/get-involved/program-updates/update?utm_source=mail&id=${encodeURIComponent(update.id)}`);
  const head = page.locator('head');
  const canonical = new URL((await head.locator('link[rel="canonical"]').getAttribute('href'))!);
  expect(canonical.pathname + canonical.search).toBe(`/get-involved/program-updates/update?id=${encodeURIComponent(update.id)}`);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical.href);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', `${update.title} | VTrans`);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', update.intro);
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'VTrans');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', `${update.title} | VTrans`);
  // The share image is a real 1200×630 PNG.
  const image = new URL((await head.locator('meta[property="og:image"]').getAttribute('content'))!);
  const png = await request.get(image.pathname + image.search);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /VTrans/);

  // A page with feeds of its own keeps its canonical address beside them.
  await page.goto('/get-involved/meetings');
  expect(new URL((await head.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/get-involved/meetings');
  await expect(head.locator('link[rel="alternate"][type="text/calendar"]')).toHaveCount(1);
});

test('meetings: upcoming first with time, place and calendar link, then past ones', async ({ page, request }) => {
  const startsAt = new Date(Date.now() + 9 * 86_400_000);
  startsAt.setUTCHours(23, 0, 0, 0);
  const title = `Listening session, Danville ${Date.now()}`;
  // Gone again after the test, however it ended: other specs read the upcoming meetings.
  afterTest((database) => database.deleteFrom('events').where('title', '=', title).execute());
  await db()
    .insertInto('events')
    .values({
      title,
      starts_at: startsAt,
      location: 'Institute for Advanced Learning and Research, Danville',
      description: 'What should the plan do for Southside?',
      article_name: null,
    })
    .execute();
  const upcoming = page.getByRole('list', { name: 'Upcoming meetings and webinars' });
  const past = page.getByRole('list', { name: 'Past meetings and webinars' });
  const item = upcoming.getByRole('listitem').filter({ hasText: title });
  // A cached copy of the page gives way within a second of the write (the page cache's poll).
  await expect(async () => {
    await gotoReady(page, '/get-involved/meetings');
    await expect(item).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(item).toContainText('Where: Institute for Advanced Learning and Research, Danville');
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/New_York' }).format(startsAt);
  await expect(item.locator('time')).toContainText(when);
  await expect(item.locator('time')).toHaveAttribute('datetime', startsAt.toISOString());
  await expect(past.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await expect(past.getByRole('link', { name: 'CTB workshop: the 2025 VTrans Vision' })).toBeVisible();
  // Upcoming comes before past on the page.
  const [upcomingTop, pastTop] = await Promise.all([upcoming.boundingBox(), past.boundingBox()]);
  expect(upcomingTop!.y).toBeLessThan(pastTop!.y);
  const calendar = item.getByRole('link', { name: /^Add to your calendar \(\.ics\)/ });
  await expect(calendar).toHaveAccessibleName(new RegExp(`${title}$`));
  const ics = await request.get((await calendar.getAttribute('href'))!);
  expect(await ics.text()).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`);
  await expectNoSeriousA11yViolations(page);
});

test('signed in, the header names the person, links their area and signs out; visitors see none of it', async ({ page }) => {
  await gotoReady(page, '/about/about-vtrans');
  await expect(page.getByRole('group', { name: 'Your account' })).toHaveCount(0);

  const editor = await signInBrowser(db(), page.context(), 'editor');
  await gotoReady(page, '/about/about-vtrans');
  const account = page.getByRole('group', { name: 'Your account' });
  await expect(account).toContainText(`Signed in as ${editor.email}`);
  await expect(account.getByRole('link', { name: 'Admin area' })).toHaveAttribute('href', '/admin');
  await expectNoSeriousA11yViolations(page);
  await account.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/signout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
  await expect(page.getByRole('group', { name: 'Your account' })).toHaveCount(0);

  await signInBrowser(db(), page.context(), 'locality');
  await gotoReady(page, '/');
  await expect(page.getByRole('group', { name: 'Your account' }).getByRole('link', { name: 'Your submissions' })).toHaveAttribute(
    'href',
    '/interactvtrans/submit',
  );
});

test('the sign-in link’s landing page says so when nobody is signed in (issue 22, slip 5)', async ({ page }) => {
  await page.goto('/auth/verify-success?callbackUrl=%2Fadmin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not signed in');
  await expect(page).toHaveTitle('Not signed in | VTrans');
  await expect(page.getByText('Your sign-in link worked.')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?callbackUrl=%2Fadmin');
  await expectNoSeriousA11yViolations(page);
});

test('a toast keeps off the menu bar (issue 22, slip 9)', async ({ page }) => {
  await gotoReady(page, '/');
  const form = page.locator('.footer-newsletter form');
  await form.getByLabel('First name').fill('Toni');
  await form.getByLabel('Last name').fill('Park');
  await form.getByLabel('Email').fill(`toni-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Scrolled to the footer, the bar is fixed at the top of the window; the toast keeps below it.
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThan(nav!.y + nav!.height);
});

test('a refused password keeps the e-mail address and asks only for the password again (issue 22, slip 9)', async ({ page }) => {
  const staff = await createUser(db(), 'reviewer', { password: 'correct horse battery staple' });
  const key = await giveTotp(db(), staff.id);
  await page.goto('/auth/signin');
  const form = page.getByRole('form', { name: 'Password sign-in' });
  await form.getByLabel('Email').fill(staff.email);
  await form.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(staff.email);
  await expect(form.getByLabel('Password')).toHaveValue('');
  expect(page.url()).not.toContain(encodeURIComponent(staff.email));
  await form.getByLabel('Password').fill('correct horse battery staple');
  await form.getByRole('button', { name: 'Sign in' }).click();
  // Then the second factor every staff role has (issue 54).
  await page.getByLabel('6-digit code from your app').fill(totpCode(key));
  await page.getByRole('form', { name: 'Code from your authenticator app' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin');
});

test('after posting a comment without the map, the thank-you has focus and is in view (issue 22, slip 3)', async ({ page }) => {
  // Its own client address: comments are limited per address (the test server trusts one proxy).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
  await gotoReady(page, '/interactvtrans/comments');
  const form = page.getByRole('form', { name: 'Your comment' });
  await form.getByLabel('Locality', { exact: true }).selectOption({ label: 'City of Richmond' });
  await form.getByLabel('Category').selectOption('Safety');
  await form.getByLabel('Comment').fill(`Crosswalk signal too short at Broad and Belvidere ${Date.now()}`);
  await form.getByRole('button', { name: 'Post comment' }).click();
  const thanks = form.getByRole('status');
  await expect(thanks).toHaveText(/your comment has been posted/);
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
});
