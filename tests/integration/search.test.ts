import { HIGHLIGHT_END, HIGHLIGHT_START, SearchQuery } from '@vtrans/contracts';
import { chunkText, saveDocumentText, searchSite } from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
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
    expect(inOrder.results[0]!.snippet).toContain(`${HIGHLIGHT_START}travel${HIGHLIGHT_END} ${HIGHLIGHT_START}time${HIGHLIGHT_END} ${HIGHLIGHT_START}index${HIGHLIGHT_END}`);
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
        .values({ file_name: fileName, title: `Study ${fileName}`, published_on: '2024-05-01', file_type: 'pdf', content_type: 'application/pdf', size_bytes: text.length, storage_key: 'documents/none.pdf', hidden })
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

  it('pages through results', async () => {
    const first = await search({ searchString: 'Virginia' });
    expect(first.total).toBeGreaterThan(first.pageSize);
    const second = await search({ searchString: 'Virginia', page: '2' });
    expect(second.results.length).toBeGreaterThan(0);
    expect(second.results.map((hit) => hit.url)).not.toContain(first.results[0]!.url);
  });
});
