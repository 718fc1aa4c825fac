import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { gotoReady } from './navigation';

// Issue 62: the Title VI notice with how to file a complaint, and the privacy statement Virginia
// Code § 2.2-3803(B) asks of a public body's website — in English and in Spanish, one footer link
// from every page.

test('the Title VI notice says how to complain and where, and its Spanish is one link away', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Title VI: your civil rights' }).click();
  await expect(page).toHaveURL(/\/about\/title-vi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Title VI: your civil rights');
  const main = page.getByRole('main');
  await expect(main).toContainText('within 180 days of when it happened');
  await expect(main.getByRole('heading', { name: 'Free help in your language' })).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Where to send a complaint or ask for language help' });
  await expect(contacts).toContainText('1221 East Broad Street, Richmond, VA 23219');
  await expect(contacts.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:/);
  // Its Spanish is current, so the two are each other's alternates.
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/about\/title-vi$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('region', { name: 'An official website of the Commonwealth of Virginia' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/about\/title-vi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Título VI: sus derechos civiles');
  await expect(page.getByRole('main')).toContainText('dentro de los 180 días siguientes a lo ocurrido');
  const contactos = page.getByRole('region', { name: 'Dónde enviar una queja o pedir ayuda en su idioma' });
  // The office's address is an address: marked as English for a screen reader's voice.
  await expect(contactos.locator('span[lang="en"]')).toHaveText('Office of Intermodal Planning and Investment, 1221 East Broad Street, Richmond, VA 23219');
  // The contact form is in Spanish too (issue 62).
  await expect(contactos.getByRole('link', { name: 'el formulario de contacto' })).toHaveAttribute('href', '/es/get-involved/contact-us');
  await expectNoSeriousA11yViolations(page);
});

test('the privacy statement lists the cookies the site can set and the other companies it loads, and a reader is given none', async ({ page, context }) => {
  await gotoReady(page, '/es');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' }).click();
  await expect(page).toHaveURL(/\/es\/about\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de privacidad');
  const cookies = page.getByRole('table', { name: 'Las cookies que este sitio puede guardar' });
  await expect(cookies.getByRole('rowheader')).toHaveText([
    'vtrans_liker',
    'vtrans_wrote',
    'vtrans_session',
    'vtrans_second_factor',
    'vtrans_passkey_sign_in',
    'vtrans_signin_email',
    'vtrans_device',
  ]);
  // The test installation loads no other company's script, and the statement says so.
  await expect(page.getByRole('main')).toContainText('Este sitio no carga ningún programa de otra empresa');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'What is collected automatically' })).toBeVisible();
  await expect(main).toContainText('This site loads no script from another company');
  await expect(main).toContainText(/for at most \d+ minutes/);
  await expect(page.getByRole('table', { name: 'The cookies this site can set' }).getByRole('row')).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);

  // "This site sets none when you only read it": four pages read, in both editions, and no cookie.
  expect(await context.cookies()).toEqual([]);
});
