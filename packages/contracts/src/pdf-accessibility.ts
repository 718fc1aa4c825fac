// No zod here: the library list and a document's page render these words, and the worker's checker
// names its findings with these ids (imported as @vtrans/contracts/pdf-accessibility).

/**
 * The machine-checkable conditions of PDF/UA-1 (ISO 14289-1, as the Matterhorn Protocol lists
 * them) that matter most to a reader of a plan document, each with the words a reader and a staff
 * member see. `clauses` names the veraPDF corpus tests (PDF_UA-1, `<clause>-t<nn>`) a rule is
 * measured against in `npm run bench -- pdf-accessibility`; a rule with none is this office's own
 * (a scanned page, bookmarks on a long document), which PDF/UA states only in prose.
 */
export const pdfAccessibilityRules = {
  'not-tagged': {
    problem: 'The file has no tags, so a screen reader cannot tell its headings, lists and tables from the rest of the text.',
    clauses: ['7.1-t11'],
  },
  'tags-suspect': {
    problem: 'The file marks its own tags as unreliable.',
    clauses: ['7.1-t04'],
  },
  'untagged-content': {
    problem: 'Some content is neither tagged nor marked as decoration, so a screen reader may skip it or read it out of order.',
    clauses: ['7.1-t01', '7.1-t02', '7.1-t03'],
  },
  'no-title': {
    problem: 'The file has no title in its metadata.',
    clauses: ['7.1-t08', '7.1-t09'],
  },
  'title-not-shown': {
    problem: 'The file opens showing its file name instead of its title.',
    clauses: ['7.1-t10'],
  },
  'no-language': {
    problem: 'The file does not say what language it is written in, so a screen reader may pronounce it wrongly.',
    clauses: ['7.2-t34'],
  },
  'figure-without-alternative': {
    problem: 'Some figures have no text alternative describing them.',
    clauses: ['7.3-t01'],
  },
  'table-without-headers': {
    problem: 'Some tables have no header cells, so a screen reader cannot say which row or column a value belongs to.',
    clauses: [],
  },
  'heading-levels-skipped': {
    problem: 'Heading levels skip (for example from a level 1 heading straight to level 3) or do not start at level 1.',
    clauses: ['7.4.2-t01'],
  },
  'font-not-embedded': {
    problem: 'Some fonts are not embedded in the file, so its text may not display or be read correctly.',
    clauses: ['7.21.4.1-t01'],
  },
  'text-not-readable': {
    problem: 'Some text cannot be read aloud or copied: its font does not say which characters it draws.',
    clauses: ['7.21.7-t01'],
  },
  'scanned-page': {
    problem: 'Some pages are images of text (scanned) with no text a screen reader can read.',
    clauses: [],
  },
  'link-without-description': {
    problem: 'Some links have no description of where they go.',
    clauses: ['7.18.5-t02'],
  },
  'link-not-tagged': {
    problem: 'Some links are not tagged as links, so a screen reader does not announce them.',
    clauses: ['7.18.5-t01'],
  },
  'tab-order-not-structural': {
    problem: 'On pages with links or form fields, the Tab key does not follow the order of the document.',
    clauses: ['7.18.3-t01'],
  },
  'no-bookmarks': {
    problem: 'The document has more than 20 pages and no bookmarks to move between its sections.',
    clauses: [],
  },
  'encryption-blocks-assistive-technology': {
    problem: 'The file’s security settings stop screen readers from reading its text.',
    clauses: ['7.16-t01'],
  },
  unreadable: {
    problem: 'The file could not be checked.',
    clauses: [],
  },
} as const satisfies Record<string, { problem: string; clauses: readonly string[] }>;

export type PdfAccessibilityRule = keyof typeof pdfAccessibilityRules;

/** Pages a bookmark list is expected on (the Matterhorn Protocol leaves the number to the author). */
export const BOOKMARKS_EXPECTED_ABOVE_PAGES = 20;

/** One finding: which rule, how many times, on which pages (1-based; the first few), and a detail for staff. */
export interface PdfAccessibilityFinding {
  rule: PdfAccessibilityRule;
  count: number;
  pages: number[];
  detail?: string;
}

/** What the checker found in one PDF. */
export interface PdfAccessibilityReport {
  pages: number;
  findings: PdfAccessibilityFinding[];
}

/**
 * A document's accessibility as readers are told it: checked and confirmed by staff, passing the
 * automated checks, failing them, or not yet checked (and "not a PDF" for other file types).
 */
export type DocumentAccessibilityState = 'verified' | 'passes' | 'problems' | 'pending' | 'not-checked';

/** Whether readers are told a file is accessible: what the library, its page, the API and the download notice all go by. */
export const shownAccessible = (document: Parameters<typeof documentAccessibilityState>[0]) => documentAccessibilityState(document) === 'verified';

export const documentAccessibilityLabels: Record<DocumentAccessibilityState, string> = {
  verified: 'Accessible (checked by staff)',
  passes: 'Passes automated checks',
  problems: 'Has accessibility problems',
  pending: 'Accessibility check pending',
  'not-checked': 'Not checked for accessibility',
};

/**
 * The state a reader sees, from what is stored. A file whose latest check fails has problems,
 * whoever verified it (issue 57: "accessible" is never more than what was checked — a file staff
 * confirmed and later replaced or re-checked against stricter rules is shown as it is now, and
 * staff are asked to review it). Otherwise staff verification wins, then the checker's result.
 */
export function documentAccessibilityState(document: {
  accessible: boolean;
  accessibility_check: 'pending' | 'passed' | 'failed' | 'none';
}): DocumentAccessibilityState {
  if (document.accessibility_check === 'failed') return 'problems';
  if (document.accessible) return 'verified';
  switch (document.accessibility_check) {
    case 'passed':
      return 'passes';
    case 'pending':
      return 'pending';
    case 'none':
      return 'not-checked';
  }
}

/** The finding in a reader's words, with the pages it was seen on. */
export function describeFinding(finding: PdfAccessibilityFinding): string {
  const base =
    finding.rule === 'unreadable' && finding.detail ? `The file could not be checked: ${finding.detail}` : pdfAccessibilityRules[finding.rule].problem;
  if (finding.pages.length === 0) return base;
  const shown = finding.pages.slice(0, 5).join(', ');
  return `${base} (${finding.pages.length === 1 ? 'page' : 'pages'} ${shown}${finding.pages.length > 5 ? ' and others' : ''})`;
}
