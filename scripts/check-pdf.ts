import { readFile } from 'node:fs/promises';
import { describeFinding, findingLevel, passesLine } from '@vtrans/contracts/pdf-accessibility';
import { analysePdfBounded, PdfAnalysisError } from '@vtrans/documents';

/**
 * `npm run check-pdf -- FILE… [--json]`: the worker's PDF accessibility checker (issue 37) from
 * the command line, with the same limits. Prints each file's problems in plain words, or with
 * --json the findings as the worker stores them. Exits 1 when any file has a problem, 2 on misuse.
 */
const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((arg) => arg !== '--json');
if (files.length === 0) {
  process.stderr.write('usage: npm run check-pdf -- FILE… [--json]\n');
  process.exit(2);
}

let problems = false;
const results: unknown[] = [];
for (const file of files) {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    process.stderr.write(`${file}: ${(error as Error).message}\n`);
    process.exit(2);
  }
  try {
    const { accessibility } = await analysePdfBounded(bytes);
    problems ||= accessibility.findings.length > 0;
    if (json) results.push({ file, pages: accessibility.pages, passed: accessibility.findings.length === 0, findings: accessibility.findings });
    else {
      process.stdout.write(
        `${file}: ${accessibility.pages} page(s), ${accessibility.findings.length === 0 ? passesLine(accessibility.checks).toLowerCase() : 'fails a check'}\n`,
      );
      for (const finding of accessibility.findings)
        process.stdout.write(
          `  - ${findingLevel(finding) === 'barrier' ? '[stops readers] ' : '[detail] '}${describeFinding(finding)}${finding.detail && finding.rule !== 'unreadable' ? ` [${finding.detail}]` : ''}\n`,
        );
    }
  } catch (error) {
    if (!(error instanceof PdfAnalysisError)) throw error;
    problems = true;
    if (json) results.push({ file, passed: false, findings: [{ rule: 'unreadable', count: 1, pages: [], detail: error.message }] });
    else process.stdout.write(`${file}: could not be checked: ${error.message}\n`);
  }
}
if (json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
process.exit(problems ? 1 : 0);
