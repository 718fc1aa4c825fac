import { spreadsheetSafe } from '@vtrans/contracts/spreadsheet-safety';

/**
 * CSV (RFC 4180) for people to open in spreadsheets. A text cell a spreadsheet would run as a
 * formula gets a leading apostrophe (spreadsheetSafe). Numbers are written as numbers: -3 is a
 * value, not a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === 'number') return String(value);
  const safe = spreadsheetSafe(value ?? '');
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line and one line per row, CRLF-terminated. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows]
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/**
 * Where a file's figures come from, as its last line (issue 57: a download says whose figures it
 * holds once it has left the page): the words in the first cell and the others empty, so every
 * line keeps the header's width for readers that insist on it.
 */
export function sourceLine(source: string, width: number): string[] {
  return [source, ...Array.from({ length: Math.max(0, width - 1) }, () => '')];
}
