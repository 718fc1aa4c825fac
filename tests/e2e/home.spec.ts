import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('home page', () => {
  test('shows the plan and the latest updates from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('VTrans: Virginia’s Statewide Transportation Plan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planning Virginia’s transportation future');
    const updates = page.getByRole('region', { name: 'Latest program updates' }).getByRole('listitem');
    await expect(updates).toHaveCount(3);
    await expect(updates.first().locator('time')).toHaveText('04/16/2025');
    await expect(updates.first().getByRole('link')).toHaveAttribute(
      'href',
      '/get-involved/program-updates/update?id=04-16-2025-Commonwealth-Transportation-Board-adopts-the-2025-VTrans-Vision',
    );
  });

  test('offers a skip link as the first stop for keyboard users', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });

  test('answers an unknown address with a helpful 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the VTrans home page' })).toBeVisible();
  });

  test('opens with five ways in — one of them commenting on a place, from any screen — each a card whose heading is its link; the next meeting is named when there is one', async ({
    page,
  }) => {
    await page.goto('/');
    const start = page.getByRole('navigation', { name: 'Start here' });
    const cards = start.getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const links = start.getByRole('heading', { level: 2 }).getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]))).toEqual([
      ['The plan', '/about/about-vtrans'],
      ['GAP-TA for localities', '/about/gap-ta'],
      ['InteractVTrans', '/interactvtrans/about'],
      ['Comment on a place', '/interactvtrans/comments/new'],
      ['Get involved', '/get-involved/meetings'],
    ]);
    // The whole card is the link's target: a click on the card, away from its heading, follows it.
    await cards.nth(1).click({ position: { x: 20, y: 90 } });
    await expect(page).toHaveURL('/about/gap-ta');
    await page.goBack();
    await expect(cards.nth(4)).toContainText(
      /Next: .+, \w+day, \w+ \d+, 20\d\d at \d+:\d\d [AP]M E[SD]T\.|Meetings, program updates, and how to tell us what you think\./,
    );
    await expectNoSeriousA11yViolations(page);
  });
});
