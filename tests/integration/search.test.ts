import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_INSIGHT_MIN_SEARCHES, SearchQuery } from '@vtrans/contracts/search';
import { DocumentFields } from '@vtrans/contracts/documents';
import {
  chunkText,
  createDocument,
  deleteDocument,
  listSearchInsights,
  listSynonymChanges,
  RANK_ALL_LIMIT,
  updateDocument,
  listSynonymGroups,
  noteSearch,
  replaceSynonymGroups,
  saveDocumentText,
  searchSite,
  sql,
  synonymListVersion,
} from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import * as privacyMigration from '../../migrations/2026-11-29T0300_unconfirmed-mail-likes-and-search-privacy';
import { cloneDatabase, type TestDatabase } from '../support/databases';

describe('site search', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterAll(() => database.drop());

  const search = (input: Record<string, string>) => searchSite(database.db, SearchQuery.parse(input));

  it('matches all the words in any order, or with matchWholePhrase only the phrase', async () => {
    const words = await search({ searchString: 'index time travel' });
    const phrase = await search({ searchString: 'index time travel', matchWholePhrase: 'true' });
    const inOrder = await search({ searchString: 'travel time index', matchWholePhrase: 'true' });
    expect(words.total).toBeGreaterThan(0);
    expect(phrase.total).toBe(0);
    expect(inOrder.results.map((hit) => hit.title)).toContain('Webinar: understanding the 2023 Mid-term Needs');
    expect(inOrder.results[0]!.snippet).toContain(
      `${HIGHLIGHT_START}travel${HIGHLIGHT_END} ${HIGHLIGHT_START}time${HIGHLIGHT_END} ${HIGHLIGHT_START}index${HIGHLIGHT_END}`,
    );
  });

  it('searches only the sources asked for, and counts each', async () => {
    const everywhere = await search({ searchString: 'freight' });
    const updatesOnly = await search({ searchString: 'freight', includeSources: '["updates"]' });
    expect(everywhere.counts.pages).toBeGreaterThan(0);
    expect(updatesOnly.results.every((hit) => hit.source === 'updates')).toBe(true);
    expect(updatesOnly.total).toBe(everywhere.counts.updates);
    expect(updatesOnly.counts.pages).toBe(0);
    expect(everywhere.total).toBe(Object.values(everywhere.counts).reduce((a, b) => a + b, 0));
  });

  it('says so when the words are too common to search for, and treats markup as text', async () => {
    expect((await search({ searchString: 'the of and' })).notice).toBe('Those words are too common to search for. Please add a more specific word.');
    const odd = await search({ searchString: '<script>"unclosed ( & | !' });
    expect(odd.total).toBe(0);
  });

  it('finds a phrase far into a long document (chunked past the tsvector position limit), and never a hidden one', async () => {
    const filler = Array.from({ length: 40_000 }, (_, index) => `word${index % 997}`).join(' ');
    const text = `${filler} the eastern shore rail ferry crossing ${filler}`;
    expect(chunkText(text).length).toBeGreaterThan(50);
    const insert = (fileName: string, hidden: boolean) =>
      database.db
        .insertInto('documents')
        .values({
          file_name: fileName,
          title: `Study ${fileName}`,
          published_on: '2024-05-01',
          file_type: 'pdf',
          content_type: 'application/pdf',
          size_bytes: text.length,
          storage_key: 'documents/none.pdf',
          hidden,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const shown = await insert('Long_Study.pdf', false);
    const hidden = await insert('Hidden_Study.pdf', true);
    await database.db.transaction().execute(async (trx) => {
      await saveDocumentText(trx, shown.id, text);
      await saveDocumentText(trx, hidden.id, text);
    });
    const found = await search({ searchString: 'rail ferry crossing', matchWholePhrase: 'true', includeSources: 'documents' });
    expect(found.results.map((hit) => hit.url)).toEqual(['/resources/Long_Study.pdf']);
    expect(found.results[0]!.snippet).toContain(`${HIGHLIGHT_START}rail${HIGHLIGHT_END} ${HIGHLIGHT_START}ferry${HIGHLIGHT_END}`);
    expect(found.results[0]!.snippet.length).toBeLessThan(600);
  });

  it('narrows a phrase by its pairs of adjacent words without losing a phrase with stop words or hyphens', async () => {
    // Each document holds all the words of every phrase below; only some hold them together.
    const texts: Record<string, string> = {
      'Together.pdf': 'Planners propose a mid-term plan for the Route 29 corridor and a park and ride lot near Ruckersville.',
      'Apart.pdf': 'The plan covers the corridor; a mid-term review of Route 29 looks at the lot, the ride and a park near Ruckersville.',
    };
    for (const [fileName, text] of Object.entries(texts)) {
      const { id } = await database.db
        .insertInto('documents')
        .values({
          file_name: fileName,
          title: `Pairs ${fileName}`,
          published_on: '2024-05-01',
          file_type: 'pdf',
          content_type: 'application/pdf',
          size_bytes: text.length,
          storage_key: 'documents/none.pdf',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db.transaction().execute((trx) => saveDocumentText(trx, id, text));
    }
    const phrase = async (searchString: string) =>
      (await search({ searchString, matchWholePhrase: 'true', includeSources: 'documents' })).results
        .map((hit) => hit.url)
        .filter((url) => url.includes('/resources/Together') || url.includes('/resources/Apart'));
    // Stop words inside ("for the", "and a") leave gaps in the positions, not pairs.
    expect(await phrase('mid-term plan for the Route 29 corridor')).toEqual(['/resources/Together.pdf']);
    expect(await phrase('park and ride lot')).toEqual(['/resources/Together.pdf']);
    // The words in another order are in neither as a phrase, though both documents hold them.
    expect(await phrase('corridor Route 29')).toEqual([]);
    expect(
      (await search({ searchString: 'corridor Route 29', includeSources: 'documents' })).results.filter(
        (hit) => hit.url.includes('/resources/Together') || hit.url.includes('/resources/Apart'),
      ),
    ).toHaveLength(2);
    // A quoted phrase among the words is narrowed by its pairs too; with OR it is not required.
    const words = async (searchString: string) =>
      (await search({ searchString, includeSources: 'documents' })).results
        .map((hit) => hit.url)
        .filter((url) => url.includes('/resources/Together') || url.includes('/resources/Apart'))
        .sort();
    expect(await words('"park and ride lot" Ruckersville')).toEqual(['/resources/Together.pdf']);
    expect(await words('"ride lot park" or Ruckersville')).toEqual(['/resources/Apart.pdf', '/resources/Together.pdf']);
  });

  it('pages through results', async () => {
    const first = await search({ searchString: 'Virginia' });
    expect(first.total).toBeGreaterThan(first.pageSize);
    const second = await search({ searchString: 'Virginia', page: '2' });
    expect(second.results.length).toBeGreaterThan(0);
    expect(second.results.map((hit) => hit.url)).not.toContain(first.results[0]!.url);
  });

  // Issue 42: search that forgives.
  it('offers the nearest spelling for an unknown word, and answers a query that finds nothing with it, said so', async () => {
    const exact = await search({ searchString: 'transportation' });
    const misspelt = await search({ searchString: 'trasportation' });
    expect(misspelt.corrected).toEqual({ asked: 'trasportation', searched: 'transportation' });
    expect(misspelt.total).toBe(exact.total);
    expect(misspelt.results.map((hit) => hit.url)).toEqual(exact.results.map((hit) => hit.url));
    // A query that finds something keeps its own results and is offered the spelling.
    const partly = await search({ searchString: 'freight or trasportation' });
    expect(partly.corrected).toBeUndefined();
    expect(partly.total).toBe((await search({ searchString: 'freight' })).total);
    expect(partly.suggestion).toBe('freight or transportation');
    // A known word is left alone; gibberish is offered nothing.
    expect((await search({ searchString: 'freight' })).suggestion).toBeUndefined();
    const nonsense = await search({ searchString: 'qzxjvw' });
    expect([nonsense.total, nonsense.suggestion, nonsense.corrected]).toEqual([0, undefined, undefined]);
    // One edit away, however the trigrams fall: two letters swapped (issue 58: "frieght" found nothing).
    expect((await search({ searchString: 'frieght' })).corrected).toEqual({ asked: 'frieght', searched: 'freight' });
    // Every misspelt word of several (the seed's words, swapped and doubled letters).
    expect((await search({ searchString: 'freigth corridorr' })).corrected).toEqual({ asked: 'freigth corridorr', searched: 'freight corridor' });
  });

  it('answers words no piece holds together with the pieces holding the most of them, said so (issue 58)', async () => {
    const all = await search({ searchString: 'bike lanes' });
    expect(all.someWords).toEqual({ allWords: 1 });
    expect(all.results[0]!.url).toBe('/interactvtrans/submit');
    expect(all.total).toBeGreaterThan(1);
    // None holds every word: the most words first.
    const none = await search({ searchString: 'meeting minutes 2025' });
    expect(none.someWords).toEqual({ allWords: 0 });
    expect(none.total).toBeGreaterThan(0);
    // A phrase, a quoted phrase, OR and a left-out word are taken as written.
    for (const searchString of ['"bike lanes"', 'bike or lanes', 'bike -lanes'])
      expect((await search({ searchString })).someWords, searchString).toBeUndefined();
    expect((await search({ searchString: 'bike lanes', matchWholePhrase: 'true' })).someWords).toBeUndefined();
    // A page of results or more holding every word is the answer as it was.
    expect((await search({ searchString: 'Virginia transportation' })).someWords).toBeUndefined();
  });

  it('reads a route, an agency or a mode as people write it, by the staff’s synonym groups', async () => {
    const corridors = '/mid-term-planning/travel-markets';
    const urls = async (searchString: string) => (await search({ searchString })).results.map((hit) => hit.url);
    // The page says "I-81" and "US 29".
    for (const query of ['Interstate 81', 'I 81', 'I81', 'I-81', 'Route 29']) expect(await urls(query), query).toContain(corridors);
    expect(await urls('Interstate 82')).not.toContain(corridors);
    const before = await listSynonymGroups(database.db);
    const actor = (await database.db.insertInto('users').values({ email: 'editor@example.gov', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    const save = (groups: string[][]) =>
      database.db.transaction().execute(async (trx) => replaceSynonymGroups(trx, groups, actor, (await synonymListVersion(trx)).version));
    await save(before.filter((terms) => !terms.includes('I-#')));
    try {
      expect(await urls('Interstate 81')).not.toContain(corridors);
    } finally {
      await save(before);
    }
    const bike = await search({ searchString: 'bike' });
    expect(bike.total).toBe((await search({ searchString: 'bicycle' })).total);
  });

  it('refuses a synonym list saved over a newer one, naming who saved it, and keeps each change with the list before and after', async () => {
    const users = async (email: string) =>
      (await database.db.insertInto('users').values({ email, role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    const [first, second] = [await users(`first-${Date.now()}@example.gov`), await users(`second-${Date.now()}@example.gov`)];
    const original = await listSynonymGroups(database.db);
    const readAt = (await synonymListVersion(database.db)).version;
    const saveAs = (actor: string, groups: string[][], version: string) =>
      database.db.transaction().execute((trx) => replaceSynonymGroups(trx, groups, actor, version));
    try {
      expect(await saveAs(first, [...original, ['Blue Ridge Parkway', 'BRP']], readAt)).toBe('saved');
      // The second editor read the list at the same version: their save would wipe the first's group.
      const refused = await saveAs(second, [...original, ['Dulles Toll Road', 'DTR']], readAt);
      expect(refused).toMatchObject({ savedBy: expect.stringMatching(/^first-/), newer: [...original, ['Blue Ridge Parkway', 'BRP']] });
      expect(await listSynonymGroups(database.db)).toEqual([...original, ['Blue Ridge Parkway', 'BRP']]);
      const [change] = await listSynonymChanges(database.db, 1);
      expect(change).toMatchObject({ by: expect.stringMatching(/^first-/), known: true, added: ['Blue Ridge Parkway, BRP'], removed: [] });
    } finally {
      await saveAs(first, original, (await synonymListVersion(database.db)).version);
    }
  });

  it('shows a passage once in a snippet, and puts the newer of two equal matches first', async () => {
    const sentence = 'The Board approved the Shenandoah Valley climbing lanes study.';
    const body = [sentence, ...Array.from({ length: 60 }, (_, index) => `Paragraph ${index} of the minutes.`), sentence].join('\n\n');
    await database.db
      .insertInto('updates')
      .values([
        { id: 'older-climbing-lanes', published_on: '2021-03-01', title: 'Climbing lanes', intro: 'Minutes.', body },
        { id: 'newer-climbing-lanes', published_on: '2024-03-01', title: 'Climbing lanes', intro: 'Minutes.', body },
      ])
      .execute();
    const found = await search({ searchString: 'Shenandoah climbing', includeSources: 'updates' });
    expect(found.results.map((hit) => hit.url)).toEqual([
      '/get-involved/program-updates/update?id=newer-climbing-lanes',
      '/get-involved/program-updates/update?id=older-climbing-lanes',
    ]);
    const plain = found.results[0]!.snippet.replaceAll(HIGHLIGHT_START, '').replaceAll(HIGHLIGHT_END, '');
    expect(plain).toContain('Shenandoah Valley climbing lanes');
    expect(plain.split('Shenandoah Valley climbing lanes')).toHaveLength(2);
  });

  it('counts searches by week for staff, keeps and shows the words only of queries searched 3 times that week, never keeps contact details, and lets old weeks go (issues 42, 54)', async () => {
    const { db } = database;
    expect(SEARCH_INSIGHT_MIN_SEARCHES).toBe(3);
    const columns = await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_name = 'search_query_weeks' order by ordinal_position`.execute(db);
    expect(columns.rows.map((row) => row.column_name)).toEqual(['week', 'query', 'searches', 'found_nothing', 'digest']);
    const thisMonday = sql<string>`date_trunc('week', now() at time zone 'America/New_York')::date`;
    const monday = (await sql<{ monday: string }>`select ${thisMonday}::text as monday`.execute(db)).rows[0]!.monday;
    // Rows as earlier searches left them: a week far past the retention; last week, a query seen
    // three times (its words kept), one seen twice (a digest only) and the remainder of rarer ones.
    await sql`insert into search_query_weeks (week, digest, query, searches) values (date '2020-01-06', '', null, 4)`.execute(db);
    await sql`
      insert into search_query_weeks (week, digest, query, searches, found_nothing)
      values (${thisMonday} - 7, ${'b'.repeat(64)}, 'bike lanes', 3, 0), (${thisMonday} - 7, ${'a'.repeat(64)}, null, 2, 1), (${thisMonday} - 7, '', null, 5, 0)`.execute(
      db,
    );
    const rowOf = async (words: string) =>
      (
        await sql<{ query: string | null; searches: number; found_nothing: number }>`
        select query, searches, found_nothing from search_query_weeks
        where week = ${thisMonday} and digest = encode(sha256(convert_to(${monday} || chr(10) || ${words}::text, 'UTF8')), 'hex')`.execute(db)
      ).rows;

    // The first two searches of a query count it under its digest; the third brings its words.
    await noteSearch(db, 'Freight  Plan', 12);
    await noteSearch(db, 'freight plan', 9);
    expect(await rowOf('freight plan')).toEqual([{ query: null, searches: 2, found_nothing: 0 }]);
    await noteSearch(db, 'FREIGHT plan ', 4);
    expect(await rowOf('freight plan')).toEqual([{ query: 'freight plan', searches: 3, found_nothing: 0 }]);
    for (const words of ['qzxjvw', 'QZXJVW ', 'qzxjvw', 'rail', 'route 29 2024']) await noteSearch(db, words, words === 'rail' ? 3 : 0);
    expect(await rowOf('rail')).toEqual([{ query: null, searches: 1, found_nothing: 0 }]);
    // E-mail addresses and phone numbers are not noted at all, however often.
    const contactDetails = [
      'ana.lopez@example.org',
      'Ana.Lopez@Example.org',
      'write to ana.lopez@example.org',
      'call (804) 555-0199',
      '(804) 555-0199',
      '804.555.0199',
      '+1 804 555 0199',
      '5550199',
    ];
    for (const words of [...contactDetails, ...contactDetails, ...contactDetails]) await noteSearch(db, words, 0);
    for (const words of contactDetails) expect(await rowOf(words.toLowerCase()), words).toEqual([]);
    const kept = JSON.stringify((await sql`select * from search_query_weeks`.execute(db)).rows);
    for (const trace of ['lopez', '555', '0199']) expect(kept).not.toContain(trace);

    const [week, lastWeek, ...older] = await listSearchInsights(db);
    expect(older).toEqual([]);
    expect(week!.week).toBe(monday);
    // Every search counted in the week's total, the contact details not at all.
    expect(week!.searches).toBe(8);
    expect(week!.top).toEqual([
      { query: 'freight plan', searches: 3 },
      { query: 'qzxjvw', searches: 3 },
    ]);
    expect(week!.foundNothing).toEqual([{ query: 'qzxjvw', searches: 3 }]);
    // The week's first search folded last week's rows without words into its remainder: the total stays, the digest is gone.
    expect(lastWeek).toEqual({ week: expect.any(String), searches: 10, top: [{ query: 'bike lanes', searches: 3 }], foundNothing: [] });
    const lastWeekRows = await sql<{ digest: string; query: string | null; searches: number; found_nothing: number }>`
      select digest, query, searches, found_nothing from search_query_weeks where week = ${thisMonday} - 7 order by digest`.execute(db);
    expect(lastWeekRows.rows).toEqual([
      { digest: '', query: null, searches: 7, found_nothing: 1 },
      { digest: 'b'.repeat(64), query: 'bike lanes', searches: 3, found_nothing: 0 },
    ]);
  });

  it('converts the insights kept verbatim before issue 54: contact details gone, rarer queries only counted, the rest counted on under the same digest', async () => {
    const before = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
    try {
      const { db } = before;
      await privacyMigration.down(db);
      const thisMonday = sql<string>`date_trunc('week', now() at time zone 'America/New_York')::date`;
      await sql`
        insert into search_query_weeks (week, query, searches, found_nothing) values
          (${thisMonday}, 'freight plan', 5, 1), (${thisMonday}, 'my neighbour john doe', 2, 2), (${thisMonday}, 'ana@example.org', 9, 9), (${thisMonday}, 'call 804 555 0199', 4, 0),
          (${thisMonday} - 7, 'bike lanes', 3, 0), (${thisMonday} - 7, 'x', 1, 0)`.execute(db);
      await privacyMigration.up(db);
      const rows = async () =>
        (
          await sql<{ this_week: boolean; query: string | null; searches: number; found_nothing: number }>`
          select (week = ${thisMonday}) as this_week, query, searches, found_nothing from search_query_weeks order by week desc, digest`.execute(db)
        ).rows;
      expect(await rows()).toEqual([
        { this_week: true, query: null, searches: 2, found_nothing: 2 },
        expect.objectContaining({ this_week: true, query: 'freight plan', searches: 5 }),
        { this_week: false, query: null, searches: 1, found_nothing: 0 },
        expect.objectContaining({ this_week: false, query: 'bike lanes', searches: 3 }),
      ]);
      await noteSearch(db, 'Freight plan', 0);
      expect((await rows())[1]).toEqual({ this_week: true, query: 'freight plan', searches: 6, found_nothing: 2 });
    } finally {
      await before.drop();
    }
  });
  it('counts documents by tag, year and file type, narrows by them, and keeps every change to a document in step', async () => {
    const fields = (title: string, tags: string, publishedOn: string, hidden = false) =>
      DocumentFields.parse({ title, description: 'A facet test about wayfinding kiosks.', publishedOn, tags, hidden });
    const file = (fileName: string, fileType: 'pdf' | 'xlsx') => ({ fileName, fileType, sizeBytes: 10, storageKey: 'documents/none.pdf' });
    const ids = await database.db
      .transaction()
      .execute(async (trx) => [
        await createDocument(trx, fields('Kiosk study', 'Transit, Wayfinding', '2024-03-01'), file('Kiosk_Study.pdf', 'pdf'), { extract: false }),
        await createDocument(trx, fields('Kiosk counts', 'Wayfinding', '2023-06-01'), file('Kiosk_Counts.xlsx', 'xlsx')),
        await createDocument(trx, fields('Kiosk draft', 'Transit', '2024-01-01', true), file('Kiosk_Draft.pdf', 'pdf'), { extract: false }),
      ]);
    const everything = await search({ searchString: 'wayfinding kiosks' });
    expect(everything.counts.documents).toBe(2);
    expect(everything.facets).toEqual({
      tags: [
        { tag: 'Wayfinding', count: 2 },
        { tag: 'Transit', count: 1 },
      ],
      years: [
        { year: 2024, count: 1 },
        { year: 2023, count: 1 },
      ],
      types: [
        { type: 'pdf', count: 1 },
        { type: 'xlsx', count: 1 },
      ],
    });
    const transit = await search({ searchString: 'wayfinding kiosks', tag: 'Transit' });
    expect(transit.total).toBe(1);
    expect(transit.results.map((hit) => hit.url)).toEqual(['/resources/Kiosk_Study.pdf']);
    expect((await search({ searchString: 'wayfinding kiosks', year: '2023', type: 'xlsx' })).results.map((hit) => hit.url)).toEqual([
      '/resources/Kiosk_Counts.xlsx',
    ]);
    expect((await search({ searchString: 'wayfinding kiosks', tag: 'Transit,No such tag' })).total).toBe(0);

    // Edits reach the index in the same transaction: shown, retagged, re-dated, its text replaced.
    await database.db.transaction().execute(async (trx) => {
      await updateDocument(trx, ids[2]!, fields('Kiosk draft', 'Transit, Rail', '2022-01-01'));
      await saveDocumentText(trx, ids[0]!, 'Signs at every platform.');
    });
    const after = await search({ searchString: 'wayfinding kiosks', tag: 'Transit' });
    expect(after.facets?.years).toEqual([
      { year: 2024, count: 1 },
      { year: 2022, count: 1 },
    ]);
    expect(after.facets?.tags).toEqual([
      { tag: 'Transit', count: 2 },
      { tag: 'Rail', count: 1 },
      { tag: 'Wayfinding', count: 1 },
    ]);
    expect((await search({ searchString: 'platform kiosks' })).results.map((hit) => hit.url)).toContain('/resources/Kiosk_Study.pdf');
    await database.db.transaction().execute((trx) => deleteDocument(trx, ids[1]!));
    expect((await search({ searchString: 'wayfinding kiosks' })).counts.documents).toBe(2);
  });

  it('beyond the documents it ranks every one of, ranks the champions of the words first and still reaches every match by paging', async () => {
    const matches = RANK_ALL_LIMIT + 300; // even
    // Every document says "lighthouse" once in its text; one says it in its title, one many times.
    await sql`
      insert into documents (file_name, title, published_on, file_type, content_type, size_bytes, storage_key, extraction)
      select 'Beacon_' || i || '.pdf', case i when 7 then 'Lighthouse survey' else 'Beacon report ' || i end, date '2010-01-01' + i, 'pdf', 'application/pdf', 10, 'documents/none.pdf', 'done'
      from generate_series(1, ${matches}) i`.execute(database.db);
    await sql`
      insert into document_chunks (document_id, chunk, body)
      select id, 0, case when file_name = ${`Beacon_${matches / 2}.pdf`} then repeat('lighthouse keeper ', 30) else 'A beacon and one lighthouse on the shore.' end
      from documents where file_name like 'Beacon\_%'`.execute(database.db);
    const first = await searchSite(database.db, SearchQuery.parse({ searchString: 'lighthouse', includeSources: 'documents' }), 500);
    expect(first.total).toBe(matches);
    expect(first.results.slice(0, 2).map((hit) => hit.url)).toEqual([`/resources/Beacon_${matches / 2}.pdf`, '/resources/Beacon_7.pdf']);
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(matches / 500); page += 1) {
      const answer = await searchSite(database.db, SearchQuery.parse({ searchString: 'lighthouse', includeSources: 'documents', page: String(page) }), 500);
      for (const hit of answer.results) seen.add(hit.url);
    }
    expect(seen.size).toBe(matches);
    await sql`delete from documents where file_name like 'Beacon\_%'`.execute(database.db);
  });
});
