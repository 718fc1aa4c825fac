import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { newClientAddress } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { expectMapLoaded } from './map-loaded';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 62: the Map Explorer in Spanish — every word of the tool, with staff's layer names marked
// English, and a comment drawn from the keyboard recorded as Spanish.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
});

const canvas = (page: Page) => page.locator('.maplibregl-canvas');

async function openSpanishExplorer(page: Page, url = '/es/interactvtrans/map-explorer') {
  const basemap = page.waitForResponse((response) => response.url().includes('/api/map-explorer/basemap/') && response.ok());
  await page.goto(url);
  await basemap;
  await expectMapLoaded(canvas(page), 'Mapa de Virginia');
}

test('the Map Explorer in Spanish: its layers, what is here, a line drawn from the keyboard and posted as a Spanish comment, then seen on the Spanish map', async ({
  page,
}) => {
  const text = `Falta un cruce peatonal en este tramo ${Date.now()}`;
  afterTest((database) => database.deleteFrom('comments').where('text', '=', text).execute());
  await openSpanishExplorer(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorador de mapas');
  await expect(page.getByRole('navigation', { name: 'InteractVTrans' }).getByRole('link', { name: 'Explorador de mapas' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The layers: the tool's words in Spanish, staff's layer names as written, marked English.
  const layers = page.getByRole('group', { name: 'Capas' });
  const corridors = layers.getByRole('checkbox', { name: 'Corridors of Statewide Significance' });
  await expect(corridors).toBeChecked();
  await expect(layers.locator('label[for="layer-corridors-of-statewide-significance"]')).toHaveAttribute('lang', 'en');
  await expect(layers.getByRole('checkbox', { name: 'Comentarios del público' })).toBeChecked();
  await expect(layers.getByText('Comentario con respuesta del personal')).toBeVisible();
  await expect(layers.getByRole('slider', { name: 'Opacidad de Corridors of Statewide Significance' })).toHaveAttribute('aria-valuetext', '100 por ciento');
  // MapLibre's own buttons speak Spanish too.
  await expect(page.getByRole('button', { name: 'Acercar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // "What is here?" at a place with nothing on the visible layers says so in Spanish.
  await corridors.uncheck();
  await layers.getByRole('checkbox', { name: 'Comentarios del público' }).uncheck();
  await page.getByRole('button', { name: '¿Qué hay aquí?' }).click();
  await expect(page.locator('.explorer__notice')).toHaveText('Las capas visibles no tienen nada aquí.');

  // A line drawn from the keyboard alone, every step told in Spanish.
  await page.getByRole('button', { name: 'Dejar un comentario' }).click();
  await page.getByRole('button', { name: 'Línea', exact: true }).press('Enter');
  const status = page.locator('.drawing-status');
  const add = page.getByRole('button', { name: 'Agregar un punto en el centro del mapa' });
  await add.press('Enter');
  await expect(status).toHaveText('1 punto agregado a la línea; agregue el siguiente.');
  await add.press('Enter');
  await expect(status).toHaveText(/^El mapa no se movió desde el último punto/);
  await canvas(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await add.press('Enter');
  await expect(status).toHaveText('2 puntos agregados a la línea; termine la línea o agregue más.');
  await page.getByRole('button', { name: 'Terminar la línea' }).press('Enter');
  await expect(status).toHaveText('Se dibujó una línea de 2 puntos.');

  const form = page.getByRole('form', { name: 'Su comentario' });
  await form.getByLabel('Tema').selectOption({ label: 'Seguridad' });
  await form.getByLabel('Comentario', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Enviar comentario' }).press('Enter');
  await expect(form.getByRole('status')).toHaveText('Gracias: su comentario fue publicado. El personal lee todos los comentarios.');
  const stored = await db().selectFrom('comments').select(['id', 'language', 'category']).where('text', '=', text).executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ language: 'es', category: 'Safety' });
  await expectNoSeriousA11yViolations(page);

  // The link a Spanish receipt gives opens the Spanish map on the comment, its details in Spanish.
  await openSpanishExplorer(page, `/es/interactvtrans/map-explorer?comment=${stored.id}`);
  const popup = page.locator('.maplibregl-popup');
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText('Comentario: Seguridad');
  await expect(popup).toContainText(text);
  await expect(popup).toContainText('El personal todavía no respondió.');
  await expect(popup.locator('.feature-details__text')).not.toHaveAttribute('lang', /.+/);
});
