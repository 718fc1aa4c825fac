import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pdfAccessibilityRules, pdfUaTestsNotChecked, type PdfAccessibilityRule } from '@vtrans/contracts/pdf-accessibility';
import { analysePdfBounded, PdfAnalysisError } from '@vtrans/documents';

/**
 * The veraPDF corpus's PDF/UA-1 files (issues 37 and 60) classified by the site's checker. A file
 * is named for its clause and test (7.1-t10) and the verdict it should get (pass or fail). The
 * verdict that matters is the one readers are told: a file passes when the checker finds nothing,
 * so a failing file is caught when it finds anything, and a passing file passed when it finds
 * nothing at all. A failing file is also counted as caught by its own check when the check that
 * covers its test (pdfAccessibilityRules' `clauses`) is among the findings — caught for the right
 * reason, not by chance. Files of tests the checker does not decide (pdfUaTestsNotChecked) are
 * counted, and listed apart.
 */
export const committedCorpus = path.resolve(import.meta.dirname, '../fixtures/verapdf-pdfua1');

export interface CorpusFile {
  file: string;
  /** The veraPDF test: clause and test number (7.2-t29). */
  test: string;
  clause: string;
  expected: 'pass' | 'fail';
  /** The rules the checker reported (`unreadable` when it could not read the file). */
  found: PdfAccessibilityRule[];
  /** The check covering the test, when there is one. */
  check: PdfAccessibilityRule | undefined;
}

const checkOfTest = new Map<string, PdfAccessibilityRule>(
  (Object.entries(pdfAccessibilityRules) as [PdfAccessibilityRule, { clauses: readonly string[] }][]).flatMap(([rule, { clauses }]) =>
    clauses.map((test) => [test, rule] as const),
  ),
);

/**
 * Findings that stand for a check's in a stronger form: a file with no title at all is told so
 * (a barrier) rather than that its title is missing from the XMP metadata (a detail) as well; a
 * file encrypted so that it needs a password to open cannot be read at all, by the check or by a
 * screen reader.
 */
const strongerFinding: Partial<Record<PdfAccessibilityRule, PdfAccessibilityRule>> = {
  'title-not-in-metadata': 'no-title',
  'encryption-blocks-assistive-technology': 'unreadable',
};

/** Whether a failing file was caught by the check covering its test (or that check's stronger form). */
export const caughtByOwnCheck = (file: CorpusFile) =>
  file.check !== undefined && (file.found.includes(file.check) || file.found.includes(strongerFinding[file.check] ?? file.check));

function pdfsUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return pdfsUnder(full);
    return name.endsWith('.pdf') ? [full] : [];
  });
}

/** Every corpus file under `folder` (the committed subset, or a fetched corpus's PDF_UA-1), checked. */
export async function checkCorpus(folder: string): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const file of pdfsUnder(folder).sort()) {
    // The corpus names one file 7-18.3-… in a folder of 7.18.3-… files.
    const name = path.basename(file).replace(/^7-18\.3/, '7.18.3');
    const match = /^(\d+(?:\.\d+)*)-t(\d+)-(pass|fail)-[a-z]\.pdf$/.exec(name);
    if (!match) continue;
    const test = `${match[1]}-t${match[2]}`;
    let found: PdfAccessibilityRule[];
    try {
      found = (await analysePdfBounded(readFileSync(file))).accessibility.findings.map((finding) => finding.rule);
    } catch (error) {
      if (!(error instanceof PdfAnalysisError)) throw error;
      found = ['unreadable'];
    }
    files.push({ file: name, test, clause: match[1]!, expected: match[3] as 'pass' | 'fail', found, check: checkOfTest.get(test) });
  }
  return files;
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`);

/** The figures issue 60 asks for: agreement, failing files caught, passing files passed, per clause, and the tests not checked. */
export function corpusFigures(files: CorpusFile[]) {
  const agrees = (file: CorpusFile) => file.found.length > 0 === (file.expected === 'fail');
  const failing = files.filter((file) => file.expected === 'fail');
  const passing = files.filter((file) => file.expected === 'pass');
  const caught = failing.filter((file) => file.found.length > 0);
  const byOwnCheck = failing.filter(caughtByOwnCheck);
  const clauses = [...new Set(files.map((file) => file.clause))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return {
    files: files.length,
    agreement: { files: files.filter(agrees).length, share: percent(files.filter(agrees).length, files.length) },
    failingCaught: { files: caught.length, of: failing.length, share: percent(caught.length, failing.length) },
    failingCaughtByOwnCheck: { files: byOwnCheck.length, of: failing.length, share: percent(byOwnCheck.length, failing.length) },
    passingPassed: {
      files: passing.length - passing.filter((file) => file.found.length > 0).length,
      of: passing.length,
      share: percent(passing.length - passing.filter((file) => file.found.length > 0).length, passing.length),
    },
    clauses: clauses.map((clause) => {
      const inClause = files.filter((file) => file.clause === clause);
      return { clause, agreeing: inClause.filter(agrees).length, files: inClause.length, share: percent(inClause.filter(agrees).length, inClause.length) };
    }),
    disagreeing: files.filter((file) => !agrees(file)).map((file) => `${file.file}: ${file.found.join(', ') || 'nothing found'}`),
    notChecked: files
      .filter((file) => file.test in pdfUaTestsNotChecked)
      .map((file) => `${file.file} (${pdfUaTestsNotChecked[file.test as keyof typeof pdfUaTestsNotChecked]})`),
  };
}
