import { describe, expect, it } from 'vitest';
import { readSynonyms, SynonymList } from './search-synonyms';

const groups = [
  ['Interstate #', 'I-#', 'I #', 'I#'],
  ['US #', 'U.S. #', 'US Route #', 'Route #'],
  ['VDOT', 'Virginia Department of Transportation'],
  ['bike', 'bicycle'],
];

describe('readSynonyms', () => {
  it('reads each way of writing a route, with its number, and leaves the other words', () => {
    for (const query of ['Interstate 81 widening', 'I-81 widening', 'i 81 widening', 'widening I81']) {
      expect(readSynonyms(query, groups)).toEqual({ rest: 'widening', alternatives: [['Interstate 81', 'I-81', 'I 81', 'I81']] });
    }
  });

  it('takes the longest term first and keeps two mentions apart', () => {
    expect(readSynonyms('US Route 29 and I-64', groups)).toEqual({
      rest: 'and',
      alternatives: [
        ['US 29', 'U.S. 29', 'US Route 29', 'Route 29'],
        ['Interstate 64', 'I-64', 'I 64', 'I64'],
      ],
    });
  });

  it('matches whole words only, in any case', () => {
    expect(readSynonyms('biker trails', groups).alternatives).toEqual([]);
    expect(readSynonyms('VIRGINIA DEPARTMENT OF TRANSPORTATION bike lanes', groups)).toEqual({
      rest: 'lanes',
      alternatives: [
        ['VDOT', 'Virginia Department of Transportation'],
        ['bike', 'bicycle'],
      ],
    });
    expect(readSynonyms('transit 81', groups).alternatives).toEqual([]);
  });
});

describe('SynonymList', () => {
  it('reads one group a line, dropping blank lines and repeated terms', () => {
    expect(SynonymList.parse({ groups: 'bike, bicycle, bike\n\n  ped ,pedestrian  \n' }).groups).toEqual([
      ['bike', 'bicycle'],
      ['ped', 'pedestrian'],
    ]);
  });

  it('names the line of each problem', () => {
    const result = SynonymList.safeParse({ groups: 'bike, bicycle\nVDOT\nI-#, Interstate\nI-##, I #' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Line 2 (“VDOT”) needs at least two terms, separated by commas.',
      'Line 3 (“I-#, Interstate”) has # (the route number) in some terms and not others.',
      'Line 4 (“I-##, I #”) has a term with more than one #.',
    ]);
  });
});
