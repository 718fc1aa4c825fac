import { AppError } from '@vtrans/contracts/errors';
import {
  listWaitingTranslationReviews,
  submitTranslationForReview,
  unpublishContentItem,
  createContentItem,
  findPageTranslation,
  listItemTranslations,
  listTranslationStates,
  publishContentItem,
  saveContentItem,
  saveTranslation,
  searchSpanishPages,
  type Trx,
} from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishWithoutReview } from '../support/content-review';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// Issue 62: a page's Spanish version says one revision of its English, and is behind once the
// English is published past it.

let database: TestDatabase;
let editorId: string;
const route = '/about/gap-ta';
const spanish = {
  title: 'GAP-TA',
  description: 'Asistencia técnica.',
  heading: 'Asistencia técnica GAP',
  intro: 'Para gobiernos locales.',
  body: 'Cómo pedirla.',
};

beforeAll(async () => {
  database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  editorId = (await database.db.insertInto('users').values({ email: 'traductora@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
  // Translations follow what is published: this office publishes without a second pair of eyes (content-reviews.test.ts tests the review).
  await publishWithoutReview(database.db, editorId);
});
afterAll(() => database.drop());

const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => database.db.transaction().execute(work);
const pageItem = () =>
  database.db.selectFrom('content_items').selectAll().where('kind', '=', 'pages').where('public_key', '=', route).executeTakeFirstOrThrow();

/** The item's English published again with a field (its intro, unless named) ending in `addition`: its translation is then behind. */
async function publishAgain(itemId: string, addition: string, field = 'intro') {
  await inTransaction(async (trx) => {
    const item = await trx.selectFrom('content_items').select(['version', 'published_revision']).where('id', '=', itemId).executeTakeFirstOrThrow();
    const { fields } = await trx
      .selectFrom('content_revisions')
      .select('fields')
      .where('item_id', '=', itemId)
      .where('number', '=', item.published_revision!)
      .executeTakeFirstOrThrow();
    await saveContentItem(trx, itemId, item.version, { ...fields, [field]: `${String(fields[field])} ${addition}` } as never, editorId, null);
    const saved = await trx.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
    await publishContentItem(trx, itemId, saved.version, editorId);
  });
}

const publishEnglishAgain = async () => publishAgain((await pageItem()).id, 'More.');

describe('a page’s Spanish version', () => {
  it('is missing, then current, then behind when the English is published again, then current when confirmed', async () => {
    const state = async () => (await listTranslationStates(database.db, 'es')).find((row) => row.route === route)!.state;
    expect(await state()).toBe('missing');
    expect(await findPageTranslation(database.db, route, 'es')).toBeNull();

    const written = await pageItem();
    await inTransaction((trx) =>
      saveTranslation(trx, { itemId: written.id, language: 'es', englishRevision: written.published_revision!, fields: spanish, actorId: editorId }),
    );
    expect(await state()).toBe('current');
    expect((await findPageTranslation(database.db, route, 'es'))!.fields.heading).toBe('Asistencia técnica GAP');

    await publishEnglishAgain();
    expect(await state()).toBe('behind');
    const behind = await findPageTranslation(database.db, route, 'es');
    expect(behind!.state).toBe('behind');
    expect(behind!.englishPublishedAt).toBeInstanceOf(Date);

    // Saved against the English the editor saw before it changed: refused, and nothing changes.
    const stale = inTransaction((trx) =>
      saveTranslation(trx, { itemId: written.id, language: 'es', englishRevision: written.published_revision!, fields: null, actorId: editorId }),
    );
    await expect(stale).rejects.toThrow(AppError);
    expect(await state()).toBe('behind');

    const now = await pageItem();
    await inTransaction((trx) =>
      saveTranslation(trx, {
        itemId: now.id,
        language: 'es',
        englishRevision: now.published_revision!,
        fields: { ...spanish, intro: 'Para gobiernos locales, y más.' },
        actorId: editorId,
      }),
    );
    expect(await state()).toBe('current');
    // The Spanish it replaced is kept in the audit entry, so a save can be undone by hand.
    const entry = await database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject', '=', `content:${now.id}`)
      .where('action', '=', 'content.translate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((entry.details as { previous: { fields: { intro: string } } }).previous.fields.intro).toBe('Para gobiernos locales.');
  });

  it('cannot be confirmed before it is written', async () => {
    const item = await database.db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', 'pages')
      .where('public_key', '=', '/newsletter')
      .executeTakeFirstOrThrow();
    await expect(
      inTransaction((trx) =>
        saveTranslation(trx, { itemId: item.id, language: 'es', englishRevision: item.published_revision!, fields: null, actorId: editorId }),
      ),
    ).rejects.toThrow('There is no translation to confirm');
  });
});

describe('a meeting’s Spanish version (its title and intro)', () => {
  // A meeting of the test's own, years ahead: staff's list holds the meetings still to come.
  const meetingItem = async () => {
    const fields = {
      title: 'Route 29 open house',
      intro: 'Come and see the plan.',
      startsAt: '2031-03-04T18:00',
      timeZone: 'America/New_York' as const,
      durationMinutes: 60,
      location: 'Charlottesville',
      onlineUrl: '',
      body: '',
      documentIds: [],
      localities: [],
    };
    const id = await inTransaction(async (trx) => {
      const created = await createContentItem(trx, 'meetings', fields, editorId);
      await publishContentItem(trx, created, 1, editorId);
      return created;
    });
    return database.db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  };
  const pastMeeting = () =>
    database.db
      .selectFrom('content_items')
      .select('id')
      .where('kind', '=', 'meetings')
      .where('public_key', '=', 'ctb-workshop-vision-2025')
      .executeTakeFirstOrThrow();
  const saveFor = (itemId: string, englishRevision: number, fields: Record<string, string>) =>
    inTransaction((trx) => saveTranslation(trx, { itemId, language: 'es', englishRevision, fields: fields as never, actorId: editorId }));

  it('is listed for staff, shown by the meeting’s key, and behind once the English meeting is published again', async () => {
    const meeting = await meetingItem();
    const listed = async () => (await listTranslationStates(database.db, 'es')).find((row) => row.itemId === meeting.id);
    expect(await listed()).toMatchObject({ kind: 'meetings', route: meeting.public_key, state: 'missing' });
    // A meeting already past is not listed: nobody needs it in Spanish now.
    const past = await pastMeeting();
    expect((await listTranslationStates(database.db, 'es')).some((row) => row.itemId === past.id)).toBe(false);
    expect((await listItemTranslations(database.db, 'meetings', 'es')).has(meeting.public_key!)).toBe(false);

    // A page's fields are not a meeting's: refused, and nothing is written.
    await expect(saveFor(meeting.id, meeting.published_revision!, spanish)).rejects.toThrow('Those are not the fields this item translates');
    expect((await listed())!.state).toBe('missing');

    await saveFor(meeting.id, meeting.published_revision!, { title: 'Reunión pública', intro: 'Venga a conocer el plan.' });
    const shown = await listItemTranslations(database.db, 'meetings', 'es');
    expect([...shown.keys()]).toEqual([meeting.public_key!]);
    expect(shown.get(meeting.public_key!)).toMatchObject({ fields: { title: 'Reunión pública', intro: 'Venga a conocer el plan.' }, state: 'current' });
    expect((await listed())!.state).toBe('current');

    await publishAgain(meeting.id, 'Now online too.');
    expect((await listItemTranslations(database.db, 'meetings', 'es')).get(meeting.public_key!)!.state).toBe('behind');
    expect((await listed())!.state).toBe('behind');
  });

  it('waits for no reviewer while its meeting is off the site: a meeting can be unpublished, a page cannot', async () => {
    const meeting = await meetingItem();
    await inTransaction((trx) =>
      submitTranslationForReview(trx, {
        itemId: meeting.id,
        language: 'es',
        englishRevision: meeting.published_revision!,
        fields: { title: 'Jornada de puertas abiertas', intro: 'Venga a ver el plan.' },
        note: '',
        actorId: editorId,
      }),
    );
    const waiting = async () => (await listWaitingTranslationReviews(database.db)).some((review) => review.item_id === meeting.id);
    expect(await waiting()).toBe(true);
    await inTransaction((trx) => unpublishContentItem(trx, meeting.id, meeting.version, editorId));
    expect(await waiting()).toBe(false);
  });
});

describe('a program update’s, an event’s, an announcement’s and a question’s Spanish', () => {
  const publishNew = async (kind: 'events' | 'updates' | 'faqs' | 'announcements', fields: Record<string, unknown>) => {
    const id = await inTransaction(async (trx) => {
      const created = await createContentItem(trx, kind, fields as never, editorId);
      await publishContentItem(trx, created, 1, editorId);
      return created;
    });
    return database.db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  };
  const saveFor = (itemId: string, englishRevision: number, fields: Record<string, string>) =>
    inTransaction((trx) => saveTranslation(trx, { itemId, language: 'es', englishRevision, fields: fields as never, actorId: editorId }));
  const stateOf = async (itemId: string) => (await listTranslationStates(database.db, 'es')).find((row) => row.itemId === itemId)?.state;

  it('an update’s is its own page: listed, shown by its id, found by Spanish search at its address, behind when the English moves, gone when it is taken off', async () => {
    const update = await publishNew('updates', {
      date: '2026-11-02',
      title: 'Bridge study begins',
      intro: 'The bridge study starts.',
      body: 'More soon.',
      localities: [],
    });
    expect(await stateOf(update.id)).toBe('missing');
    // A question's fields are not an update's: refused.
    await expect(saveFor(update.id, update.published_revision!, { topic: 'a', question: 'b', answer: 'c' })).rejects.toThrow('Those are not the fields');

    await saveFor(update.id, update.published_revision!, {
      title: 'Comienza el estudio del puente',
      intro: 'El estudio del puente empieza.',
      body: 'Pronto habrá más.',
    });
    expect(await stateOf(update.id)).toBe('current');
    const shown = await listItemTranslations(database.db, 'updates', 'es', [update.public_key!]);
    expect(shown.get(update.public_key!)).toMatchObject({ fields: { title: 'Comienza el estudio del puente' }, state: 'current' });
    // Only the ids asked for.
    expect((await listItemTranslations(database.db, 'updates', 'es', ['no-such-update'])).size).toBe(0);
    // Spanish stems: "puentes" finds "puente"; the result is the update's English address, which the Spanish search page puts under /es.
    expect((await searchSpanishPages(database.db, 'puentes estudio', [])).map((page) => page.route)).toEqual([
      `/get-involved/program-updates/update?id=${encodeURIComponent(update.public_key!)}`,
    ]);

    await publishAgain(update.id, 'Dates added.');
    expect(await stateOf(update.id)).toBe('behind');
    const after = (await listItemTranslations(database.db, 'updates', 'es')).get(update.public_key!)!;
    expect(after.state).toBe('behind');
    expect(after.englishPublishedAt).toBeInstanceOf(Date);

    const current = await database.db.selectFrom('content_items').select('version').where('id', '=', update.id).executeTakeFirstOrThrow();
    await inTransaction((trx) => unpublishContentItem(trx, update.id, current.version, editorId));
    expect((await listItemTranslations(database.db, 'updates', 'es')).has(update.public_key!)).toBe(false);
    expect(await searchSpanishPages(database.db, 'puentes estudio', [])).toEqual([]);
    expect(await stateOf(update.id)).toBeUndefined();
  });

  it('an event’s holds its title and description, and is listed for staff until the event starts', async () => {
    const event = (startsAt: string) =>
      publishNew('events', {
        title: `Corridor walk ${startsAt}`,
        startsAt,
        timeZone: 'America/New_York',
        location: 'Roanoke',
        description: 'Walk the corridor with us.',
      });
    const coming = await event('2031-05-01T10:00');
    const past = await event('2020-05-01T10:00');
    expect(await stateOf(coming.id)).toBe('missing');
    expect(await stateOf(past.id)).toBeUndefined();
    await expect(saveFor(coming.id, coming.published_revision!, { title: 'a', intro: 'b' })).rejects.toThrow('Those are not the fields');
    await saveFor(coming.id, coming.published_revision!, { title: 'Recorrido del corredor', description: 'Recorra el corredor con nosotros.' });
    expect((await listItemTranslations(database.db, 'events', 'es')).get(coming.public_key!)).toMatchObject({
      fields: { title: 'Recorrido del corredor', description: 'Recorra el corredor con nosotros.' },
      state: 'current',
    });
    await publishAgain(coming.id, 'Bring water.', 'description');
    expect(await stateOf(coming.id)).toBe('behind');
  });

  it('an announcement’s holds its words, and is listed for staff until its last day has passed', async () => {
    const announcement = (showUntil: string) =>
      publishNew('announcements', { date: '2026-01-05', message: `Office closed ${showUntil}`, href: '', pages: ['/'], showUntil });
    const showing = await announcement('');
    const ended = await announcement('2026-01-06');
    expect(await stateOf(showing.id)).toBe('missing');
    expect(await stateOf(ended.id)).toBeUndefined();
    await saveFor(showing.id, showing.published_revision!, { message: 'Oficina cerrada' });
    expect((await listItemTranslations(database.db, 'announcements', 'es')).get(showing.public_key!)).toMatchObject({
      fields: { message: 'Oficina cerrada' },
      state: 'current',
    });
  });

  it('a question’s holds its topic, question and answer, and is behind once its answer changes in English', async () => {
    const faq = await publishNew('faqs', { topic: 'Bridges', question: 'When does the study end?', answer: 'In spring.', position: 990 });
    expect(await stateOf(faq.id)).toBe('missing');
    await expect(saveFor(faq.id, faq.published_revision!, { title: 'a', intro: 'b', body: 'c' })).rejects.toThrow('Those are not the fields');
    await saveFor(faq.id, faq.published_revision!, { topic: 'Puentes', question: '¿Cuándo termina el estudio?', answer: 'En primavera.' });
    expect((await listItemTranslations(database.db, 'faqs', 'es')).get(faq.public_key!)).toMatchObject({
      fields: { topic: 'Puentes', question: '¿Cuándo termina el estudio?', answer: 'En primavera.' },
      state: 'current',
    });
    await publishAgain(faq.id, 'Or early summer.', 'answer');
    expect(await stateOf(faq.id)).toBe('behind');
    expect((await listItemTranslations(database.db, 'faqs', 'es')).get(faq.public_key!)!.state).toBe('behind');
  });
});

describe('search in Spanish', () => {
  const written = [{ route: '/interactvtrans/comments/new', title: 'Comente sobre un lugar', description: 'Deje un comentario sobre un lugar de Virginia.' }];
  const found = async (words: string) => (await searchSpanishPages(database.db, words, written)).map((page) => page.route);

  it('reads Spanish stems with the accents left off, in staff’s translations and the team’s pages alike', async () => {
    // The seeded Title VI notice says "queja" and "quejas"; the privacy statement "información".
    expect(await found('quejas')).toContain('/about/title-vi');
    expect(await found('queja')).toContain('/about/title-vi');
    expect(await found('informacion')).toContain('/about/privacy');
    expect(await found('comentarios')).toContain('/interactvtrans/comments/new');
    // Every word must be there, as the search box takes them; English words find nothing.
    expect(await found('queja cookies')).toEqual([]);
    expect(await found('complaint')).toEqual([]);
  });

  it('takes a reader’s words as words: quotes, minus signs and stray symbols are no syntax error', async () => {
    expect(await found('"presentar una queja"')).toContain('/about/title-vi');
    expect(await found('queja -privacidad')).toContain('/about/title-vi');
    expect(await found('queja & | ! ( ):*')).toContain('/about/title-vi');
  });
});
