// Runs in the mobile project only (see playwright.config.ts).
import { expect, test } from './browser-test';
import { gotoReady } from './navigation';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('mobile shell', () => {
  test('the drawer shows menus, submenus with a back button, and secondary links', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('button', { name: 'VTrans Transportation Plan' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await drawer.getByRole('button', { name: /GAP Technical Assistance/ }).click();
    await expect(drawer.getByRole('heading', { name: 'GAP Technical Assistance' })).toBeVisible();
    await drawer.getByRole('button', { name: /Back/ }).click();
    await expect(drawer.getByRole('button', { name: /Resources/ })).toBeVisible();
    await drawer.getByRole('button', { name: /VTrans Transportation Plan/ }).click();
    await drawer.getByRole('link', { name: 'Travel Markets' }).click();
    await expect(page).toHaveURL('/mid-term-planning/travel-markets');
    await expect(drawer).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('a desktop-only page shows the notice instead of opening', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('button', { name: /InteractVTrans/ }).click();
    await drawer.getByRole('link', { name: 'MapExplorer' }).click();
    const warning = drawer.getByRole('alert');
    await expect(warning).toHaveText('This page is not supported on mobile.');
    await expect(page).toHaveURL('/');
    // Issue 22, slip 4: the warning covers none of the drawer's controls (a toast covered Back and Close).
    const warned = (await warning.boundingBox())!;
    for (const control of await drawer.locator('a, button').all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      const overlaps = box.x < warned.x + warned.width && warned.x < box.x + box.width && box.y < warned.y + warned.height && warned.y < box.y + box.height;
      expect(overlaps, await control.innerText()).toBe(false);
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await drawer.getByRole('button', { name: /Back/ }).click();
    await expect(drawer.getByRole('alert')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  // Issue 58: the drawer was a modal that let Tab wander to the links under it, where Escape no longer worked.
  test('focus stays in the open drawer: Tab from its last control comes back to its first, and Shift+Tab the other way', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    const controls = drawer.locator('a[href], button');
    const first = controls.first();
    await expect(first).toBeFocused();
    const count = await controls.count();
    for (let press = 1; press <= count + 2; press++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(controls.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  // Issue 58: on a phone the only way to the comment map was a site search for "comment".
  test('the drawer leads with "Comment on a place", and offers it again when a menu item is desktop-only', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    // The drawer's code arrives on its first opening.
    await expect(drawer).toBeVisible();
    // First under the drawer's Home and Close bar, before the menus.
    const controls = await drawer.locator('a[href], button').allInnerTexts();
    expect(controls.slice(0, 4).map((text) => text.trim())).toEqual(['Home', 'Close', 'Comment on a place', expect.stringMatching(/^About/)]);
    await drawer.getByRole('button', { name: /InteractVTrans/ }).click();
    await expect(drawer.getByRole('link', { name: 'Comment on a place' })).toBeHidden();
    await drawer.getByRole('link', { name: 'MapExplorer' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('This page is not supported on mobile.');
    await drawer.getByRole('link', { name: 'Comment on a place' }).click();
    await expect(page).toHaveURL('/interactvtrans/comments/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Escape closes the drawer and returns focus to its button', async ({ page }) => {
    await gotoReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
