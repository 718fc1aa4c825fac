import { expect, test } from './browser-test';
import { gotoReady } from './navigation';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('accessibility notice', () => {
  test('opens for a hosted file outside the accessible list, with both choices', async ({ page, context }) => {
    await gotoReady(page, '/archive/past-vtrans-plans');
    await page.getByRole('link', { name: /VTrans2040 Multimodal Transportation Plan/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Accessibility notice' });
    await expect(dialog).toContainText('Please note that this file is not ADA compliant. Choose one of below options:');
    await expect(page).toHaveURL('/archive/past-vtrans-plans');
    await expectNoSeriousA11yViolations(page);

    // The file opens in a new tab; a browser without a PDF viewer downloads it there, so the file's
    // answer is what is checked, not the tab's address.
    const tab = context.waitForEvent('page');
    const popup = context.waitForEvent('response', (response) => response.url().endsWith('/resources/VTrans2040_Final_Plan.pdf'));
    await dialog.getByRole('button', { name: 'Proceed to Open File' }).click();
    await tab;
    expect((await popup).headers()['content-type']).toBe('application/pdf');
    await expect(dialog).toBeHidden();

    // Issue 37: "Request Assistance" opens the request for an accessible format of that very file.
    const report = page.getByRole('link', { name: /VTrans2025 Final Report/ }).first();
    const href = (await report.getAttribute('href'))!;
    await report.click();
    await dialog.getByRole('button', { name: 'Request Assistance' }).click();
    const fileName = decodeURIComponent(href.slice(href.lastIndexOf('/') + 1));
    await expect(page).toHaveURL(`/documents-and-media/request-accessible-format?file=${encodeURIComponent(fileName)}`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request an accessible format');
    // The document by its title, linked to its page, then its file's name (issue 58).
    await expect(page.locator('main .lead')).toContainText(`(the file ${fileName})`);
    await expect(page.locator('main .lead').getByRole('link', { name: /VTrans2025 Final Report/ })).toBeVisible();
  });

  test('does not open for one of the five accessible documents', async ({ page }) => {
    await gotoReady(page, '/documents-and-media?tag=Policy');
    const file = page.waitForResponse((response) => response.url().endsWith('/resources/VTrans_Policies_and_Statutory_Requirements.pdf'));
    await page.getByRole('link', { name: /VTrans Policies and Statutory Requirements/ }).click();
    expect((await file).status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Accessibility notice' })).toBeHidden();
  });
});

test('the footer carries the 508 notice with the phone line and the year', async ({ page }) => {
  await gotoReady(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '(804) 786-2971' })).toHaveAttribute('href', 'tel:8047862971');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Commonwealth of Virginia`);
  await expect(footer).toContainText('An official website of the Commonwealth of Virginia');
});

test('every page opens with the official-site line, which explains itself, and a search button drawn as a magnifier', async ({ page }) => {
  for (const path of ['/', '/interactvtrans/map-explorer', '/search']) {
    await gotoReady(page, path);
    const official = page.getByRole('region', { name: 'Official website of the Commonwealth of Virginia' });
    // First on the page, above the banner and the menus (the skip link comes before it, unseen).
    expect((await official.boundingBox())!.y, path).toBe(0);
    await expect(official).toContainText('An official website of the Commonwealth of Virginia');
  }
  await gotoReady(page, '/');
  const official = page.getByRole('region', { name: 'Official website of the Commonwealth of Virginia' });
  await expect(official.getByText('Secure sites use HTTPS.')).toBeHidden();
  await official.getByText('Here’s how you know').click();
  await expect(official.getByText('Secure sites use HTTPS.')).toBeVisible();
  await expect(official).toContainText('Office of Intermodal Planning and Investment');
  await expectNoSeriousA11yViolations(page);

  // A magnifier: a ring, and a handle leaving it towards the lower right.
  const icon = page.locator('.header-search > summary svg');
  const ring = icon.locator('circle');
  await expect(ring).toHaveCount(1);
  const [cx, cy, r] = await Promise.all(['cx', 'cy', 'r'].map(async (name) => Number(await ring.getAttribute(name))));
  // The handle: a move to a point on the ring's edge, then a line down and to the right.
  const handle = /^M([\d.]+) ([\d.]+)l([\d.]+) ([\d.]+)$/.exec((await icon.locator('path').getAttribute('d'))!);
  expect(handle).not.toBeNull();
  const [x, y, dx, dy] = handle!.slice(1).map(Number);
  expect(Math.hypot(x! - cx!, y! - cy!)).toBeGreaterThanOrEqual(r! - 1);
  expect(dx! > 0 && dy! > 0).toBe(true);
});
