import { expect, test } from './browser-test';
import { expectNoSeriousA11yViolations } from './axe';
import { gotoReady } from './navigation';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 62, the Spanish edition: its own addresses under /es, in Spanish from the first line to the
// last, a language link on every page that leads to the same page in the other edition, and
// hreflang only where a page is written in both.

test('a Spanish speaker starts at /es: the page, its frame and its language are Spanish, and the language link goes back and forth', async ({ page }) => {
  await gotoReady(page, '/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('VTrans: el plan de transporte de Virginia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VTrans: el plan de transporte de Virginia');
  const official = page.getByRole('region', { name: 'Un sitio web oficial del Commonwealth de Virginia' });
  await official.getByText('Así es como usted puede verificarlo').click();
  await expect(official.getByText('Los sitios seguros usan HTTPS.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ayuda en español' })).toContainText('pida un intérprete de español');
  await expect(page.getByRole('contentinfo')).toContainText('Queremos que todas las personas puedan usar este sitio');
  // Links to pages that are only in English say so, and say it to a screen reader's voice too.
  const english = page.getByRole('link', { name: 'GAP-TA: asistencia técnica para gobiernos locales (en inglés)' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#main-content');
  await expectNoSeriousA11yViolations(page);

  const toEnglish = official.getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toSpanish = page.getByRole('region', { name: 'An official website of the Commonwealth of Virginia' }).getByRole('link', { name: 'Español' });
  await expect(toSpanish).toHaveAttribute('lang', 'es');
  await toSpanish.click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a move inside the site from a Spanish page to an English one turns the frame and the document language to English', async ({ page }) => {
  await gotoReady(page, '/es');
  // The header's GAP-TA logo is the site's own link (a move without a new page load) to an English page.
  await page.getByRole('link', { name: 'GAP-TA: sobre la asistencia técnica GAP (en inglés)' }).click();
  await expect(page).toHaveURL(/\/about\/gap-ta$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  const toSpanish = page.getByRole('region', { name: 'An official website of the Commonwealth of Virginia' }).getByRole('link', { name: 'Español' });
  await expect(toSpanish).toHaveAttribute('href', '/es/about/gap-ta');
});

test('an English page not written in Spanish yet says so in Spanish, links to the English and to help by phone; an address neither edition has is not found', async ({
  page,
}) => {
  const answer = await page.goto('/es/about/gap-ta');
  expect(answer!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página todavía no está en español');
  await expect(page.getByRole('main').getByRole('link', { name: '/about/gap-ta' })).toHaveAttribute('href', '/about/gap-ta');
  await expect(page.getByRole('region', { name: 'Ayuda en español' })).toBeVisible();
  // Not a translation: not for search engines, and no alternate of the English page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const missing = await page.goto('/es/no-such-page-anywhere');
  expect(missing!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos la página');
});

test('hreflang names the other edition only for a page written in both, and the sitemap lists the Spanish page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es$/);
  await page.goto('/es');
  // The English home: the site's address itself (Next writes it without the final slash).
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
  await page.goto('/about/about-vtrans');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/es<\/loc>/);
});

test('search in Spanish finds the Spanish pages by their Spanish words, accents or none, and says so in Spanish', async ({ page }) => {
  await gotoReady(page, '/es');
  await page.getByRole('navigation', { name: 'Páginas en español' }).getByRole('link', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/es\/search$/);
  const search = page.getByRole('search');
  await search.getByLabel('Palabras que busca').fill('como presentar quejas');
  await search.getByRole('button', { name: 'Buscar' }).click();
  const results = page.getByRole('region', { name: /páginas? con “como presentar quejas”/ });
  await expect(results.getByRole('link', { name: 'Título VI: sus derechos civiles' })).toHaveAttribute('href', '/es/about/title-vi');
  await expectNoSeriousA11yViolations(page);

  await search.getByLabel('Palabras que busca').fill('complaint');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ninguna página en español tiene “complaint”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'buscar en todo el sitio, en inglés' })).toHaveAttribute('href', '/search');

  // Words past the limit are refused in Spanish, and nothing is searched.
  await page.goto(`/es/search?searchString=${'a'.repeat(201)}`);
  await expect(page.getByLabel('Palabras que busca')).toHaveAccessibleDescription('Escriba menos de 200 caracteres.');
  await expect(page.getByRole('heading', { level: 2, name: /página/ })).toHaveCount(0);
});

test('the meetings in Spanish: a coming meeting’s time in Spanish with its zone, staff’s words as written and marked English, and how to ask for an interpreter', async ({
  page,
}) => {
  const startsAt = new Date(Date.now() + 9 * 86_400_000);
  startsAt.setUTCHours(23, 0, 0, 0);
  const title = `Listening session, Manassas ${Date.now()}`;
  // Gone again after the test, however it ended: other specs read the upcoming meetings.
  afterTest((database) => database.deleteFrom('events').where('title', '=', title).execute());
  await db()
    .insertInto('events')
    .values({ title, starts_at: startsAt, location: 'Manassas City Hall', description: 'What should the plan do for Northern Virginia?', article_name: null })
    .execute();
  const upcoming = page.getByRole('list', { name: 'Próximas reuniones y seminarios web' });
  const item = upcoming.getByRole('listitem').filter({ hasText: title });
  // A cached copy of the page gives way within a second of the write (the page cache's poll).
  await expect(async () => {
    await gotoReady(page, '/es/get-involved/meetings');
    await expect(item).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reuniones y seminarios web');
  // "jueves, 10 de diciembre de 2026, 6:00 p.m. EST": the weekday and month named, and 23:00 UTC as Virginia's clock reads it, the zone named.
  await expect(item.locator('time')).toHaveText(/^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}, (6:00\s?p\.\s?m\. EST|7:00\s?p\.\s?m\. EDT)$/);
  await expect(item.locator('strong', { hasText: title })).toHaveAttribute('lang', 'en');
  await expect(item.getByText('What should the plan do for Northern Virginia?')).toHaveAttribute('lang', 'en');
  await expect(item.getByRole('link', { name: /^Agregar a su calendario \(\.ics\)/ })).toBeVisible();
  await expect(page.locator('main .lead')).toContainText('pida un intérprete sin costo');
  await expect(page.locator('main .lead').getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute('href', /^tel:/);
  // Written in both: each names the other.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/get-involved\/meetings$/);
  await expectNoSeriousA11yViolations(page);
});
