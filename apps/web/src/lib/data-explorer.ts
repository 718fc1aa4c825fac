import { dataExplorerFilters, type DataExplorerFilters, type StatisticsDataset, type StatisticsRows, statisticsDatasets } from '@vtrans/contracts/statistics';
import { sourceLine, toCsv as writeCsv } from './csv';

/**
 * What the data explorer charts for a dataset and its filters. The chart, the table beside it
 * and the CSV download all take their rows from here, so the three always agree.
 */
export interface ChartSelection {
  title: string;
  /** The table's columns, in order; `key` is the row field. */
  columns: { key: string; label: string; numeric?: boolean }[];
  rows: Record<string, string | number>[];
  /** The chart: a bar per row, `label` along one axis and `value` the bar's length. */
  bars: { label: string; value: string; axis: string };
}

/**
 * The rows the browser is sent for one dataset: its own, and none of the others. Each dataset is a
 * navigation away (its tab is a link) and comes with its own rows then; sending all of them made
 * the page 157 kB of HTML and its hydration the longest task on a phone (issue 17, Lighthouse).
 */
export function rowsForDataset(dataset: Exclude<StatisticsDataset, 'freight'>, data: StatisticsRows): StatisticsRows {
  const none: StatisticsRows = { 'population-employment': [], 'travel-markets': [], needs: [], 'by-the-numbers': [], freight: [] };
  return { ...none, [dataset]: data[dataset] };
}

export const datasetLabels: Record<StatisticsDataset, string> = {
  'population-employment': 'Population and employment',
  'travel-markets': 'Travel markets',
  needs: 'Mid-term needs',
  'by-the-numbers': 'By the numbers',
  freight: 'Freight',
};

export function isDataset(value: unknown): value is StatisticsDataset {
  return typeof value === 'string' && (statisticsDatasets as readonly string[]).includes(value);
}

/**
 * A dataset's filters from the address bar or a saved view: each known field that parses is kept,
 * anything else takes its default, so an edited or outdated link still opens a sensible chart.
 */
export function readFilters<Dataset extends StatisticsDataset>(dataset: Dataset, raw: Record<string, unknown>): DataExplorerFilters<Dataset> {
  const schema = dataExplorerFilters[dataset];
  const defaults = schema.parse({}) as Record<string, unknown>;
  const kept = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => typeof raw[key] === 'string')
      .filter((key) => schema.safeParse({ ...defaults, [key]: raw[key] }).success)
      .map((key) => [key, raw[key]]),
  );
  return schema.parse({ ...defaults, ...kept }) as DataExplorerFilters<Dataset>;
}

/** The filters as URL parameters (strings), for links and saved views. */
export function filtersToParams(filters: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)]));
}

function sumBy<Row>(rows: Row[], key: (row: Row) => string, value: (row: Row) => number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
  return totals;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const inDistrict = (district: string) => (row: { district: string }) => district === 'all' || row.district === district;

export function selectChart(dataset: Exclude<StatisticsDataset, 'freight'>, filters: Record<string, unknown>, data: StatisticsRows): ChartSelection {
  switch (dataset) {
    case 'population-employment': {
      const f = readFilters(dataset, filters);
      const label = f.measure === 'population' ? 'Population' : 'Employment';
      const sorted = data['population-employment']
        .filter((row) => row.year === f.year && inDistrict(f.district)(row))
        .sort((a, b) => b[f.measure] - a[f.measure]);
      const rows = (f.top === 'all' ? sorted : sorted.slice(0, Number(f.top))).map((row) => ({
        locality: row.locality,
        district: row.district,
        year: row.year,
        [f.measure]: row[f.measure],
      }));
      return {
        title: `${label} by locality, ${f.year}${f.district === 'all' ? '' : `, ${f.district} District`}${f.top === 'all' ? '' : ` (largest ${f.top})`}`,
        columns: [
          { key: 'locality', label: 'Locality' },
          { key: 'district', label: 'VDOT district' },
          { key: 'year', label: 'Year', numeric: true },
          { key: f.measure, label, numeric: true },
        ],
        rows,
        bars: { label: 'locality', value: f.measure, axis: label },
      };
    }
    case 'travel-markets': {
      const f = readFilters(dataset, filters);
      const selected = data['travel-markets'].filter(inDistrict(f.district));
      const totals = sumBy(
        selected,
        (row) => row.travelMarket,
        (row) => row[f.measure],
      );
      const label = f.measure === 'miles' ? 'Miles of need' : 'Needs identified';
      return {
        title: `${label} by travel market${f.district === 'all' ? ', statewide' : `, ${f.district} District`}`,
        columns: [
          { key: 'travelMarket', label: 'Travel market' },
          { key: f.measure, label, numeric: true },
        ],
        rows: [...totals]
          .map(([travelMarket, value]) => ({ travelMarket, [f.measure]: round1(value) }))
          .sort((a, b) => Number(b[f.measure]) - Number(a[f.measure])),
        bars: { label: 'travelMarket', value: f.measure, axis: label },
      };
    }
    case 'needs': {
      const f = readFilters(dataset, filters);
      const selected = data.needs.filter((row) => inDistrict(f.district)(row) && (f.priority === 'all' || row.priority === Number(f.priority)));
      const totals = sumBy(
        selected,
        (row) => row.category,
        (row) => row.miles,
      );
      return {
        title: `Miles of mid-term need by category${f.district === 'all' ? ', statewide' : `, ${f.district} District`}${f.priority === 'all' ? '' : `, priority ${f.priority}`}`,
        columns: [
          { key: 'category', label: 'Need category' },
          { key: 'miles', label: 'Miles', numeric: true },
        ],
        rows: [...totals].map(([category, miles]) => ({ category, miles: round1(miles) })).sort((a, b) => Number(b.miles) - Number(a.miles)),
        bars: { label: 'category', value: 'miles', axis: 'Miles' },
      };
    }
    case 'by-the-numbers': {
      const f = readFilters(dataset, filters);
      return {
        title: `Virginia by the numbers: ${f.unit}`,
        columns: [
          { key: 'label', label: 'Measure' },
          { key: 'value', label: `Value (${f.unit})`, numeric: true },
          { key: 'source', label: 'Source' },
        ],
        rows: data['by-the-numbers'].filter((row) => row.unit === f.unit).map(({ label, value, source }) => ({ label, value, source })),
        bars: { label: 'label', value: 'value', axis: f.unit },
      };
    }
  }
}

/**
 * CSV of the rows with the columns' labels as header (lib/csv.ts: RFC 4180, formulas neutralised),
 * and, for figures with a stated source, that source as the last line.
 */
export function toCsv(columns: ChartSelection['columns'], rows: ChartSelection['rows'], source?: string): string {
  const lines = rows.map((row) => columns.map((column) => row[column.key]));
  return writeCsv(
    columns.map((column) => column.label),
    source ? [...lines, sourceLine(source, columns.length)] : lines,
  );
}

/** A data: URL for a download link that works before (and without) JavaScript. */
export function csvHref(columns: ChartSelection['columns'], rows: ChartSelection['rows'], source?: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(columns, rows, source))}`;
}
