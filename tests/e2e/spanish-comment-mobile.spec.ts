import { respondToComment } from '@vtrans/db';
import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { createUser } from './auth-fixtures';
import { expectMail, uniqueAddress } from './mailbox';
import { expectMapLoaded } from './map-loaded';
import { gotoReady } from './navigation';
import { nuErrors } from './nu-checker';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 62's journey, on a phone (390 × 844): a Spanish speaker starts at /es, finds the open
// comment period, comments on it in Spanish, gets the receipt in Spanish, reads the period's record
// in Spanish and, when staff answer, the reply in Spanish — every page in Spanish, marked so, and
// clean to axe and the Nu checker.

test('a Spanish speaker comments on an open period in Spanish, gets the receipt and the reply in Spanish, and finds the period’s record', async ({ page }) => {
  // Nine pages through axe and the Nu checker, and the worker's two e-mails.
  test.slow();
  const title = `Draft Rail Element ${Date.now()}`;
  const words = `Necesitamos un tren más frecuente entre Staunton y Richmond ${Date.now()}.`;
  const address = uniqueAddress('rosa');
  const period = await db()
    .insertInto('comment_periods')
    .values({
      title,
      description: 'Tell us what the draft rail element misses.',
      subject: 'VTrans Rail Element',
      opens_at: new Date(Date.now() - 3_600_000),
      closes_at: new Date(Date.now() + 5 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Registered first, so a failure on the way leaves nothing behind; an open period would be offered
  // in the other comment forms of the lane, so it goes as soon as the test ends.
  afterTest(async (database) => {
    await database.deleteFrom('comments').where('period_id', '=', period.id).execute();
    await database.deleteFrom('comment_periods').where('id', '=', period.id).execute();
  });
  const pages: { name: string; html: string }[] = [];
  const checkPage = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoSeriousA11yViolations(page);
    // The HTML as served: the Nu checker reads what a browser is sent, before scripts move anything.
    pages.push({ name: new URL(page.url()).pathname, html: await (await page.request.get(page.url())).text() });
  };

  // The home page, in Spanish, leads to the comment periods.
  await gotoReady(page, '/es');
  await checkPage();
  await page.getByRole('link', { name: 'la página de periodos de comentarios' }).click();
  await expect(page).toHaveURL(/\/es\/get-involved\/comment-periods$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periodos de comentarios públicos');
  const open = page.getByRole('region', { name: 'Abiertos ahora' });
  await expect(open.getByRole('listitem').filter({ hasText: title })).toContainText('Quedan 5 días');
  await checkPage();

  // The period's record, in Spanish around staff's English title.
  await open.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/es/get-involved/comment-periods/${period.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main')).toContainText('0 comentarios recibidos, 0 respondidos.');
  await checkPage();

  // The comment, in Spanish, on the phone's comment page: the period is chosen from the record's link.
  await page.getByRole('link', { name: 'Comentar sobre este periodo' }).click();
  await expect(page).toHaveURL(new RegExp(`/es/interactvtrans/comments/new\\?period=${period.id}$`));
  const form = page.getByRole('form', { name: 'Su comentario' });
  const choice = form.getByLabel('Periodo de comentarios abierto');
  await expect(choice).toHaveValue(period.id);
  await expect(choice.locator('option:checked')).toHaveText(new RegExp(`^${title} \\(cierra el \\d+ de [a-z]+ de \\d{4} a las .+ E[SD]T\\)$`));
  await checkPage();
  await form.getByLabel('Tema').selectOption({ label: 'Transporte público' });
  await form.getByRole('textbox', { name: 'Comentario' }).fill(words);
  // Sent before the place is chosen: the page says, in Spanish, how to choose it.
  await form.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Primero ponga el alfiler: busque el lugar arriba, use su ubicación, o pulse “Mostrar el mapa” y toque donde aplica su comentario.',
  );
  // The place, found by a search in Spanish; the county's name is the data's, marked as English.
  const search = page.getByRole('combobox', { name: 'Busque un lugar, una carretera o una dirección' });
  await expect(search).toHaveAttribute('placeholder', /^p\. ej\., /);
  await search.fill('Highland');
  const option = page.getByRole('option', { name: /^Highland County/ });
  await expect(option).toContainText('Localidad');
  await expect(option.locator('[lang="en"]').first()).toHaveText('Highland County');
  await option.click();
  await expect(page.getByRole('status').filter({ hasText: 'Se muestra Highland County.' })).toBeVisible();
  // The choice opens the map on the county; its button puts the pin at the map's centre.
  await expectMapLoaded(page.locator('.maplibregl-canvas'), 'Mapa para ubicar su comentario: toque el lugar del que trata');
  await page.getByRole('button', { name: 'Poner el alfiler en el centro del mapa' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Alfiler puesto en 38\.\d+, -79\.\d+\. Arrástrelo, o toque otro punto, para moverlo\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Su alfiler' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Su nombre (opcional)').fill('Rosa M.');
  await form.getByLabel('Su correo electrónico (opcional, para recibir la respuesta del personal)').fill(address);
  await form.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(form.getByRole('status')).toHaveText('Gracias: su comentario fue publicado. El personal lee todos los comentarios.');
  await expect(page.getByRole('status').filter({ hasText: 'Su comentario está en el mapa.' })).toBeVisible();
  // It is in the Spanish list of comments, its topic in Spanish.
  await page.getByRole('link', { name: 'lista de comentarios' }).click();
  await expect(page).toHaveURL(/\/es\/interactvtrans\/comments$/);
  const row = page.getByRole('row').filter({ hasText: words });
  await expect(row).toContainText('Transporte público');
  await expect(row).toContainText('Todavía sin respuesta');
  await checkPage();
  const comment = await db().selectFrom('comments').select(['id', 'language', 'category']).where('period_id', '=', period.id).executeTakeFirstOrThrow();
  expect(comment).toMatchObject({ language: 'es', category: 'Transit' });

  // The receipt, in Spanish, leads to the period's Spanish record.
  const [receipt] = await expectMail(address, 1);
  expect(receipt!.subject).toBe(`Recibimos su comentario sobre ${title}`);
  expect(receipt!.html).toMatch(/<html[^>]* lang="es"/);
  expect(receipt!.text).toContain('un punto en Highland County');
  expect(receipt!.text).toContain('Ver el registro del periodo de comentarios');
  const recordLink = new URL(new RegExp(`https?://\\S+/es/get-involved/comment-periods/${period.id}`).exec(receipt!.text)![0]);
  await gotoReady(page, recordLink.pathname);
  const recorded = page.locator('.record-comment').filter({ hasText: words });
  await expect(recorded).toContainText('Sitio web · Transporte público · Highland County · Rosa M.');
  await expect(recorded).toContainText('Todavía sin respuesta.');
  await expect(page.getByRole('main')).toContainText('1 comentario recibido, 0 respondidos.');
  await checkPage();

  // Staff answer in Spanish; the e-mail around the answer is Spanish too.
  const reviewer = await createUser(db(), 'reviewer');
  await db()
    .transaction()
    .execute((trx) =>
      respondToComment(trx, { id: comment.id, response: 'Gracias, Rosa: lo tendremos en cuenta.', category: 'Transit', staffUserId: reviewer.id }),
    );
  const [reply] = await expectMail(address, 1, (mail) => mail.subject.startsWith('Nuestra respuesta'));
  expect(reply!.subject).toBe(`Nuestra respuesta a su comentario sobre ${title}`);
  expect(reply!.text).toContain('Gracias, Rosa: lo tendremos en cuenta.');
  await page.reload();
  await expect(recorded).toContainText('Gracias, Rosa: lo tendremos en cuenta.');

  // The language link leads to the same record in English, and back.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/get-involved/comment-periods/${period.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main')).toContainText('1 comment received, 1 answered.');
  // The Spanish comment on the English page is marked as Spanish, for a screen reader's voice.
  await expect(page.locator('.record-comment p[lang="es"]').filter({ hasText: words })).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`/es/get-involved/comment-periods/${period.id}$`));
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(new RegExp(`/es/get-involved/comment-periods/${period.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  expect(await nuErrors(pages)).toEqual([]);
});

test('without a map, a Spanish speaker comments from the Spanish list by choosing a locality, and filters the list in Spanish', async ({ page }) => {
  test.slow();
  const words = `La acera de Main Street en Monterey se termina antes de la escuela ${Date.now()}.`;
  afterTest((database) => database.deleteFrom('comments').where('text', '=', words).execute());

  // From the phone's page, the no-map way is one link away.
  await gotoReady(page, '/es/interactvtrans/comments/new');
  await page.getByRole('link', { name: 'Comente eligiendo una localidad' }).click();
  await expect(page).toHaveURL(/\/es\/interactvtrans\/comments#add-comment$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comentarios del público');
  await expectNoSeriousA11yViolations(page);

  // Mistakes are told in Spanish, each on its field: the form's own first, then the place.
  const form = page.getByRole('form', { name: 'Su comentario' });
  await form.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(form.getByLabel('Tema')).toHaveAccessibleDescription('Elija un tema de la lista.');
  await expect(form.getByRole('textbox', { name: 'Comentario' })).toHaveAccessibleDescription(/^Escriba su comentario, de hasta 2,000 caracteres\./);
  await form.getByLabel('Tema').selectOption({ label: 'Caminar y andar en bicicleta' });
  await form.getByRole('textbox', { name: 'Comentario' }).fill(words);
  await form.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(form.getByRole('alert')).toHaveText('Elija la localidad de la que trata su comentario.');
  await form.getByLabel('Localidad').selectOption({ label: 'Highland County' });
  await form.getByLabel('Dirección, carretera o lugar (opcional)').fill('Main Street, Monterey');
  await form.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(form.getByRole('status')).toHaveText('Gracias: su comentario fue publicado. El personal lee todos los comentarios.');
  const stored = await db().selectFrom('comments').select(['language', 'category', 'location_note']).where('text', '=', words).executeTakeFirstOrThrow();
  expect(stored).toEqual({ language: 'es', category: 'Walking and biking', location_note: 'Main Street, Monterey' });

  // The list, filtered in Spanish, shows it with its topic and place.
  const filters = page.getByRole('form', { name: 'Filtrar los comentarios' });
  await filters.getByLabel('Tema').selectOption({ label: 'Caminar y andar en bicicleta' });
  await filters.getByLabel('Localidad').selectOption({ label: 'Highland County' });
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/es\/interactvtrans\/comments\?category=Walking\+and\+biking&locality=\d+/);
  await expect(page.locator('caption')).toHaveText(/^\d+ comentarios? que cumplen los filtros, los más recientes primero$/);
  const row = page.getByRole('row').filter({ hasText: words });
  await expect(row).toContainText('Caminar y andar en bicicleta');
  await expect(row).toContainText('Highland County');
  await expect(row).toContainText('Main Street, Monterey');
  await expect(row.getByRole('button', { name: /^Me gusta \(0\)$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await nuErrors([{ name: '/es/interactvtrans/comments', html: await (await page.request.get(page.url())).text() }])).toEqual([]);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The language link leads to the English list, with the same filters, where the comment is marked as Spanish.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/interactvtrans\/comments\?category=Walking\+and\+biking&locality=\d+/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('row').filter({ hasText: words }).locator('[lang="es"]')).toHaveText(words);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/interactvtrans\/comments$/);
});
