import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { emailEventsAbout, expectMail, staffInbox, uniqueAddress } from './mailbox';
import { gotoReady } from './navigation';
import { nuErrors } from './nu-checker';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 62, the contact page in Spanish, on a phone (390 × 844): a Spanish speaker finds it from the
// Spanish home page, is told in Spanish what is wrong with the form, sends a message, and hears back
// in Spanish; staff are told it was written in Spanish, so they answer in it.

test('a Spanish speaker writes to the office in Spanish: the form speaks Spanish, the receipt is in Spanish, and staff are told to answer in it', async ({
  page,
}) => {
  const sender = uniqueAddress('lucia');
  const words = `¿Cuándo habrá otra ronda de GAP-TA para el condado de Prince William? ${Date.now()}`;
  // Registered first, so a failure on the way leaves nothing behind.
  afterTest((database) => database.deleteFrom('contact_messages').where('email', '=', sender).execute());
  const actionPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) actionPosts.push(request.url());
  });

  await gotoReady(page, '/es');
  await page.getByRole('link', { name: 'Envíenos un mensaje en español' }).click();
  await expect(page).toHaveURL(/\/es\/get-involved\/contact-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
  await expect(page).toHaveTitle(/^Contacto/);
  // A page written in both: each names the other.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/get-involved\/contact-us$/);
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await expectNoSeriousA11yViolations(page);

  // Each field's problem, in Spanish, and nothing sent while one remains.
  await form.getByLabel('Su correo electrónico').fill('no-es-una-direccion');
  await form.getByLabel('Mensaje').fill('corto');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  // The first press checks the whole form (the name was never touched) and takes the person to the first problem.
  await expect(form.getByText('Escriba su nombre (hasta 100 caracteres).')).toBeVisible();
  await expect(form.getByLabel('Su nombre')).toBeFocused();
  await expect(form.getByText('Escriba una dirección de correo electrónico válida.')).toBeVisible();
  await expect(form.getByText('Escriba un mensaje de entre 10 y 5,000 caracteres.')).toBeVisible();
  await expect(form.getByLabel('Su correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Please/)).toHaveCount(0);
  expect(actionPosts).toEqual([]);

  await form.getByLabel('Su nombre').fill('Lucía Gómez');
  await form.getByLabel('Su correo electrónico').fill(sender);
  await form.getByLabel('Mensaje').fill(words);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const sent = page.getByRole('status');
  await expect(sent).toContainText('Gracias. Su mensaje fue enviado.');
  await expect(sent).toContainText('le responderá en español');
  await expect(sent).toBeFocused();

  // Stored as written in Spanish, with the one event the e-mails come from.
  expect(await db().selectFrom('contact_messages').select(['message', 'language']).where('email', '=', sender).execute()).toEqual([
    { message: words, language: 'es' },
  ]);
  expect(await emailEventsAbout(db(), sender)).toEqual(['contact.received']);
  // The receipt, in Spanish and marked so; like the English one, nothing of what was written.
  const [receipt] = await expectMail(sender, 1);
  expect(receipt!.subject).toBe('Recibimos su mensaje');
  expect(receipt!.replyTo).toEqual([staffInbox.contact]);
  expect(receipt!.text).toContain('le responderá en español a esta dirección');
  expect(receipt!.text).not.toContain('Lucía');
  expect(receipt!.text).not.toContain('GAP-TA');
  expect(receipt!.html).toMatch(/<html[^>]* lang="es"/);
  // Staff: the message as written, and that the answer should be in Spanish.
  const [toStaff] = await expectMail(staffInbox.contact, 1, (mail) => mail.replyTo.includes(sender));
  expect(toStaff!.text).toContain(words);
  expect(toStaff!.text).toContain('Written in Spanish, on the Spanish contact page');

  // The page as served is valid HTML to the Nu checker.
  const html = await (await page.request.get('/es/get-involved/contact-us')).text();
  expect(await nuErrors([{ name: '/es/get-involved/contact-us', html }])).toEqual([]);
});
