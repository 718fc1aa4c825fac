import { describe, expect, it } from 'vitest';
import {
  describeFinding,
  documentAccessibilityLabels,
  documentAccessibilityState,
  passesLine,
  pdfAccessibilityRules,
  pdfAutomatedChecks,
  pdfUaTestsNotChecked,
  shownAccessible,
} from './pdf-accessibility';

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

  it('tells a file with only conformance details apart from one with a barrier, and never calls either accessible (issue 60)', () => {
    const details = [{ rule: 'title-not-in-metadata' as const }, { rule: 'no-pdfua-identification' as const }];
    const checked = { accessibility_check: 'failed' as const, accessibility_checks: pdfAutomatedChecks };
    expect(documentAccessibilityState({ accessible: false, ...checked, accessibility_findings: details })).toBe('details');
    expect(documentAccessibilityState({ accessible: true, ...checked, accessibility_findings: details })).toBe('details');
    expect(shownAccessible({ accessible: true, ...checked, accessibility_findings: details })).toBe(false);
    expect(documentAccessibilityState({ accessible: false, ...checked, accessibility_findings: [...details, { rule: 'scanned-page' }] })).toBe('problems');
    // A result from before checks were counted never looked for most barriers: it cannot say there are none.
    expect(documentAccessibilityState({ accessible: false, accessibility_check: 'failed', accessibility_checks: null, accessibility_findings: details })).toBe(
      'problems',
    );
    // A file that could not be read has a barrier: nothing about it is known.
    expect(documentAccessibilityState({ accessible: false, ...checked, accessibility_findings: [{ rule: 'unreadable' }] })).toBe('problems');
  });

  it('says how many checks a passing file passed, and no number for a result made before checks were counted', () => {
    expect(passesLine(pdfAutomatedChecks)).toBe(`Passes the ${pdfAutomatedChecks.length} automated checks we run`);
    expect(passesLine(null)).toBe('Passes automated checks');
    expect(pdfAutomatedChecks).not.toContain('unreadable');
  });

  it('names the pages a problem was seen on, the first five', () => {
    expect(describeFinding({ rule: 'scanned-page', count: 1, pages: [3] })).toBe(`${pdfAccessibilityRules['scanned-page'].problem} (page 3)`);
    expect(describeFinding({ rule: 'untagged-content', count: 7, pages: [1, 2, 3, 4, 5, 6, 7] })).toMatch(/\(pages 1, 2, 3, 4, 5 and others\)$/);
    expect(describeFinding({ rule: 'no-title', count: 1, pages: [] })).toBe('The file has no title at all, so a screen reader announces only its file name.');
    expect(describeFinding({ rule: 'unreadable', count: 1, pages: [], detail: 'it is protected by a password' })).toBe(
      'The file could not be checked: it is protected by a password',
    );
  });

  it('measures each corpus test against one rule only, and a test not checked against none', () => {
    const clauses = Object.values(pdfAccessibilityRules).flatMap((rule) => [...rule.clauses]);
    expect(new Set(clauses).size).toBe(clauses.length);
    for (const test of Object.keys(pdfUaTestsNotChecked)) expect(clauses).not.toContain(test);
  });
});
