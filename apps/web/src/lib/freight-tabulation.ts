import {
  type FreightCell,
  type FreightTabulation,
  FreightTabulationQuery,
  freightDimensionLabels,
  freightRatioMeasures,
  type FreightYearKind,
  freightZoneName,
} from '@vtrans/contracts/freight-tabulation';
import { sourceLine, toCsv } from './csv';

/** The address parameters of the tabulation view that are not the query's: which view, and the row order. */
export const tabulationViewParams = ['dataset', 'view', 'sort', 'order'] as const;

/**
 * The tabulation query in a page address. A form sends a filter's checked boxes as repeated
 * parameters (commodity=02&commodity=35) and the API takes them comma-separated; both mean the
 * same list. Anything invalid is reported by field, and the default table is shown instead.
 */
export function readTabulationQuery(search: Record<string, string | string[] | undefined>): { query: FreightTabulationQuery; errors: Record<string, string> } {
  const flat = Object.fromEntries(
    Object.entries(search)
      .filter(([name, value]) => value !== undefined && value !== '' && !(tabulationViewParams as readonly string[]).includes(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value!]),
  );
  const parsed = FreightTabulationQuery.safeParse(flat);
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issue.message]));
  return { query: FreightTabulationQuery.parse({}), errors };
}

/** The query as address parameters, defaults left out, lists comma-separated: the link to exactly this table. */
export function tabulationParams(query: FreightTabulationQuery): Record<string, string> {
  const defaults = FreightTabulationQuery.parse({});
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '' || text === String((defaults as Record<string, unknown>)[name] ?? '')) continue;
    params[name] = text;
  }
  return params;
}

/** How a year's figures are described beside it: estimates need no word, the others do. */
export const yearKindWords: Record<FreightYearKind, string> = { base: 'base year', final: '', preliminary: 'preliminary', forecast: 'forecast' };

/** A figure of the measure: ratios (dollars a ton, miles) in whole numbers, amounts to one decimal. */
export function measureFormat(table: Pick<FreightTabulation, 'measure'>): (value: number) => string {
  const digits = freightRatioMeasures[table.measure.code] ? 0 : 1;
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return (value) => format.format(value);
}

/** The table's title: what is measured, by what, for which flows. */
export function tabulationTitle(table: FreightTabulation): string {
  const { query } = table;
  // "Commodity (SCTG2)" reads "commodity (SCTG2)" mid-sentence: only the first letter is lowered.
  const lowerFirst = (label: string) => label[0]!.toLowerCase() + label.slice(1);
  const by = [freightDimensionLabels[query.rows], query.columns === 'none' ? undefined : freightDimensionLabels[query.columns]]
    .filter((label) => label !== undefined)
    .map(lowerFirst)
    .join(' and ');
  const area = query.area ? ` ${freightZoneName(query.area)}` : ' Virginia';
  const flows = { all: `to, from and within${area}`, outbound: `leaving${area}`, inbound: `arriving in${area}`, within: `within${area}` }[query.direction];
  const year =
    table.years.length === 1 ? `, ${table.years[0]!.year}${table.years[0]!.kind === 'final' ? '' : ` (${yearKindWords[table.years[0]!.kind]})`}` : '';
  const compare = table.comparison ? ` compared with ${table.comparison.year.year}` : '';
  return `${table.measure.label} by ${by}, freight ${flows}${year}${compare}`;
}

/** A row order the reader asked for: by a column's figures, the total, or the change; else by code. */
export function sortRows(table: FreightTabulation, sort: string | undefined, order: string | undefined): number[] {
  const rows = table.rows.map((_, i) => i);
  const valueOf = (i: number): number | string | null => {
    if (sort === 'label') return table.rows[i]!.label;
    if (sort === 'total') return table.rowTotals[i]!.value;
    if (sort === 'change') return table.comparison?.rows[i]!.change ?? null;
    if (sort === 'percent') return table.comparison?.rows[i]!.percent ?? null;
    if (sort === 'compare') return table.comparison?.rows[i]!.value ?? null;
    if (sort && /^c\d+$/.test(sort)) return table.cells[i]![Number(sort.slice(1))]?.value ?? null;
    return null;
  };
  if (!sort) return rows;
  const direction = order === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    if (x === y) return a - b;
    if (x === null) return 1; // rows without a figure last, either way
    if (y === null) return -1;
    return (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y)) * direction;
  });
}

/**
 * The heading of a table's one column: the measure and its unit, and the year when the figures
 * are of one year (a comparison's first year is named as its second is).
 */
export function oneColumnLabel(table: Pick<FreightTabulation, 'measure' | 'years'>): string {
  const measure = `${table.measure.label} (${table.measure.unit})`;
  return table.years.length === 1 ? `${measure}, ${table.years[0]!.year}` : measure;
}

/**
 * The table as CSV: a row per table row, a column per table column, and beside a column with
 * forecast ranges its low and high; the unit is in the column names whenever the table has one
 * column, else in the file name. The last two lines say what the table is (its title: measure,
 * flows, area and year) and whose figures they are, because a download leaves the page that said so.
 */
export function tabulationCsv(table: FreightTabulation): string {
  const ranged = table.columns.map((_, c) => table.cells.some((row) => row[c]!.low !== undefined));
  const comparisonRanged = table.comparison?.rows.some((row) => row.low !== undefined) ?? false;
  const withTotals = table.rowTotals.some((cell) => cell.value !== null) && table.query.columns !== 'none';
  const header = [freightDimensionLabels[table.query.rows]];
  const withRange = (name: string, hasRange: boolean) => (hasRange ? [name, `${name} low`, `${name} high`] : [name]);
  table.columns.forEach((column, c) => header.push(...withRange(table.query.columns === 'none' ? oneColumnLabel(table) : column.label, ranged[c]!)));
  if (withTotals) header.push('Total');
  if (table.comparison) header.push(...withRange(String(table.comparison.year.year), comparisonRanged), 'Change', 'Change (%)');
  const cells = (cell: FreightCell, hasRange: boolean) => [cell.value, ...(hasRange ? [cell.low, cell.high] : [])];
  const lines = table.rows.map((row, i) => {
    const compared = table.comparison?.rows[i];
    return [
      row.label,
      ...table.cells[i]!.flatMap((cell, c) => cells(cell, ranged[c]!)),
      ...(withTotals ? [table.rowTotals[i]!.value] : []),
      ...(compared ? [...cells(compared, comparisonRanged), compared.change, compared.percent] : []),
    ];
  });
  return toCsv(header, [...lines, sourceLine(`Table: ${tabulationTitle(table)}.`, header.length), sourceLine(table.release.source, header.length)]);
}
