import { expect, test } from './browser-test';
import { openAccessibilityRequest } from './accessibility-requests';
import { signInBrowser } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { emailEventsAbout, expectMail, staffInbox, uniqueAddress } from './mailbox';
import { gotoReady } from './navigation';
import { nuErrors } from './nu-checker';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 62, the accessibility notice and the request for an accessible format in Spanish, on a phone
// (390 × 844): a Spanish reader who meets a file that is not accessible is warned in Spanish, asks
// for it in a format they can use in Spanish, and hears back in Spanish; staff are told to write in it.

const seededReport = /VTrans2025 Final Report/;

test('a Spanish reader meets a file that is not accessible: the notice, the request form, the receipt and the due date are in Spanish', async ({ page }) => {
  const reader = uniqueAddress('marisol');
  // Registered first, so a failure on the way leaves nothing behind.
  afterTest((database) => database.deleteFrom('accessibility_requests').where('email', '=', reader).execute());
  const actionPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) actionPosts.push(request.url());
  });

  // A file staff have not verified, as an archive page links it.
  await gotoReady(page, '/archive/past-vtrans-plans');
  const fileHref = (await page.getByRole('link', { name: seededReport }).first().getAttribute('href'))!;
  const fileName = decodeURIComponent(fileHref.slice(fileHref.lastIndexOf('/') + 1));

  // The same link on a Spanish page (as staff's Spanish of a page would link it): the notice speaks Spanish.
  await gotoReady(page, '/es');
  await page.locator('main').evaluate((main, href) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: 'Informe final de VTrans2025 (PDF)' });
    main.append(link);
  }, fileHref);
  await page.getByRole('link', { name: 'Informe final de VTrans2025 (PDF)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aviso de accesibilidad' });
  await expect(dialog).toContainText('Este archivo no cumple con la Ley de Estadounidenses con Discapacidades (ADA)');
  await expect(dialog.getByRole('button', { name: 'Abrir el archivo de todos modos' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pedirlo en un formato accesible' }).click();

  await expect(page).toHaveURL(`/es/documents-and-media/request-accessible-format?file=${encodeURIComponent(fileName)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pida un documento en un formato accesible');
  // The document by its English title, marked as English.
  await expect(page.locator('main .lead').getByRole('link', { name: seededReport })).toHaveAttribute('lang', 'en');
  await expect(page.locator('main .lead')).toContainText(`(el archivo ${fileName})`);
  const form = page.getByRole('form', { name: 'Pida un formato accesible' });
  await expectNoSeriousA11yViolations(page);

  // Each problem in Spanish, and nothing sent while one remains.
  await form.getByLabel('Su correo electrónico').fill('no-es-una-direccion');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('Escriba su nombre (hasta 100 caracteres).')).toBeVisible();
  await expect(form.getByText('Escriba una dirección de correo electrónico válida.')).toBeVisible();
  await expect(form.getByText('Elija el formato que necesita.')).toBeVisible();
  await expect(page.getByText(/Please/)).toHaveCount(0);
  expect(actionPosts).toEqual([]);

  await form.getByLabel('Su nombre').fill('Marisol Reyes');
  await form.getByLabel('Su correo electrónico').fill(reader);
  await form.getByRole('radio', { name: 'Letra grande' }).check();
  await form.getByLabel(/Algo más que debamos saber/).fill('Lo necesito en español, por favor.');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const sent = page.getByRole('status');
  await expect(sent).toContainText('Gracias. Recibimos su solicitud.');
  await expect(sent).toContainText(/Se lo enviaremos a más tardar el \d{1,2} de [a-z]+ de \d{4}\./);
  await expect(sent).toBeFocused();

  // Stored as asked in Spanish, with the one event the e-mails come from.
  const [stored] = await db().selectFrom('accessibility_requests').select(['language', 'format', 'due_on']).where('email', '=', reader).execute();
  expect(stored).toMatchObject({ language: 'es', format: 'large-print' });
  expect(await emailEventsAbout(db(), reader)).toEqual(['accessibility-request.received']);
  // The receipt: in Spanish and marked so, the due date with its month named; nothing of what was typed.
  const [receipt] = await expectMail(reader, 1);
  expect(receipt!.subject).toMatch(/^Recibimos su solicitud de VTrans2025 Final Report/);
  expect(receipt!.html).toMatch(/<html[^>]* lang="es"/);
  expect(receipt!.text).toContain('Formato: Letra grande.');
  expect(receipt!.text).toMatch(/Se lo enviaremos a más tardar el \d{1,2} de [a-z]+ de \d{4} \(15 días hábiles\)/);
  expect(receipt!.text).not.toContain('Marisol');
  // Staff: the request as made, and that its e-mails are in Spanish.
  const [toStaff] = await expectMail(staffInbox.contact, 1, (mail) => mail.replyTo.includes(reader));
  expect(toStaff!.text).toContain('Lo necesito en español, por favor.');
  expect(toStaff!.text).toContain('Written in Spanish, on the Spanish request page');

  // The page as served is valid HTML to the Nu checker.
  const address = `/es/documents-and-media/request-accessible-format?file=${encodeURIComponent(fileName)}`;
  const html = await (await page.request.get(address)).text();
  expect(await nuErrors([{ name: address, html }])).toEqual([]);

  // The language link leads to the same request, for the same document, in English.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/documents-and-media/request-accessible-format?file=${encodeURIComponent(fileName)}`);
  await expect(page.locator('main .lead').getByRole('link', { name: seededReport })).toBeVisible();
});

test('staff close a request made in Spanish: the e-mail they confirm, and the one the reader gets, are in Spanish', async ({ page }) => {
  const reader = uniqueAddress('tomas');
  // Registered first, so a failure on the way leaves nothing behind.
  afterTest((database) => database.deleteFrom('accessibility_requests').where('email', '=', reader).execute());
  const { document } = await openAccessibilityRequest(db(), { name: 'Tomás Reader', email: reader, format: 'audio', language: 'es' });

  await signInBrowser(db(), page.context(), 'reviewer');
  await page.goto('/admin/documents/accessibility');
  const row = page.getByRole('list', { name: 'Open requests' }).getByRole('listitem').filter({ hasText: reader });
  await expect(row).toContainText('on the Spanish request page: written in Spanish');
  await row.getByLabel('Status').selectOption('Closed');
  await row.getByLabel(/Note to the requester/).fill('Le llamamos el martes para leerle el documento.');
  await row.getByRole('button', { name: 'Save status…' }).click();
  const confirmation = row.getByRole('group', { name: 'Please confirm' });
  await expect(confirmation).toContainText(`Subject: Su solicitud de ${document.title}: cerrada`);
  await expect(confirmation).toContainText('The request was made in Spanish, so the e-mail is in Spanish');
  await confirmation.getByRole('button', { name: 'Yes, save it and e-mail the requester' }).click();

  const [done] = await expectMail(reader, 1);
  expect(done!.subject).toBe(`Su solicitud de ${document.title}: cerrada`);
  expect(done!.html).toMatch(/<html[^>]* lang="es"/);
  expect(done!.text).toContain(`Cerramos su solicitud de “${document.title}”.`);
  expect(done!.text).toContain('Le llamamos el martes para leerle el documento.');
});
