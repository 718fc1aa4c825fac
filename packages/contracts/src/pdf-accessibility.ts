// No zod here: the library list and a document's page render these words, and the worker's checker
// names its findings with these ids (imported as @vtrans/contracts/pdf-accessibility).

/**
 * How much a problem matters to a reader. A `barrier` stops someone from reading the file with
 * assistive technology (no tags, a scan without text, no language, figures without words, no
 * title at all); a `detail` is a conformance point of PDF/UA that a reader may never notice (the
 * PDF/UA identification, a title kept only in the older Info dictionary). Staff fix barriers first.
 */
export type PdfFindingLevel = 'barrier' | 'detail';

/**
 * The checks the automated checker runs: PDF/UA-1's machine-checkable conditions (ISO 14289-1, as
 * veraPDF's PDF/UA-1 profile states them test by test and the Matterhorn Protocol lists them),
 * grouped by what a reader or a member of staff would fix, each with the words they see. `clauses`
 * names the veraPDF corpus tests (PDF_UA-1, `<clause>-t<nn>`) a check covers, measured in `npm run
 * bench -- pdf-accessibility`; a check with none is this office's own (a scanned page, bookmarks on
 * a long document, a title anywhere, tables with header cells), which PDF/UA states only in prose.
 * `unreadable` is no check: it says the file could not be read at all.
 */
export const pdfAccessibilityRules = {
  'not-tagged': {
    level: 'barrier',
    problem: 'The file has no tags, so a screen reader cannot tell its headings, lists and tables from the rest of the text.',
    clauses: ['6.2-t01', '7.1-t11'],
  },
  'untagged-content': {
    level: 'barrier',
    problem: 'Some content is neither tagged nor marked as decoration, so a screen reader may skip it or read it out of order.',
    clauses: ['7.1-t01', '7.1-t02', '7.1-t03'],
  },
  'scanned-page': {
    level: 'barrier',
    problem: 'Some pages are images of text (scanned) with no text a screen reader can read.',
    clauses: [],
  },
  'no-language': {
    level: 'barrier',
    problem: 'The file does not say what language some of its text is in, so a screen reader may pronounce it wrongly.',
    clauses: ['7.2-t02', '7.2-t21', '7.2-t22', '7.2-t23', '7.2-t24', '7.2-t25', '7.2-t30', '7.2-t31', '7.2-t32', '7.2-t33', '7.2-t34'],
  },
  'no-title': {
    level: 'barrier',
    problem: 'The file has no title at all, so a screen reader announces only its file name.',
    clauses: [],
  },
  'figure-without-alternative': {
    level: 'barrier',
    problem: 'Some figures have no text alternative describing them.',
    clauses: ['7.3-t01'],
  },
  'formula-without-alternative': {
    level: 'barrier',
    problem: 'Some mathematical expressions have no text alternative to read them out.',
    clauses: ['7.7-t01'],
  },
  'table-without-headers': {
    level: 'barrier',
    problem: 'Some tables have no header cells, so a screen reader cannot say which row or column a value belongs to.',
    clauses: [],
  },
  'text-not-readable': {
    level: 'barrier',
    problem: 'Some text cannot be read aloud or copied: its font does not say which characters it draws.',
    clauses: ['7.21.7-t01'],
  },
  'link-not-tagged': {
    level: 'barrier',
    problem: 'Some links are not tagged as links, so a screen reader does not announce them.',
    clauses: ['7.18.5-t01'],
  },
  'link-without-description': {
    level: 'barrier',
    problem: 'Some links have no description of where they go.',
    clauses: ['7.18.5-t02'],
  },
  'form-field-without-description': {
    level: 'barrier',
    problem: 'Some form fields have no description, so a screen reader cannot say what to fill in.',
    clauses: ['7.18.1-t03'],
  },
  'encryption-blocks-assistive-technology': {
    level: 'barrier',
    problem: 'The file’s security settings stop screen readers from reading its text.',
    clauses: ['7.16-t01'],
  },
  'dynamic-xfa': {
    level: 'barrier',
    problem: 'The file is a dynamic XFA form, which most readers and screen readers cannot open.',
    clauses: ['7.15-t01'],
  },
  'title-not-in-metadata': {
    level: 'detail',
    problem: 'The file’s title is not in its XMP metadata, where PDF/UA asks for it (it may be in the older document information).',
    clauses: ['7.1-t08', '7.1-t09'],
  },
  'title-not-shown': {
    level: 'detail',
    problem: 'The file opens showing its file name instead of its title.',
    clauses: ['7.1-t10'],
  },
  'no-pdfua-identification': {
    level: 'detail',
    problem: 'The file does not identify itself as PDF/UA in its metadata, or does so wrongly.',
    clauses: ['5-t01', '5-t02', '5-t03', '5-t04', '5-t05'],
  },
  'tags-suspect': {
    level: 'detail',
    problem: 'The file marks its own tags as unreliable.',
    clauses: ['7.1-t04'],
  },
  'tags-not-standard': {
    level: 'detail',
    problem: 'Some tags are not mapped to a standard type, are mapped in a circle, or remap a standard type, so software cannot tell what they are.',
    clauses: ['7.1-t05', '7.1-t06', '7.1-t07', '7.1-t12'],
  },
  'heading-levels-skipped': {
    level: 'detail',
    problem: 'Heading levels skip (for example from a level 1 heading straight to level 3) or do not start at level 1.',
    clauses: ['7.4.2-t01'],
  },
  'headings-mixed': {
    level: 'detail',
    problem: 'Headings mix numbered levels (H1–H6) with unnumbered ones (H), or a section holds more than one unnumbered heading.',
    clauses: ['7.4.4-t01', '7.4.4-t02', '7.4.4-t03'],
  },
  'table-structure': {
    level: 'detail',
    problem: 'Some tables are tagged out of shape (rows, cells, head, body or caption in the wrong place, or rows of different widths).',
    clauses: [
      '7.2-t03',
      '7.2-t04',
      '7.2-t05',
      '7.2-t06',
      '7.2-t07',
      '7.2-t08',
      '7.2-t09',
      '7.2-t10',
      '7.2-t11',
      '7.2-t12',
      '7.2-t13',
      '7.2-t14',
      '7.2-t15',
      '7.2-t16',
      '7.2-t36',
      '7.2-t37',
      '7.2-t38',
      '7.2-t39',
      '7.2-t41',
      '7.2-t42',
      '7.2-t43',
    ],
  },
  'table-headers-not-linked': {
    level: 'detail',
    problem: 'Some tables’ header cells say neither which cells they head (Scope) nor are named by the cells (Headers).',
    clauses: ['7.5-t01', '7.5-t02'],
  },
  'list-structure': {
    level: 'detail',
    problem: 'Some lists are tagged out of shape (items, labels or bodies in the wrong place).',
    clauses: ['7.2-t17', '7.2-t18', '7.2-t19', '7.2-t20', '7.2-t40'],
  },
  'toc-structure': {
    level: 'detail',
    problem: 'The table of contents is tagged out of shape.',
    clauses: ['7.2-t26', '7.2-t27', '7.2-t28'],
  },
  'language-code-invalid': {
    level: 'detail',
    problem: 'Some language settings are not valid language codes (such as en-US).',
    clauses: ['7.2-t29'],
  },
  'note-without-id': {
    level: 'detail',
    problem: 'Some notes have no id, or share one, so a reference cannot lead to them.',
    clauses: ['7.9-t01', '7.9-t02'],
  },
  'annotation-not-tagged': {
    level: 'detail',
    problem: 'Some comments, form fields or other annotations are not tagged where PDF/UA asks (Annot, Form), or printer’s marks are tagged as content.',
    clauses: ['7.18.1-t01', '7.18.4-t01', '7.18.4-t02', '7.18.8-t01'],
  },
  'annotation-without-description': {
    level: 'detail',
    problem: 'Some annotations (comments, stamps, attachments) have no description.',
    clauses: ['7.18.1-t02'],
  },
  'annotation-not-allowed': {
    level: 'detail',
    problem: 'The file has a kind of annotation PDF/UA does not allow (a trap network).',
    clauses: ['7.18.2-t01'],
  },
  'tab-order-not-structural': {
    level: 'detail',
    problem: 'On pages with links or form fields, the Tab key does not follow the order of the document.',
    clauses: ['7.18.3-t01'],
  },
  'media-without-alternative': {
    level: 'detail',
    problem: 'Some media clips do not say their content type or have no alternative description.',
    clauses: ['7.18.6.2-t01', '7.18.6.2-t02'],
  },
  'attachment-without-name': {
    level: 'detail',
    problem: 'Some attached files do not give their file name in both the old and the Unicode form (F and UF).',
    clauses: ['7.11-t01', '7.18.7-t01'],
  },
  'optional-content-unnamed': {
    level: 'detail',
    problem: 'Some layers (optional content configurations) have no name, or change state automatically (AS).',
    clauses: ['7.10-t01', '7.10-t02'],
  },
  'xobject-problem': {
    level: 'detail',
    problem: 'Some drawn objects refer to other files, or one drawn object is tagged as two different things.',
    clauses: ['7.20-t01', '7.20-t02'],
  },
  'font-not-embedded': {
    level: 'detail',
    problem: 'Some fonts are not embedded in the file, so its text may not display as intended.',
    clauses: ['7.21.4.1-t01'],
  },
  'font-encoding': {
    level: 'detail',
    problem: 'Some fonts’ character maps or encodings break PDF/UA’s rules, so software may not map their characters reliably.',
    clauses: [
      '7.21.3.1-t01',
      '7.21.3.2-t01',
      '7.21.3.3-t01',
      '7.21.3.3-t02',
      '7.21.3.3-t03',
      '7.21.4.2-t01',
      '7.21.4.2-t02',
      '7.21.6-t01',
      '7.21.6-t02',
      '7.21.6-t03',
      '7.21.6-t04',
      '7.21.7-t02',
      '7.21.8-t01',
    ],
  },
  'no-bookmarks': {
    // This office's rule (WCAG 2.4.5's technique PDF2): a long document without them is hard to move through.
    level: 'barrier',
    problem: 'The document has more than 20 pages and no bookmarks to move between its sections.',
    clauses: [],
  },
  unreadable: {
    level: 'barrier',
    problem: 'The file could not be checked.',
    clauses: [],
  },
} as const satisfies Record<string, { level: PdfFindingLevel; problem: string; clauses: readonly string[] }>;

export type PdfAccessibilityRule = keyof typeof pdfAccessibilityRules;

/**
 * PDF/UA-1's machine-checkable tests (veraPDF's profile) that no check here decides, with what
 * deciding them would take. Their corpus files are counted in the bench and listed apart; a file
 * that passes every check may still fail these.
 */
export const pdfUaTestsNotChecked = {
  '6.1-t01': 'the file header’s version line (the checker reads any version pdf.js can open)',
  '7.21.4.1-t02': 'every glyph shown being defined in the embedded font program (needs each font program’s glyph tables)',
  '7.21.5-t01': 'glyph widths in the font dictionary agreeing with the embedded font program’s (needs each font program’s metrics)',
} as const;

/** The checks the checker runs on every file it can read: every rule but `unreadable`. */
export const pdfAutomatedChecks = (Object.keys(pdfAccessibilityRules) as PdfAccessibilityRule[]).filter((rule) => rule !== 'unreadable');

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
  /** The automated checks that ran, by name (pdfAutomatedChecks when it was made); absent in reports made before checks were named. */
  checks?: PdfAccessibilityRule[];
  findings: PdfAccessibilityFinding[];
}

/**
 * A document's accessibility as readers are told it: checked and confirmed by staff, passing every
 * automated check, failing only conformance details (nothing found that stops a reader), failing
 * with a barrier, or not yet checked (and "not a PDF" for other file types).
 */
export type DocumentAccessibilityState = 'verified' | 'passes' | 'details' | 'problems' | 'pending' | 'not-checked';

/** Whether readers are told a file is accessible: what the library, its page, the API and the download notice all go by. */
export const shownAccessible = (document: Parameters<typeof documentAccessibilityState>[0]) => documentAccessibilityState(document) === 'verified';

export const documentAccessibilityLabels: Record<DocumentAccessibilityState, string> = {
  verified: 'Accessible (checked by staff)',
  passes: 'Passes automated checks',
  details: 'No reading barriers found; PDF/UA details to fix',
  problems: 'Has accessibility problems',
  pending: 'Accessibility check pending',
  'not-checked': 'Not checked for accessibility',
};

/** The public line for a file that passes: how many checks it passed, when the result names them (results made before checks were named do not). */
export function passesLine(checks: readonly string[] | null | undefined): string {
  return checks?.length ? `Passes the ${checks.length} automated checks we run` : documentAccessibilityLabels.passes;
}

/** A finding's level: a barrier to readers, or a conformance detail. */
export const findingLevel = (finding: Pick<PdfAccessibilityFinding, 'rule'>): PdfFindingLevel => pdfAccessibilityRules[finding.rule].level;

/**
 * The state a reader sees, from what is stored. A file whose latest check fails is not shown
 * accessible, whoever verified it (issue 57: "accessible" is never more than what was checked — a
 * file staff confirmed and later replaced or re-checked against stricter rules is shown as it is
 * now, and staff are asked to review it); it has problems, or only details when every finding is a
 * conformance detail of a check that counted its checks (issue 60: a file a reader can use is not
 * told in the same words as an untagged scan). Otherwise staff verification wins, then the checker's result.
 */
export function documentAccessibilityState(document: {
  accessible: boolean;
  accessibility_check: 'pending' | 'passed' | 'failed' | 'none';
  accessibility_findings?: readonly Pick<PdfAccessibilityFinding, 'rule'>[];
  /** The checks the result is of; a result from before they were named never ran the barrier checks it would need to say "no barriers". */
  accessibility_checks?: readonly string[] | null;
}): DocumentAccessibilityState {
  if (document.accessibility_check === 'failed') {
    const findings = document.accessibility_findings ?? [];
    const onlyDetails = findings.length > 0 && findings.every((finding) => findingLevel(finding) === 'detail');
    return onlyDetails && document.accessibility_checks?.length ? 'details' : 'problems';
  }
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
