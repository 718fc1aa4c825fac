import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pdfAccessibilityRules, type PdfAccessibilityRule } from '@vtrans/contracts/pdf-accessibility';
import { analysePdfBounded, PdfAnalysisError } from '@vtrans/documents';

/**
 * The veraPDF corpus's PDF/UA-1 files (issue 37) classified by the site's checker. A file is named
 * for its clause and test (7.1-t10) and the outcome it should have (pass or fail); a file agrees
 * when the rule covering that test finds a problem exactly when the file should fail. Only tests a
 * rule covers (pdfAccessibilityRules' `clauses`) are counted.
 */
export const committedCorpus = path.resolve(import.meta.dirname, '../fixtures/verapdf-pdfua1');

export interface ClauseAgreement {
  clause: string;
  rule: PdfAccessibilityRule;
  agree: number;
  files: number;
  disagreeing: string[];
}

const ruleOfClause = new Map<string, PdfAccessibilityRule>(
  (Object.entries(pdfAccessibilityRules) as [PdfAccessibilityRule, { clauses: readonly string[] }][]).flatMap(([rule, { clauses }]) =>
    clauses.map((clause) => [clause, rule] as const),
  ),
);

function pdfsUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return pdfsUnder(full);
    return name.endsWith('.pdf') ? [full] : [];
  });
}

/** Every covered file under `folder` (the committed subset, or a fetched corpus's PDF_UA-1), classified. */
export async function corpusAgreement(folder: string): Promise<ClauseAgreement[]> {
  const byClause = new Map<string, ClauseAgreement>();
  for (const file of pdfsUnder(folder).sort()) {
    // The corpus names one file 7-18.3-… in a folder of 7.18.3-… files.
    const match = /(\d+(?:\.\d+)*)-t(\d+)-(pass|fail)-[a-z]\.pdf$/.exec(path.basename(file).replace(/^7-18\.3/, '7.18.3'));
    if (!match) continue;
    const clause = `${match[1]}-t${match[2]}`;
    const rule = ruleOfClause.get(clause);
    if (!rule) continue;
    let flagged: boolean;
    try {
      const analysis = await analysePdfBounded(readFileSync(file));
      flagged = analysis.accessibility.findings.some((finding) => finding.rule === rule);
    } catch (error) {
      if (!(error instanceof PdfAnalysisError)) throw error;
      flagged = true; // a file that cannot be checked fails every rule
    }
    const entry = byClause.get(clause) ?? { clause, rule, agree: 0, files: 0, disagreeing: [] };
    byClause.set(clause, entry);
    entry.files++;
    if (flagged === (match[3] === 'fail')) entry.agree++;
    else entry.disagreeing.push(path.basename(file));
  }
  return [...byClause.values()].sort((a, b) => a.clause.localeCompare(b.clause, 'en', { numeric: true }));
}
