import { createContentItem, publishContentItem, saveContentItem } from '@vtrans/db';
import { expectNoSeriousA11yViolations } from './axe';
import { approvedByAnother } from '../support/content-review';
import { createUser, signInBrowser } from './auth-fixtures';
import { expect, test } from './browser-test';
import { gotoReady } from './navigation';
import { removeContentItems } from './content-fixtures';
import { cleanUpAfterEach, runDatabase } from './run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

// Issue 62: staff keep the Spanish current. A page no other test reads the description of; the
// test changes only that field of its English, and puts it back.
const route = '/long-term-planning/megatrend-consumption';
const spanish = `/es${route}`;

/**
 * The English page published again with `change` made to its fields, as an editor would once
 * another has approved it (content-editing-desktop.spec.ts proves the editor, content-review-desktop.spec.ts the review).
 */
async function publishEnglish(change: (fields: Record<string, unknown>) => Record<string, unknown>, editorId: string) {
  const reviewer = await createUser(db(), 'editor');
  await db()
    .transaction()
    .execute(async (trx) => {
      const item = await trx
        .selectFrom('content_items')
        .select(['id', 'version', 'published_revision'])
        .where('kind', '=', 'pages')
        .where('public_key', '=', route)
        .executeTakeFirstOrThrow();
      const { fields } = await trx
        .selectFrom('content_revisions')
        .select('fields')
        .where('item_id', '=', item.id)
        .where('number', '=', item.published_revision!)
        .executeTakeFirstOrThrow();
      await saveContentItem(trx, item.id, item.version, change(fields) as never, editorId, null);
      await approvedByAnother(trx, item.id, editorId, reviewer.id);
      const saved = await trx.selectFrom('content_items').select('version').where('id', '=', item.id).executeTakeFirstOrThrow();
      await publishContentItem(trx, item.id, saved.version, editorId);
    });
}

const hreflangEs = (page: import('@playwright/test').Page) => page.locator('link[rel="alternate"][hreflang="es"]');

type Person = { id: string };

/** A new item of the test's own, published once another editor approved it; its id and public key. */
async function publishNew(
  kind: 'meetings' | 'events' | 'updates' | 'faqs' | 'announcements',
  fields: Record<string, unknown>,
  editor: Person,
  reviewer: Person,
) {
  return db()
    .transaction()
    .execute(async (trx) => {
      const id = await createContentItem(trx, kind, fields as never, editor.id);
      await approvedByAnother(trx, id, editor.id, reviewer.id);
      await publishContentItem(trx, id, 1, editor.id);
      return { itemId: id, key: (await trx.selectFrom('content_items').select('public_key').where('id', '=', id).executeTakeFirstOrThrow()).public_key! };
    });
}

/** The item's English published again with `fields`, once another editor approved it: its Spanish is then behind. */
async function republish(itemId: string, fields: Record<string, unknown>, editor: Person, reviewer: Person) {
  await db()
    .transaction()
    .execute(async (trx) => {
      const item = await trx.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
      await saveContentItem(trx, itemId, item.version, fields as never, editor.id, null);
      await approvedByAnother(trx, itemId, editor.id, reviewer.id);
      const saved = await trx.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
      await publishContentItem(trx, itemId, saved.version, editor.id);
    });
}

/** In staff's list, opens the item titled `title` in `table`, checks its Spanish address, and submits `spanish` (label → words) for review. */
async function submitSpanish(page: import('@playwright/test').Page, table: string, title: string, address: string, spanish: Record<string, string>) {
  await gotoReady(page, '/admin/content/translations');
  const row = page.getByRole('region', { name: table }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('None yet');
  await expect(row).toContainText(address);
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Spanish version of “${title}”`);
  const form = page.getByRole('form', { name: 'The Spanish version' });
  // The fields the kind translates, and the note for the reviewer.
  await expect(form.getByRole('textbox')).toHaveCount(Object.keys(spanish).length + 1);
  for (const [label, words] of Object.entries(spanish)) await form.getByLabel(`${label} in Spanish`).fill(words);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Submit this Spanish for review' }).click();
  await expect(page.getByText('Submitted for review: another editor approves this Spanish before it goes on the site.')).toBeVisible();
}

/**
 * A second editor, in a browser of their own, reads the Spanish waiting on `address` and approves
 * it (decision 055): what it does is said first, as `confirmLabel`.
 */
async function approveAsAnotherEditor(browser: import('@playwright/test').Browser, address: string, confirmLabel: string) {
  const context = await browser.newContext();
  try {
    await signInBrowser(db(), context, 'editor');
    const page = await context.newPage();
    await gotoReady(page, address);
    const waiting = page.getByRole('region', { name: 'Waiting for review' });
    await expectNoSeriousA11yViolations(page);
    await waiting.getByRole('button', { name: 'Approve it and put it on the site…' }).click();
    await waiting.getByRole('group', { name: 'Please confirm' }).getByRole('button', { name: confirmLabel }).click();
    await expect(page.getByText('Approved: the Spanish is on the site now, and current.')).toBeVisible();
  } finally {
    await context.close();
  }
}

test('an editor writes a page in Spanish, another approves it; when its English changes the Spanish is behind for readers and staff, until its confirmation is approved', async ({
  page,
  browser,
}) => {
  const editor = await signInBrowser(db(), page.context(), 'editor');
  let originalDescription: unknown;
  afterTest(async (database) => {
    const item = await database.selectFrom('content_items').select('id').where('kind', '=', 'pages').where('public_key', '=', route).executeTakeFirstOrThrow();
    await database.deleteFrom('content_translations').where('item_id', '=', item.id).execute();
    await database.deleteFrom('translation_reviews').where('item_id', '=', item.id).execute();
    if (originalDescription !== undefined) await publishEnglish((fields) => ({ ...fields, description: originalDescription }), editor.id);
  });

  await gotoReady(page, '/admin/content/translations');
  await expectNoSeriousA11yViolations(page);
  const list = page.getByRole('region', { name: 'Pages by the state of their Spanish' });
  const row = list.getByRole('row').filter({ hasText: spanish });
  await expect(row).toContainText('None yet');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Spanish version of /);

  const form = page.getByRole('form', { name: 'The Spanish version' });
  await form.getByLabel('Title (browser tab and search results) in Spanish').fill('Megatendencia: el consumo');
  await form.getByLabel('Description (search results) in Spanish').fill('Cómo cambian las compras y las entregas el transporte de Virginia.');
  await form.getByLabel('Heading in Spanish').fill('Megatendencia: cómo consumimos');
  await form.getByLabel('Intro in Spanish').fill('Las compras en línea y las entregas a domicilio cambian qué se transporta, y adónde.');
  await form.getByLabel('Body in Spanish').fill('Más camiones de reparto en las calles de los barrios.');
  await form.getByLabel('Note for the reviewer (optional)').fill('Revisado con el glosario.');
  await expectNoSeriousA11yViolations(page);
  // Submitted, not published (decision 055): readers see nothing yet, and its writer cannot approve it.
  await form.getByRole('button', { name: 'Submit this Spanish for review' }).click();
  await expect(page.getByText('Submitted for review: another editor approves this Spanish before it goes on the site.')).toBeVisible();
  const editAddress = page.url();
  await gotoReady(page, spanish);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Megatendencia: cómo consumimos');
  await gotoReady(page, editAddress);
  const waiting = page.getByRole('region', { name: 'Waiting for review' });
  await expect(waiting).toContainText(`Submitted by ${editor.email}`);
  await expect(waiting).toContainText('“Revisado con el glosario.”');
  await expect(waiting).toContainText('You wrote or submitted Spanish for this page since it was last approved: another editor reviews it.');
  await expect(waiting.getByRole('button', { name: 'Approve it and put it on the site…' })).toHaveCount(0);
  await approveAsAnotherEditor(browser, editAddress, 'Yes, put the Spanish on the site');

  // Readers: the Spanish, in Spanish, and the two editions name each other.
  await gotoReady(page, spanish);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Megatendencia: cómo consumimos');
  await expect(page.getByRole('complementary', { name: 'Traducción atrasada' })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  await gotoReady(page, route);
  await expect(hreflangEs(page)).toHaveAttribute('href', new RegExp(`${spanish}$`));

  // The English is published again: the Spanish is behind.
  await publishEnglish((fields) => {
    originalDescription = fields.description;
    return { ...fields, description: `${String(fields.description)} Revised.` };
  }, editor.id);
  await gotoReady(page, spanish);
  const behind = page.getByRole('complementary', { name: 'Traducción atrasada' });
  await expect(behind).toContainText('Esta traducción puede estar atrasada.');
  await expect(behind.getByRole('link', { name: 'Lea la página en inglés' })).toHaveAttribute('href', route);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await gotoReady(page, route);
  await expect(hreflangEs(page)).toHaveCount(0);

  // Staff see it behind, and what the English changed.
  await gotoReady(page, '/admin/content/translations');
  await expect(list.getByRole('row').filter({ hasText: spanish })).toContainText('Behind: the English changed since');
  await list.getByRole('row').filter({ hasText: spanish }).getByRole('link').click();
  const changes = page.getByRole('region', { name: 'What the English changed since the Spanish was written' });
  await expect(changes).toContainText('Description (search results)');
  await changes.getByText(/^Changes from version/).click();
  await expect(changes.locator('ins')).toContainText('Revised.');
  await page.getByRole('button', { name: 'The Spanish still says the same: submit that for review' }).click();
  await expect(page.getByText('Submitted for review: another editor confirms the Spanish still says the same before it is marked current.')).toBeVisible();
  await approveAsAnotherEditor(browser, page.url(), 'Yes, the Spanish still says the same');

  await gotoReady(page, spanish);
  await expect(page.getByRole('complementary', { name: 'Traducción atrasada' })).toHaveCount(0);
  await gotoReady(page, route);
  await expect(hreflangEs(page)).toHaveCount(1);
});

test('a meeting’s title and intro in Spanish: one editor writes them, another approves, the Spanish meetings page shows them, and says so when the English meeting changes', async ({
  page,
  browser,
}) => {
  const editor = await signInBrowser(db(), page.context(), 'editor');
  const reviewer = await createUser(db(), 'editor');
  // A meeting of the test's own, years ahead, so it is on the Spanish page whatever the day.
  const title = `Route 460 corridor workshop ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const meeting = {
    title,
    intro: 'See the draft corridor plan and tell us what you think.',
    startsAt: '2031-06-10T18:30',
    timeZone: 'America/New_York' as const,
    durationMinutes: 90,
    location: 'Lynchburg City Hall',
    onlineUrl: '',
    body: '',
    documentIds: [],
    localities: [],
  };
  const { itemId, key } = await publishNew('meetings', meeting, editor, reviewer);
  const entry = page.locator(`li#meeting-${key}`);

  // Before any Spanish: the English words, marked as English.
  await gotoReady(page, '/es/get-involved/meetings');
  await expect(entry.getByRole('link', { name: title, exact: true })).toHaveAttribute('lang', 'en');

  await submitSpanish(page, 'Meetings by the state of their Spanish', title, `/es/get-involved/meetings#meeting-${key}`, {
    Title: 'Taller del corredor de la Ruta 460',
    Intro: 'Vea el borrador del plan del corredor y díganos qué piensa.',
  });
  await approveAsAnotherEditor(browser, page.url(), 'Yes, put the Spanish on the site');

  // Readers: the meeting in Spanish, at the time the English gives, in Spanish.
  await gotoReady(page, '/es/get-involved/meetings');
  const link = entry.getByRole('link', { name: 'Taller del corredor de la Ruta 460', exact: true });
  await expect(link).toHaveAttribute('href', `/get-involved/meetings/meeting?article=${key}`);
  await expect(link).not.toHaveAttribute('lang', /.+/);
  await expect(entry).toContainText('Vea el borrador del plan del corredor y díganos qué piensa.');
  await expect(entry.locator('time')).toContainText('10 de junio de 2031');
  await expect(entry.locator('.translation-behind')).toHaveCount(0);

  // The English meeting is published again (its place changed): the Spanish is behind, and says so.
  await republish(itemId, { ...meeting, location: 'Lynchburg Public Library' }, editor, reviewer);
  await gotoReady(page, '/es/get-involved/meetings');
  await expect(entry).toContainText('Lynchburg Public Library');
  await expect(entry.locator('.translation-behind')).toContainText('La reunión cambió en inglés después de esta traducción');
  await expectNoSeriousA11yViolations(page);
  await gotoReady(page, '/admin/content/translations');
  await expect(page.getByRole('region', { name: 'Meetings by the state of their Spanish' }).getByRole('row').filter({ hasText: title })).toContainText(
    'Behind: the English changed since',
  );

  // On the calendar as an event standing for the meeting: the event's entry shows the meeting's
  // Spanish and carries both anchors, the event's and the meeting's (what staff's links lead to).
  const event = await db()
    .insertInto('events')
    .values({
      title: `${title} (calendar)`,
      starts_at: new Date('2031-06-10T22:30:00Z'),
      location: 'Lynchburg Public Library',
      description: 'Calendar.',
      article_name: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  afterTest((database) => database.deleteFrom('events').where('id', '=', event.id).execute());
  // A cached copy of the page gives way within a second of the write (the page cache's poll).
  await expect(async () => {
    await gotoReady(page, '/es/get-involved/meetings');
    await expect(page.locator(`li#event-${event.id} #meeting-${key}`)).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await expect(page.locator(`li#event-${event.id}`)).toContainText('Taller del corredor de la Ruta 460');
  await expect(page.locator(`#meeting-${key}`)).toHaveCount(1);
});

test('a program update in Spanish: its own Spanish page once approved, in the Spanish list and in hreflang; behind when the English changes', async ({
  page,
  browser,
}) => {
  const editor = await signInBrowser(db(), page.context(), 'editor');
  const reviewer = await createUser(db(), 'editor');
  const title = `Fredericksburg bridge study ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const update = { date: '2026-11-20', title, intro: 'The bridge study starts this winter.', body: 'We will **meet** in January.', localities: [] };
  const { itemId, key } = await publishNew('updates', update, editor, reviewer);
  const english = `/get-involved/program-updates/update?id=${encodeURIComponent(key)}`;
  const spanishUpdate = `/es${english}`;

  // Before any Spanish: the list shows it in English, marked so, and its Spanish address says it is not in Spanish yet.
  await gotoReady(page, '/es/get-involved/program-updates');
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('lang', 'en');
  await gotoReady(page, spanishUpdate);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página todavía no está en español');
  await gotoReady(page, english);
  await expect(hreflangEs(page)).toHaveCount(0);

  await submitSpanish(page, 'Program updates by the state of their Spanish', title, spanishUpdate, {
    Title: 'Estudio del puente de Fredericksburg',
    Intro: 'El estudio del puente empieza este invierno.',
    Body: 'Nos **reuniremos** en enero.',
  });
  await approveAsAnotherEditor(browser, page.url(), 'Yes, put the Spanish on the site');

  // Readers: the Spanish list leads to the Spanish page, dated in Spanish, its body drawn from its Markdown.
  await gotoReady(page, '/es/get-involved/program-updates');
  await page.getByRole('link', { name: 'Estudio del puente de Fredericksburg', exact: true }).click();
  await expect(page).toHaveURL(spanishUpdate);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estudio del puente de Fredericksburg');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('article time')).toHaveText('20 de noviembre de 2026');
  await expect(page.locator('article strong')).toHaveText('reuniremos');
  await expect(page.getByRole('complementary', { name: 'Traducción atrasada' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Spanish search finds it, at its Spanish address.
  await gotoReady(page, '/es/search?searchString=puentes+Fredericksburg');
  await expect(page.getByRole('link', { name: 'Estudio del puente de Fredericksburg' })).toHaveAttribute('href', spanishUpdate);
  // Search engines are told the English update has this Spanish page.
  await gotoReady(page, english);
  await expect(hreflangEs(page)).toHaveAttribute('href', new RegExp(`${spanishUpdate.replace(/[?]/g, '\\?')}$`));

  // The English update is published again: the Spanish says it may be behind, and is no longer the English's alternate.
  await republish(itemId, { ...update, intro: 'The bridge study starts this winter, with a public meeting.' }, editor, reviewer);
  await gotoReady(page, spanishUpdate);
  const behind = page.getByRole('complementary', { name: 'Traducción atrasada' });
  await expect(behind).toContainText('La novedad en inglés cambió');
  await expect(behind.getByRole('link', { name: 'Lea la novedad en inglés' })).toHaveAttribute('href', english);
  await gotoReady(page, english);
  await expect(hreflangEs(page)).toHaveCount(0);
});

test('a question in Spanish: the Spanish questions page shows its topic, question and answer at the anchor its English has, the rest marked English', async ({
  page,
  browser,
}) => {
  const editor = await signInBrowser(db(), page.context(), 'editor');
  const reviewer = await createUser(db(), 'editor');
  const question = `Can I comment by phone? ${Date.now()}`;
  afterTest((database) => removeContentItems(database, question));
  const { key } = await publishNew('faqs', { topic: 'Commenting by phone', question, answer: 'Yes: call us.', position: 995 }, editor, reviewer);
  const entry = page.locator(`details#faq-${key}`);

  await gotoReady(page, '/es/get-involved/frequently-asked-questions');
  await expect(entry).toHaveAttribute('lang', 'en');
  await expect(entry.locator('summary')).toHaveText(question);

  await submitSpanish(page, 'Frequently asked questions by the state of their Spanish', question, `/es/get-involved/frequently-asked-questions#faq-${key}`, {
    Topic: 'Comentar por teléfono',
    Question: '¿Puedo comentar por teléfono?',
    Answer: 'Sí: llámenos.',
  });
  await approveAsAnotherEditor(browser, page.url(), 'Yes, put the Spanish on the site');

  await gotoReady(page, `/es/get-involved/frequently-asked-questions#faq-${key}`);
  await expect(entry).not.toHaveAttribute('lang', /.+/);
  await expect(page.getByRole('region', { name: 'Comentar por teléfono' })).toBeVisible();
  await entry.locator('summary').click();
  await expect(entry).toContainText('Sí: llámenos.');
  // Questions nobody translated stay as written, marked English.
  await expect(page.locator('details.faq[lang="en"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an event in Spanish: its title and description on the Spanish meetings page, at its anchor, once another editor approves them', async ({
  page,
  browser,
}) => {
  const editor = await signInBrowser(db(), page.context(), 'editor');
  const reviewer = await createUser(db(), 'editor');
  // An event of the test's own, years ahead, so it is on the Spanish page whatever the day.
  const title = `Corridor bike ride ${Date.now()}`;
  afterTest((database) => removeContentItems(database, title));
  const { key } = await publishNew(
    'events',
    { title, startsAt: '2031-09-14T09:00', timeZone: 'America/New_York', location: 'Richmond', description: 'Ride the corridor with staff.' },
    editor,
    reviewer,
  );
  const entry = page.locator(`li#event-${key}`);
  await gotoReady(page, '/es/get-involved/meetings');
  await expect(entry.locator('strong')).toHaveAttribute('lang', 'en');

  await submitSpanish(page, 'Events by the state of their Spanish', title, `/es/get-involved/meetings#event-${key}`, {
    Title: 'Paseo en bicicleta por el corredor',
    Description: 'Recorra el corredor en bicicleta con el personal.',
  });
  await approveAsAnotherEditor(browser, page.url(), 'Yes, put the Spanish on the site');

  await gotoReady(page, '/es/get-involved/meetings');
  await expect(entry.locator('strong')).toHaveText('Paseo en bicicleta por el corredor');
  await expect(entry.locator('strong')).not.toHaveAttribute('lang', /.+/);
  await expect(entry).toContainText('Recorra el corredor en bicicleta con el personal.');
  await expect(entry.locator('time')).toContainText('14 de septiembre de 2031');
});

test('an announcement above the Spanish version of each page it shows on: in English, marked so, until another editor approves its Spanish', async ({
  page,
  browser,
}) => {
  const editor = await signInBrowser(db(), page.context(), 'editor');
  const reviewer = await createUser(db(), 'editor');
  const message = `Meetings move online next week ${Date.now()}`;
  afterTest((database) => removeContentItems(database, message));
  // Dated ahead of any other, so it is the one chosen for its page.
  await publishNew(
    'announcements',
    { date: '2031-01-02', message, href: '/get-involved/contact-us', pages: ['/get-involved/meetings'], showUntil: '' },
    editor,
    reviewer,
  );
  const banner = page.getByRole('complementary', { name: 'Aviso' });

  await gotoReady(page, '/es/get-involved/meetings');
  await expect(banner).toContainText('2 de enero de 2031');
  await expect(banner.locator('span[lang="en"]')).toHaveText(message);
  await expect(banner.getByRole('link', { name: 'Más información' })).toHaveAttribute('href', '/es/get-involved/contact-us');

  await submitSpanish(page, 'Announcements by the state of their Spanish', message, 'the Spanish versions of the pages it shows on', {
    Text: 'Las reuniones pasan a ser en línea la próxima semana.',
  });
  await approveAsAnotherEditor(browser, page.url(), 'Yes, put the Spanish on the site');

  await gotoReady(page, '/es/get-involved/meetings');
  await expect(banner).toContainText('Las reuniones pasan a ser en línea la próxima semana.');
  await expect(banner.locator('[lang="en"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The frame stays as the reader moves on: a page the announcement is not for shows none.
  await page.getByRole('navigation', { name: 'Páginas en español' }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/es\/get-involved\/frequently-asked-questions$/);
  await expect(banner).toHaveCount(0);
});
