import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_END as E,
  HIGHLIGHT_START as S,
  looksLikeContactDetails,
  narrowsByFacet,
  SEARCH_MAX_LENGTH,
  SearchQuery,
  searchSources,
  withoutRepeats,
} from './search';

const messages = (input: Record<string, unknown>) => {
  const result = SearchQuery.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the search query', () => {
  it('searches every source for words by default', () => {
    expect(SearchQuery.parse({ searchString: '  freight ' })).toEqual({
      searchString: 'freight',
      matchWholePhrase: false,
      includeSources: [...searchSources],
      page: 1,
      tag: [],
    });
  });

  it('takes the sources as the client’s JSON array or a form’s list', () => {
    expect(SearchQuery.parse({ searchString: 'x', includeSources: '["faqs","documents"]' }).includeSources).toEqual(['faqs', 'documents']);
    expect(SearchQuery.parse({ searchString: 'x', includeSources: 'pages,pages,updates', matchWholePhrase: 'true' })).toMatchObject({
      includeSources: ['pages', 'updates'],
      matchWholePhrase: true,
    });
  });

  it('answers an empty, over-long or malformed query with a message naming the field', () => {
    expect(messages({})).toEqual({ searchString: 'Please enter something to search for.' });
    expect(messages({ searchString: '   ' })).toEqual({ searchString: 'Please enter something to search for.' });
    expect(messages({ searchString: 'a'.repeat(SEARCH_MAX_LENGTH + 1) })).toEqual({
      searchString: `Please keep the search under ${SEARCH_MAX_LENGTH} characters.`,
    });
    expect(messages({ searchString: 'x', includeSources: '["blogs"]' })).toEqual({
      includeSources: 'expected any of: pages, updates, meetings, faqs, documents',
    });
    expect(messages({ searchString: 'x', includeSources: '[not json' })).toEqual({
      includeSources: 'expected any of: pages, updates, meetings, faqs, documents',
    });
    expect(messages({ searchString: 'x', matchWholePhrase: 'yes' })).toEqual({ matchWholePhrase: 'expected true or false' });
    expect(messages({ searchString: 'x', page: '0' })).toEqual({ page: 'expected a page number' });
  });
});

describe('a snippet', () => {
  it('shows a passage once, however the text repeats it', () => {
    const twice = `the Board ${S}approved${E} the Freight Element … the Board ${S}approved${E} the  Freight Element`;
    expect(withoutRepeats(twice)).toBe(`the Board ${S}approved${E} the Freight Element`);
    expect(withoutRepeats(`the Board ${S}approved${E} the Freight Element. Paragraph 1 … Paragraph 59. The Board ${S}approved${E} the Freight Element`)).toBe(
      `the Board ${S}approved${E} the Freight Element. Paragraph 1`,
    );
    expect(withoutRepeats(`${S}rail${E} yards … new ${S}rail${E} service`)).toBe(`${S}rail${E} yards … new ${S}rail${E} service`);
  });
});

describe('SearchQuery facets', () => {
  it('takes tags repeated or comma-separated, a year and a file type, and names a bad one', () => {
    expect(SearchQuery.parse({ searchString: 'x', tag: ['Rail, Freight', 'Rail'], year: '2024', type: 'pdf' })).toMatchObject({
      tag: ['Rail', 'Freight'],
      year: 2024,
      type: 'pdf',
    });
    expect(SearchQuery.safeParse({ searchString: 'x', year: 'soon' }).error?.issues[0]?.path).toEqual(['year']);
    expect(SearchQuery.safeParse({ searchString: 'x', type: 'exe' }).error?.issues[0]?.message).toBe('expected one of: pdf, docx, xlsx, pptx, csv, zip');
    expect(narrowsByFacet(SearchQuery.parse({ searchString: 'x' }))).toBe(false);
    expect(narrowsByFacet(SearchQuery.parse({ searchString: 'x', tag: 'Rail' }))).toBe(true);
  });
});

describe('looksLikeContactDetails', () => {
  it('finds e-mail addresses and phone numbers as people type them, and not year ranges or route numbers (issue 54)', () => {
    for (const query of ['ana.lopez@example.org', 'call (804) 555-0199', '804.555.0199', '+1 804 555 0199', '555-0199', '5550199'])
      expect(looksLikeContactDetails(query), query).toBe(true);
    for (const query of ['2025-2030', 'FY2024-2029 SYIP', '2023 2024', 'I-64 widening', 'US 460', 'route 29 corridor'])
      expect(looksLikeContactDetails(query), query).toBe(false);
  });
});
