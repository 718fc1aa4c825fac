import { sitePaths } from '@vtrans/contracts/site-paths';
import { createContentItem } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from './axe';
import { signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { removeContentItems } from './content-fixtures';
import { cleanUpAfterEach, runDatabase } from './run-database';

// The preview checked with axe (issue 63): each problem named with the markup it is about, and a
// clean result said for what it is — automated checks, not a verdict.

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

test('the preview names what axe finds in the text, and says a clean result is only the automated checks', async ({ page, context }) => {
  const editor = await signInBrowser(db(), context, 'editor');
  const title = `Crash figures ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const draft = (body: string) =>
    db()
      .transaction()
      .execute((trx) => createContentItem(trx, 'updates', { date: '2019-05-09', title, intro: 'The year’s figures.', body, localities: [] }, editor.id));
  // A table whose first header cell is empty: the Markdown checks let it through; axe does not.
  const withTable = await draft('| | 2025 | 2026 |\n|---|---|---|\n| Crashes | 120 | 110 |');
  await page.goto(sitePaths.contentPreview(withTable));
  const check = page.getByRole('region', { name: 'Accessibility check of this preview' });
  await expect(check.getByRole('status')).toContainText('axe found 1 problem in the previewed text.');
  await expect(check.getByRole('listitem').filter({ hasText: 'Table header text should not be empty' }).first()).toContainText(
    '(best practice, minor; axe rule empty-table-header)',
  );
  await expect(check.locator('code')).toHaveText('<th></th>');
  await expectNoSeriousA11yViolations(page);

  const clean = await draft('Crashes fell from 120 in 2025 to 110 in 2026.');
  await page.goto(sitePaths.contentPreview(clean));
  await expect(check.getByRole('status')).toHaveText(
    'axe found no problems in the previewed text. Automated checks find only some problems: read it as a reader would too.',
  );
});
