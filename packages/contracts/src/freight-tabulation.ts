import { z } from 'zod';
import { virginiaDate } from './dates';
import { fafZoneNames } from './faf-zones';
import {
  freightModeCodes,
  freightModeLabels,
  type FreightModeName,
  sctg2Commodities,
  VIRGINIA_STATE_FIPS,
  virginiaFreightZones,
  type VirginiaFreightZone,
} from './freight';

/**
 * The freight tabulation tool (issue 40): what FHWA's FAF5 Data Tabulation Tool offers, for flows
 * to, from and within Virginia. A tabulation picks a dimension for its rows and (optionally) one
 * for its columns, a measure, and filters on any dimension; the code lists below are FAF5's
 * (shared/briefs/faf5-layout.md), shared by the importer, the engine, the API and the page.
 */

/** What a FAF file covers at each end of a flow: FAF zones (the regional file) or states (the state file). */
export const freightGeographies = ['zone', 'state'] as const;
export type FreightGeography = (typeof freightGeographies)[number];

/** How FAF marks a year: the benchmark year, final estimates, the latest (preliminary) estimate, forecasts. */
export const freightYearKinds = ['base', 'final', 'preliminary', 'forecast'] as const;
export type FreightYearKind = (typeof freightYearKinds)[number];

/** The measures a FAF record carries per year; the `_low`/`_high` ones come from a HiLo forecast file. */
export const freightRecordMeasures = ['tons', 'value', 'current_value', 'tmiles', 'tons_low', 'tons_high', 'value_low', 'value_high'] as const;
export type FreightRecordMeasure = (typeof freightRecordMeasures)[number];

/** What a tabulation can show: the file's measures and two ratios of them. */
export const freightMeasures = ['tons', 'value', 'current_value', 'tmiles', 'value_per_ton', 'length_of_haul'] as const;
export type FreightMeasure = (typeof freightMeasures)[number];
export const freightMeasureLabels: Record<FreightMeasure, { label: string; unit: string }> = {
  tons: { label: 'Weight', unit: 'thousand tons' },
  value: { label: 'Value (2017 dollars)', unit: 'million dollars (2017)' },
  current_value: { label: 'Value (current dollars)', unit: 'million dollars (current year)' },
  tmiles: { label: 'Ton-miles', unit: 'million ton-miles' },
  value_per_ton: { label: 'Value per ton', unit: 'dollars (2017) per ton' },
  length_of_haul: { label: 'Average length of haul', unit: 'miles' },
};
/** A ratio is the quotient of two sums (never a sum of ratios): value per ton = value ÷ tons, and so on. */
export const freightRatioMeasures: Partial<Record<FreightMeasure, { numerator: FreightRecordMeasure; denominator: FreightRecordMeasure; scale: number }>> = {
  // million dollars ÷ thousand tons = 1,000 dollars a ton; million ton-miles ÷ thousand tons = 1,000 miles.
  value_per_ton: { numerator: 'value', denominator: 'tons', scale: 1000 },
  length_of_haul: { numerator: 'tmiles', denominator: 'tons', scale: 1000 },
};
/** The measures a HiLo file gives a low–high range for in forecast years. */
export const freightRangeMeasures: Partial<Record<FreightMeasure, { low: FreightRecordMeasure; high: FreightRecordMeasure }>> = {
  tons: { low: 'tons_low', high: 'tons_high' },
  value: { low: 'value_low', high: 'value_high' },
};

/** FAF's distance bands of the domestic leg (dist_band). */
export const freightDistanceBands: Record<number, string> = {
  1: 'Below 100 miles',
  2: '100 to 249 miles',
  3: '250 to 499 miles',
  4: '500 to 749 miles',
  5: '750 to 999 miles',
  6: '1,000 to 1,499 miles',
  7: '1,500 to 2,000 miles',
  8: 'Over 2,000 miles',
};

/** FAF's foreign regions (fr_orig, fr_dest). */
export const freightForeignRegions: Record<number, string> = {
  801: 'Canada',
  802: 'Mexico',
  803: 'Rest of Americas',
  804: 'Europe',
  805: 'Africa',
  806: 'Southwest and Central Asia',
  807: 'Eastern Asia',
  808: 'Southeast Asia and Oceania',
};

export const freightTradeTypeLabels: Record<number, string> = { 1: 'Domestic', 2: 'Import', 3: 'Export' };

/**
 * SCTG2 codes by the chapters of the Standard Classification of Transported Goods, for a view
 * coarser than 42 commodities (the DTT's "commodity group").
 */
export const sctgGroups: { code: string; name: string; commodities: string[] }[] = [
  { code: 'agriculture', name: 'Agriculture and food', commodities: ['01', '02', '03', '04', '05', '06', '07', '08', '09'] },
  { code: 'minerals', name: 'Stone, sand, gravel and ores', commodities: ['10', '11', '12', '13', '14'] },
  { code: 'energy', name: 'Coal and petroleum products', commodities: ['15', '16', '17', '18', '19'] },
  { code: 'chemicals', name: 'Chemicals, drugs and plastics', commodities: ['20', '21', '22', '23', '24'] },
  { code: 'forest', name: 'Wood, paper and textiles', commodities: ['25', '26', '27', '28', '29', '30'] },
  { code: 'metals', name: 'Mineral and metal products', commodities: ['31', '32', '33'] },
  { code: 'machinery', name: 'Machinery, electronics and vehicles', commodities: ['34', '35', '36', '37', '38'] },
  { code: 'other', name: 'Furniture, waste, mixed and other goods', commodities: ['39', '40', '41', '43'] },
];

/**
 * What rows and columns can be: each end of the flow, the commodity (or its group), the domestic
 * mode, the mode abroad, the trade type, the foreign region, the distance band and the year.
 */
export const freightDimensions = [
  'origin',
  'destination',
  'commodity',
  'commodity_group',
  'mode',
  'foreign_mode',
  'trade_type',
  'foreign_region',
  'distance_band',
  'year',
] as const;
export type FreightDimension = (typeof freightDimensions)[number];
export const freightDimensionLabels: Record<FreightDimension, string> = {
  origin: 'Origin',
  destination: 'Destination',
  commodity: 'Commodity (SCTG2)',
  commodity_group: 'Commodity group',
  mode: 'Domestic mode',
  foreign_mode: 'Mode abroad',
  trade_type: 'Trade type',
  foreign_region: 'Foreign region',
  distance_band: 'Distance band',
  year: 'Year',
};

/** Relative to Virginia (or to the chosen Virginia zone): leaving it, arriving in it, within it, or all of these. */
export const freightTabulationDirections = ['all', 'outbound', 'inbound', 'within'] as const;
export type FreightTabulationDirection = (typeof freightTabulationDirections)[number];

const US_STATE_NAMES: Record<number, string> = {
  1: 'Alabama',
  2: 'Alaska',
  4: 'Arizona',
  5: 'Arkansas',
  6: 'California',
  8: 'Colorado',
  9: 'Connecticut',
  10: 'Delaware',
  11: 'District of Columbia',
  12: 'Florida',
  13: 'Georgia',
  15: 'Hawaii',
  16: 'Idaho',
  17: 'Illinois',
  18: 'Indiana',
  19: 'Iowa',
  20: 'Kansas',
  21: 'Kentucky',
  22: 'Louisiana',
  23: 'Maine',
  24: 'Maryland',
  25: 'Massachusetts',
  26: 'Michigan',
  27: 'Minnesota',
  28: 'Mississippi',
  29: 'Missouri',
  30: 'Montana',
  31: 'Nebraska',
  32: 'Nevada',
  33: 'New Hampshire',
  34: 'New Jersey',
  35: 'New Mexico',
  36: 'New York',
  37: 'North Carolina',
  38: 'North Dakota',
  39: 'Ohio',
  40: 'Oklahoma',
  41: 'Oregon',
  42: 'Pennsylvania',
  44: 'Rhode Island',
  45: 'South Carolina',
  46: 'South Dakota',
  47: 'Tennessee',
  48: 'Texas',
  49: 'Utah',
  50: 'Vermont',
  51: 'Virginia',
  53: 'Washington',
  54: 'West Virginia',
  55: 'Wisconsin',
  56: 'Wyoming',
};
export const usStateFips = Object.keys(US_STATE_NAMES).map(Number);

/** A state's name from its FIPS code. */
export function stateName(fips: number): string {
  return US_STATE_NAMES[fips] ?? `State ${fips}`;
}

/**
 * A FAF zone's name: Virginia's four have their own; the others are FHWA's short descriptions
 * (fafZoneNames). A code FAF5 does not have is named by its state and code, as a file from a later
 * release with a new zone would need: a final 0 is the whole state, a final 9 the rest of the state.
 */
export function freightZoneName(zone: number): string {
  const virginia = virginiaFreightZones[String(zone) as VirginiaFreightZone];
  if (virginia) return `${virginia.name}, VA`;
  const faf = fafZoneNames[zone];
  if (faf) return faf;
  const state = stateName(Math.trunc(zone / 10));
  const digit = zone % 10;
  if (digit === 0) return state;
  if (digit === 9) return `Rest of ${state}`;
  return `${state} zone ${zone}`;
}

/** The name of a dimension's code, as rows, columns and the CSV show it. */
export function freightCodeLabel(dimension: FreightDimension, code: number, geography: FreightGeography): string {
  switch (dimension) {
    case 'origin':
    case 'destination':
      return geography === 'zone' ? freightZoneName(code) : stateName(code);
    case 'commodity': {
      const sctg = String(code).padStart(2, '0');
      return `${sctg} ${sctg2Commodities[sctg] ?? 'Unknown'}`;
    }
    case 'commodity_group':
      return sctgGroups[code]?.name ?? 'Unknown';
    case 'mode':
    case 'foreign_mode': {
      if (code === 0) return dimension === 'foreign_mode' ? 'None (domestic)' : 'None';
      const name = (Object.keys(freightModeCodes) as FreightModeName[]).find((mode) => freightModeCodes[mode] === code);
      return name ? freightModeLabels[name] : `Mode ${code}`;
    }
    case 'trade_type':
      return freightTradeTypeLabels[code] ?? `Trade type ${code}`;
    case 'foreign_region':
      return code === 0 ? 'None (domestic)' : (freightForeignRegions[code] ?? `Region ${code}`);
    case 'distance_band':
      return code === 0 ? 'Not given' : (freightDistanceBands[code] ?? `Band ${code}`);
    case 'year':
      return String(code);
  }
}

/** Virginia's FAF zones, as numbers. */
export const virginiaZoneCodes = Object.keys(virginiaFreightZones).map(Number);

/** Comma-separated codes in a query string (`commodity=02,35`), each a whole number. */
const codeList = (what: string, max = 200) =>
  z
    .string()
    .max(2000, `expected at most ${max} ${what}`)
    .transform((text, context) => {
      const parts = text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      if (parts.length > max || parts.some((part) => !/^\d{1,4}$/.test(part))) {
        context.addIssue({ code: 'custom', message: `expected ${what} as comma-separated codes` });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .optional();

const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `expected one of: ${values.join(', ')}` });

/**
 * GET /api/freight/tabulation — the tabulation's parameters, which are also the page's address, so
 * the link to a table is the table. Filters left out mean "all"; the year, when it is not a row
 * or column, defaults to the latest estimate. `compare` makes a two-year comparison of the rows.
 */
export const FreightTabulationQuery = z
  .object({
    geography: enumOf(freightGeographies).default('zone'),
    rows: enumOf(freightDimensions).default('commodity'),
    columns: enumOf(['none', ...freightDimensions] as const).default('none'),
    measure: enumOf(freightMeasures).default('tons'),
    direction: enumOf(freightTabulationDirections).default('all'),
    /** One of Virginia's zones: the direction is then relative to it (Richmond's outbound freight includes what it sends to Norfolk). */
    area: z.coerce
      .number({ error: 'expected one of Virginia’s FAF zones: 511, 512, 513 or 519' })
      .refine((zone) => virginiaZoneCodes.includes(zone), 'expected one of Virginia’s FAF zones: 511, 512, 513 or 519')
      .optional(),
    origin: codeList('origins'),
    destination: codeList('destinations'),
    commodity: codeList('SCTG2 commodities'),
    commodity_group: z
      .string()
      .transform((text) => text.split(',').filter((part) => part !== ''))
      .pipe(z.array(enumOf(sctgGroups.map((group) => group.code) as [string, ...string[]])).max(sctgGroups.length))
      .optional(),
    mode: codeList('modes'),
    foreign_mode: codeList('modes'),
    trade_type: codeList('trade types'),
    foreign_region: codeList('foreign regions'),
    distance_band: codeList('distance bands'),
    year: codeList('years', 60),
    /** A second year: the answer compares each row in `year` (one year) with it. */
    compare: z.coerce
      .number({ error: 'expected a year' })
      .int('expected a year')
      .min(1997, 'expected a year from 1997 to 2060')
      .max(2060, 'expected a year from 1997 to 2060')
      .optional(),
  })
  .refine((query) => query.area === undefined || query.geography === 'zone', { message: 'a Virginia zone needs the zone geography', path: ['area'] })
  .refine((query) => query.columns !== query.rows, { message: 'rows and columns must be different dimensions', path: ['columns'] })
  .refine((query) => query.compare === undefined || (query.columns === 'none' && query.rows !== 'year'), {
    message: 'a comparison of two years has rows only, and not by year',
    path: ['compare'],
  });
export type FreightTabulationQuery = z.infer<typeof FreightTabulationQuery>;

/** The filters of a tabulation query, by dimension (commodity groups already turned into their indexes). */
export type FreightFilters = Partial<Record<FreightDimension, number[]>>;

export interface FreightYear {
  year: number;
  kind: FreightYearKind;
}

export interface FreightRelease {
  /** e.g. "FAF5.7". */
  name: string;
  geography: FreightGeography;
  fileName: string;
  importedAt: string;
  years: FreightYear[];
  /** The measures the file had: a HiLo file adds the `_low`/`_high` ones. */
  measures: FreightRecordMeasure[];
  /** Generated by the seed in FAF's layout for trying the tools: not FHWA's figures (issue 57). */
  sample: boolean;
  /** Where the figures come from, in words (freightSourceNote): every answer that carries figures carries this. */
  source: string;
}

/** What a generated sample says in words wherever its figures show (issue 57). */
export const FREIGHT_SAMPLE_NOTICE = 'Sample data for trying the tools — not FHWA figures';

/**
 * Where a dataset's figures come from, as one sentence that chart notes, CSV files and API answers
 * all carry: an imported file names FHWA's release, the file and the day it was loaded; the
 * seed's sample says it is one, and how the office loads the real file.
 */
export function freightSourceNote(release: Pick<FreightRelease, 'name' | 'geography' | 'fileName' | 'importedAt' | 'sample'>): string {
  const geography = release.geography === 'zone' ? 'FAF zones' : 'states';
  if (release.sample) {
    return `${FREIGHT_SAMPLE_NOTICE}. Generated in the layout of the Freight Analysis Framework ${release.name} (${geography}) on ${virginiaDate(release.importedAt)}; the office replaces it with FHWA's file by running npm run import:freight.`;
  }
  return `Source: FHWA and BTS, Freight Analysis Framework ${release.name} (${geography}; file ${release.fileName}, imported ${virginiaDate(release.importedAt)}).`;
}

export interface FreightHeader {
  code: number;
  label: string;
  /** For the year dimension: what kind of figure the year is. */
  kind?: FreightYearKind;
}

export interface FreightCell {
  value: number | null;
  /** The HiLo range of a forecast (tons and value only). */
  low?: number;
  high?: number;
}

/** A row's figure in the comparison year (with its forecast range, where the file has one) and its change from the first year. */
export interface FreightComparison extends FreightCell {
  change: number | null;
  percent: number | null;
}

export interface FreightTabulation {
  query: FreightTabulationQuery;
  release: FreightRelease;
  measure: { code: FreightMeasure; label: string; unit: string };
  /** The year(s) the figures are for, when the year is neither rows nor columns. */
  years: FreightYear[];
  rows: FreightHeader[];
  /** One column with code 0 ("Total") when the tabulation has no columns. */
  columns: FreightHeader[];
  /** cells[row][column]. */
  cells: FreightCell[][];
  rowTotals: FreightCell[];
  columnTotals: FreightCell[];
  total: FreightCell;
  /** With `compare`: per row, the value in the second year, the change and the change in percent. */
  comparison?: { year: FreightYear; rows: FreightComparison[]; total: FreightComparison };
  /** Rows left out beyond the limit (the largest rows are kept). */
  rowsLeftOut: number;
}

export const isVirginia = (code: number, geography: FreightGeography) => (geography === 'zone' ? Math.trunc(code / 10) : code) === VIRGINIA_STATE_FIPS;

/** What the flow map joins Virginia's places to: other states (or zones folded into them), or foreign regions by their gateway. */
export const freightFlowEnds = ['state', 'foreign'] as const;
export type FreightFlowEnd = (typeof freightFlowEnds)[number];

/**
 * Where the flow map draws a foreign region: a point off the coast or border it is reached by,
 * not its location (the map stays on North America). The legend says so.
 */
export const freightForeignAnchors: Record<number, [number, number]> = {
  801: [-84, 49.5],
  802: [-103, 26],
  803: [-72, 20],
  804: [-58, 40],
  805: [-60, 28],
  806: [-56, 33.5],
  807: [-132, 41],
  808: [-130, 30],
};

export interface FreightFlowPlace {
  /** A Virginia zone (3 digits), a state (2 digits) or a foreign region (801–808). */
  code: string;
  name: string;
  center: [number, number];
  kind: 'virginia' | 'state' | 'foreign';
}

export interface FreightFlow {
  from: FreightFlowPlace;
  to: FreightFlowPlace;
  value: number;
  /** Relative to Virginia: leaving it, arriving in it, or within it. */
  direction: 'outbound' | 'inbound' | 'within';
}

export interface FreightFlowMap {
  query: FreightTabulationQuery;
  ends: FreightFlowEnd;
  release: FreightRelease;
  measure: { code: FreightMeasure; label: string; unit: string };
  year: FreightYear;
  /** Largest first. */
  flows: FreightFlow[];
  total: number;
}
