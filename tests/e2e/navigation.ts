import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until its scripts have loaded, so interactive parts (menus, drawer,
 * dialogs) have their handlers before the test uses them.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}
