import { describe, expect, it } from 'vitest';
import { skippedHeadings } from './structure-rules';
import { blocksFromLines, blocksFromStructure, type StructNode } from './web-version';

const content = (id: string) => ({ type: 'content' as const, id });

describe('a web version from a page’s structure tree', () => {
  const text = new Map([
    ['h', 'Corridor needs'],
    ['p1', 'Needs are '],
    ['p2', 'greatest near bridges.'],
    ['b', '•'],
    ['i1', 'Safety'],
    ['i2', 'Reliability'],
    ['n', 'Transit'],
    ['c1', 'Segment'],
    ['c2', 'Need'],
    ['c3', 'A'],
    ['c4', 'High'],
  ]);

  it('keeps headings, paragraphs (runs joined), nested lists without their bullets, tables with their header row, and figures', () => {
    const tree: StructNode = {
      role: 'Root',
      children: [
        {
          role: 'Document',
          children: [
            { role: 'H2', children: [content('h')] },
            { role: 'P', children: [content('p1'), content('p2')] },
            {
              role: 'L',
              children: [
                {
                  role: 'LI',
                  children: [
                    { role: 'Lbl', children: [content('b')] },
                    { role: 'LBody', children: [content('i1')] },
                  ],
                },
                {
                  role: 'LI',
                  children: [
                    { role: 'LBody', children: [content('i2')] },
                    { role: 'L', children: [{ role: 'LI', children: [content('n')] }] },
                  ],
                },
              ],
            },
            {
              role: 'Table',
              children: [
                {
                  role: 'TR',
                  children: [
                    { role: 'TH', children: [content('c1')] },
                    { role: 'TH', children: [content('c2')] },
                  ],
                },
                {
                  role: 'TR',
                  children: [
                    { role: 'TD', children: [content('c3')] },
                    { role: 'TD', children: [content('c4')] },
                  ],
                },
                // A row whose text is on the next page.
                { role: 'TR', children: [{ role: 'TD', children: [content('elsewhere')] }] },
              ],
            },
            { role: 'Figure', alt: 'Map of the corridor', children: [] },
            { role: 'Figure', children: [] },
          ],
        },
      ],
    };
    expect(blocksFromStructure(tree, text)).toEqual([
      { kind: 'heading', level: 2, text: 'Corridor needs' },
      { kind: 'paragraph', text: 'Needs are greatest near bridges.' },
      { kind: 'list', items: [{ text: 'Safety' }, { text: 'Reliability', items: [{ text: 'Transit' }] }] },
      {
        kind: 'table',
        head: [
          [
            { text: 'Segment', header: true },
            { text: 'Need', header: true },
          ],
        ],
        body: [
          [
            { text: 'A', header: false },
            { text: 'High', header: false },
          ],
        ],
      },
      { kind: 'figure', alternative: 'Map of the corridor' },
      { kind: 'figure', alternative: null },
    ]);
  });

  it('keeps the text of roles it does not know, and stops at the depth limit instead of overflowing', () => {
    expect(blocksFromStructure({ role: 'Root', children: [{ role: 'Sidebar', children: [content('p2')] }] }, text)).toEqual([
      { kind: 'paragraph', text: 'greatest near bridges.' },
    ]);
    let deep: StructNode = { role: 'P', children: [content('p2')] };
    for (let level = 0; level < 10_000; level++) deep = { role: 'Div', children: [deep] };
    expect(blocksFromStructure(deep, text)).toEqual([]);
  });
});

describe('a web version from text lines (an untagged PDF)', () => {
  it('starts a paragraph where the gap between lines is larger than the text', () => {
    expect(
      blocksFromLines([
        { text: 'Route 29 Corridor', y: 700, size: 18 },
        { text: 'The office studied', y: 660, size: 11 },
        { text: 'the corridor.', y: 646, size: 11 },
      ]),
    ).toEqual([
      { kind: 'paragraph', text: 'Route 29 Corridor' },
      { kind: 'paragraph', text: 'The office studied the corridor.' },
    ]);
  });
});

describe('heading levels', () => {
  it('count a first heading below H1 and every jump of more than one level', () => {
    expect(skippedHeadings([1, 2, 3, 2, 3, 1])).toBe(0);
    expect(skippedHeadings([2, 3])).toBe(1);
    expect(skippedHeadings([1, 3, 4, 6])).toBe(2);
  });
});
