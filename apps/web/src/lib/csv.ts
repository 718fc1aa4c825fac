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
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n').concat('\r\n');
}
