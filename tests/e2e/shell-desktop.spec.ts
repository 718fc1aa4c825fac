// Runs in the desktop project only (see playwright.config.ts).
import { expect, test } from './browser-test';
import { signInBrowser } from './auth-fixtures';
import { gotoReady } from './navigation';
import { runDatabase } from './run-database';

const db = runDatabase();

// Issue 56: a page refused or not found inside a route group was drawn in the group's shell and in
// one of its own — two headers, two footers, two mains. Each answer here has exactly one shell.
test('a refused page, a missing item and an unknown address each have one shell, one main and their own heading', async ({ page, context }) => {
  await signInBrowser(db(), context, 'editor');
  const answers = [
    { path: '/admin/users', status: 403, heading: 'You do not have access to this page' },
    { path: '/documents-and-media/00000000-0000-0000-0000-000000000000', status: 404, heading: 'Page not found' },
    { path: '/get-involved/program-updates/update?id=no-such-update', status: 404, heading: 'Page not found' },
    { path: '/no-such-address-anywhere', status: 404, heading: 'Page not found' },
  ];
  for (const answer of answers) {
    const response = await page.goto(answer.path);
    expect(response?.status(), answer.path).toBe(answer.status);
    await expect(page.getByRole('heading', { level: 1 }), answer.path).toHaveText(answer.heading);
    await expect(page.getByRole('banner'), answer.path).toHaveCount(1);
    await expect(page.getByRole('contentinfo'), answer.path).toHaveCount(1);
    await expect(page.getByRole('main'), answer.path).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Official website of the Commonwealth of Virginia' }), answer.path).toHaveCount(1);
  }
});

test.describe('desktop shell', () => {
  test('the banner shows both logos, coloured by page group, and hides the drawer toggle', async ({ page }) => {
    await gotoReady(page, '/vision/our-vision');
    const banner = page.locator('#header-banner');
    await expect(banner).toHaveAttribute('data-group', 'plan');
    await expect(banner.getByRole('link', { name: 'VTrans home' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: 'GAP-TA: about GAP technical assistance' })).toHaveAttribute('href', '/about/gap-ta');
    await expect(banner.getByText('Administered by the Office of Intermodal Planning and Investment')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await gotoReady(page, '/about/gap-ta');
    await expect(page.locator('#header-banner')).toHaveAttribute('data-group', 'gap');
  });

  test('the bar is 50 px high, and blue on GAP pages only', async ({ page }) => {
    await gotoReady(page, '/vision/our-vision');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await nav.boundingBox())?.height).toBe(50);
    const colour = () => nav.evaluate((element) => getComputedStyle(element).backgroundColor);
    const planColour = await colour();
    await gotoReady(page, '/gap-ta/application');
    expect(await colour()).toBe('rgb(0, 94, 162)');
    expect(planColour).not.toBe('rgb(0, 94, 162)');
  });

  test('menus work from the keyboard: focus alone opens nothing, Enter opens, arrows move, Escape closes', async ({ page }) => {
    await gotoReady(page, '/');
    const plan = page.getByRole('button', { name: 'VTrans Transportation Plan' });
    await plan.focus();
    await expect(plan).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(plan).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Policies and Statutory Requirements' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('link', { name: 'Strategic Actions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(plan).toBeFocused();
    await expect(plan).toHaveAttribute('aria-expanded', 'false');
    // Enter opens and Enter closes again: the button is a disclosure.
    await page.keyboard.press('Enter');
    await expect(plan).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(plan).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'GAP Technical Assistance' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about/gap-ta');
  });

  // Issue 58: hover (or a tap's emulated hover) opened the menu and the click that followed shut it.
  test('the first click on a menu opens it and leaves it open; a second click closes it', async ({ page }) => {
    await gotoReady(page, '/');
    const resources = page.getByRole('button', { name: 'Resources' });
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#nav-menu-3')).toBeVisible();
    // The pointer stays on the button; a later click is a choice to close.
    await page.waitForTimeout(700);
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  test('menus open on hover, close on mouse leave and on scroll', async ({ page }) => {
    await gotoReady(page, '/');
    const resources = page.getByRole('button', { name: 'Resources' });
    await resources.hover();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await resources.hover();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.wheel(0, 300);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  test('drop-downs have the sizes of spec §9; the InteractVTrans one is dark', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'VTrans Transportation Plan' }).hover();
    const plan = page.locator('#nav-menu-1');
    await expect(plan).toHaveCSS('width', '700px');
    await expect(plan).toHaveCSS('max-height', '420px');
    await page.getByRole('button', { name: 'InteractVTrans' }).hover();
    const interact = page.locator('#nav-menu-4');
    await expect(interact).toHaveCSS('width', '432px');
    await expect(interact).toHaveCSS('max-height', '225px');
    await expect(interact).toHaveCSS('background-color', 'rgb(27, 27, 27)');
    // Nothing is cut off at that height (issue 58: three items flowed sideways out of sight): the
    // panel scrolls, and each of its links can be scrolled to and lies inside it.
    const panelBox = (await interact.boundingBox())!;
    expect(await interact.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBeLessThanOrEqual(0);
    for (const link of await interact.getByRole('link').all()) {
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, (await link.textContent()) ?? '').toBeLessThanOrEqual(panelBox.x + panelBox.width);
      await expect(link).toBeInViewport();
    }
  });

  test('disabled items are not links, external ones open in a new tab, badges show', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'About', exact: true }).hover();
    await expect(page.locator('#nav-menu-0').getByRole('link', { name: /Commonwealth Transportation Board/ })).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'VTrans Transportation Plan' }).hover();
    await expect(page.getByText('Biennial Transportation Survey')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: /Our Vision/ })).toContainText('Updated');
    // Issue 35 (10): the badge is heard as a word of its own.
    await expect(page.getByRole('link', { name: /Our Vision/ })).toHaveAccessibleName(/^Our Vision ?, Updated$/);
    await expect(page).toHaveURL('/');
  });

  test('the bar turns fixed once the page scrolls past the banner plus 55.5 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await gotoReady(page, '/mid-term-planning/mid-term-needs-and-priorities');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The banner is all that sits above the bar: the official-site line (issue 35) and the header banner.
    const bannerHeight = (await page.locator('#official-banner').boundingBox())!.height + (await page.locator('#header-banner').boundingBox())!.height;
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(bannerHeight + 55.5) - 1);
    await expect(nav).toHaveAttribute('data-fixed', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(bannerHeight + 55.5) + 1);
    await expect(nav).toHaveAttribute('data-fixed', 'true');
    await expect(nav).toHaveCSS('position', 'fixed');
  });
});

// Issue 58: a tap opened a menu and the mouse leave Chromium sends when the finger lifts shut it.
test.describe('on a touch screen wide enough for the bar', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('one tap opens a menu and a tap on its link follows it; a tap elsewhere closes it', async ({ page }) => {
    await gotoReady(page, '/');
    const plan = page.getByRole('button', { name: 'VTrans Transportation Plan' });
    await plan.tap();
    await expect(plan).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(plan).toHaveAttribute('aria-expanded', 'false');
    await plan.tap();
    await page.locator('#nav-menu-1').getByRole('link', { name: 'Travel Markets' }).tap();
    await expect(page).toHaveURL('/mid-term-planning/travel-markets');
  });
});
