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

    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Proceed to Open File' }).click();
    expect((await popup).url()).toMatch(/\/resources\/VTrans2040_Final_Plan\.pdf$/);
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: /VTrans2025 Final Report/ }).click();
    await dialog.getByRole('button', { name: 'Request Assistance' }).click();
    await expect(page).toHaveURL('/get-involved/contact-us');
    await expect(dialog).toBeHidden();
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
