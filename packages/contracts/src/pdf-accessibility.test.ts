import { describe, expect, it } from 'vitest';
import { describeFinding, documentAccessibilityLabels, documentAccessibilityState, pdfAccessibilityRules, shownAccessible } from './pdf-accessibility';

describe('a document’s accessibility in words', () => {
  it('never calls a file that fails its latest check accessible, whoever verified it; otherwise staff verification first, then the automated check', () => {
    expect(documentAccessibilityState({ accessible: true, accessibility_check: 'failed' })).toBe('problems');
    expect(shownAccessible({ accessible: true, accessibility_check: 'failed' })).toBe(false);
    expect(documentAccessibilityState({ accessible: true, accessibility_check: 'passed' })).toBe('verified');
    expect(shownAccessible({ accessible: true, accessibility_check: 'passed' })).toBe(true);
    expect(documentAccessibilityState({ accessible: false, accessibility_check: 'passed' })).toBe('passes');
    expect(documentAccessibilityState({ accessible: false, accessibility_check: 'failed' })).toBe('problems');
    expect(documentAccessibilityState({ accessible: false, accessibility_check: 'pending' })).toBe('pending');
    expect(documentAccessibilityState({ accessible: false, accessibility_check: 'none' })).toBe('not-checked');
    expect(documentAccessibilityLabels.verified).toBe('Accessible (checked by staff)');
  });

  it('names the pages a problem was seen on, the first five', () => {
    expect(describeFinding({ rule: 'scanned-page', count: 1, pages: [3] })).toBe(`${pdfAccessibilityRules['scanned-page'].problem} (page 3)`);
    expect(describeFinding({ rule: 'untagged-content', count: 7, pages: [1, 2, 3, 4, 5, 6, 7] })).toMatch(/\(pages 1, 2, 3, 4, 5 and others\)$/);
    expect(describeFinding({ rule: 'no-title', count: 1, pages: [] })).toBe('The file has no title in its metadata.');
    expect(describeFinding({ rule: 'unreadable', count: 1, pages: [], detail: 'it is protected by a password' })).toBe(
      'The file could not be checked: it is protected by a password',
    );
  });

  it('measures each corpus test against one rule only', () => {
    const clauses = Object.values(pdfAccessibilityRules).flatMap((rule) => [...rule.clauses]);
    expect(new Set(clauses).size).toBe(clauses.length);
  });
});
