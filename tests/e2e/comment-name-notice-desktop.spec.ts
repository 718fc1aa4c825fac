import { expect, test } from './browser-test';

// Issue 54: the comment form asked for a name without saying that it is published with the comment.
const notice = 'Shown publicly with your comment. You may give just your initials, or leave it empty to appear as “anonymous”.';

test('the comment form tells people, as the name field’s description, that the name is shown publicly with the comment', async ({ page }) => {
  // The form without a map (its list shows each comment with its name, or "anonymous")…
  await page.goto('/interactvtrans/comments');
  await expect(page.getByRole('form', { name: 'Your comment' }).getByLabel('Your name (optional)')).toHaveAccessibleDescription(notice);
  // …and the same form on the page for commenting on a place, once its map has loaded on the client.
  await page.goto('/interactvtrans/comments/new');
  await expect(page.getByRole('form', { name: 'Your comment' }).getByLabel('Your name (optional)')).toHaveAccessibleDescription(notice, { timeout: 20_000 });
});
