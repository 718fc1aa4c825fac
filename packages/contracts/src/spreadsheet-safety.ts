// No zod: the CSV writers of the web app and the SQL GDAL writes CSV downloads from both use this.

/**
 * What makes a spreadsheet run a text cell as a formula (OWASP "CSV injection"): a first character
 * of `=`, `+`, `-`, `@`, a tab or a carriage return. Such a cell gets a leading apostrophe, which
 * spreadsheets show as text and do not keep. One rule for every CSV the site writes.
 */
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'] as const;

export function spreadsheetSafe(text: string): string {
  return formulaStarts.some((start) => text.startsWith(start)) ? `'${text}` : text;
}

/** The same rule in Postgres, for a text expression of a SELECT (GDAL writes the CSV downloads from SQL). */
export function spreadsheetSafeSql(expression: string): string {
  const starts = formulaStarts.map((start) => (start === '\t' ? `E'\\t'` : start === '\r' ? `E'\\r'` : `'${start}'`)).join(', ');
  return `case when left(${expression}, 1) in (${starts}) then '''' || ${expression} else ${expression} end`;
}
