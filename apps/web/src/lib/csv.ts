/**
 * CSV (RFC 4180) for people to open in spreadsheets. A text cell that begins with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is one a spreadsheet would run as a formula (OWASP "CSV
 * injection"): it gets a leading apostrophe, which spreadsheets show as text and do not keep.
 * Numbers are written as numbers: -3 is a value, not a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === 'number') return String(value);
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line and one line per row, CRLF-terminated. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n').concat('\r\n');
}
