import type { Role } from '@vtrans/contracts/auth';
import { signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { runDatabase } from './run-database';

const db = runDatabase();

/** The admin area's own links on the page open, as addresses without their query (one per page). */
async function adminLinks(page: import('@playwright/test').Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/admin"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!));
  return [...new Set(hrefs.map((href) => new URL(href, 'http://site').pathname))];
}

// Issue 56: screens offered what the role could not do — an editor's admin home promised entering
// and answering comments, and the periods page linked to a form that answered "You do not have
// access". Every link the admin home offers a role, and every admin link on those pages, opens
// without an error of any kind.
const someone = { reviewer: 'a reviewer', editor: 'an editor', admin: 'an admin' } as const satisfies Partial<Record<Role, string>>;
for (const role of ['reviewer', 'editor', 'admin'] as const) {
  test(`every admin link ${someone[role]} is offered, from the admin home and one page on, opens without “no access”`, async ({ page, context }) => {
    test.slow();
    await signInBrowser(db(), context, role);
    await page.goto('/admin');
    const home = await adminLinks(page);
    expect(home.length).toBeGreaterThan(2);
    const seen = new Set(['/admin', ...home]);
    const refused: string[] = [];
    for (const path of home) {
      const response = await page.goto(path);
      if ((response?.status() ?? 0) >= 400) {
        refused.push(`${path} (from /admin): ${response?.status()}`);
        continue;
      }
      for (const next of await adminLinks(page)) {
        if (seen.has(next)) continue;
        seen.add(next);
        // A redirect is an answer (a page that sends on); an error of any kind is not.
        const status = (await page.request.get(next, { maxRedirects: 0 })).status();
        if (status >= 400) refused.push(`${next} (from ${path}): ${status}`);
      }
    }
    expect(refused).toEqual([]);
  });
}

test('an editor’s admin home and periods page offer scheduling periods, not handling their comments', async ({ page, context }) => {
  await signInBrowser(db(), context, 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Comment periods: schedule them and set their dates and documents' })).toBeVisible();
  await page.goto('/admin/comment-periods');
  await expect(page.getByRole('link', { name: /Enter a comment received/ })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Reviewers enter, tag and answer their comments.');
});
