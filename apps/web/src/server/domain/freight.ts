import 'server-only';
import {
  type CommodityFiltersAnswer,
  type CommodityFiltersQuery,
  type CommodityFlowAnswer,
  CommodityFlowQuery,
  freightDirections,
  freightMetricUnits,
  freightModeLabels,
  type FreightModeName,
  freightModes,
  freightOrigins,
  sctg2Commodities,
} from '@vtrans/contracts/freight';
import {
  type FreightDimension,
  freightCodeLabel,
  freightFlowEnds,
  type FreightGeography,
  type FreightRelease,
  type FreightTabulation,
  FreightTabulationQuery,
  sctgGroups,
  virginiaZoneCodes,
} from '@vtrans/contracts/freight-tabulation';
import { z } from 'zod';
import { barChartOptions, type ChartDrawings } from '@/lib/charts/chart-options';
import { tabulationChartOptions } from '@/lib/charts/tabulation-chart-options';
import { readTabulationQuery, yearKindWords } from '@/lib/freight-tabulation';
import { chartSvgs } from './plot-svg';
import { FreightCube, FreightQueryError, listFreightDatasets, queryCommodityFlow, queryFreightFlows } from '@vtrans/db';
import { db } from '../platform/db';
import { logger } from '../platform/logger';
import { stateOutlinesData } from './explorers';

/** The choices of each filter: code and label, from the dataset where they vary. */
export type FilterChoices = Partial<Record<Exclude<FreightDimension, 'year'>, { code: string; label: string }[]>> & { year: { code: string; label: string }[] };

/** One section of a zone's profile: a table, its rows as shown, and its server-drawn chart. */
export interface ProfileSection {
  id: string;
  heading: string;
  table: FreightTabulation;
  /** The rows shown (the largest, or all in their own order), as table rows. */
  rows: { name: string; amount: number; share: number }[];
  chart: ChartDrawings | null;
}

/** A Virginia zone's freight profile, as its page shows it (issue 40). */
export interface FreightProfile {
  zone: number;
  direction: 'outbound' | 'inbound';
  measure: 'tons' | 'value';
  year: { year: number; kind: string };
  /** Whose figures these are (issue 57). */
  release: Pick<FreightRelease, 'sample' | 'source'>;
  summary: { label: string; value: string }[];
  sections: ProfileSection[];
}

/**
 * The cube of each current dataset, by dataset id (decision 032). Every question first reads which
 * datasets are current (one small query), so an import on any instance is seen by the next
 * question on every instance; a replaced dataset's cube is dropped.
 */
const cubes = new Map<number, Promise<FreightCube>>();

export async function freightCube(geography: FreightGeography): Promise<FreightCube | undefined> {
  const datasets = await listFreightDatasets(db());
  const current = new Set(datasets.map((dataset) => dataset.id));
  for (const id of cubes.keys()) if (!current.has(id)) cubes.delete(id);
  const dataset = datasets.find((candidate) => candidate.geography === geography);
  if (!dataset) return undefined;
  let cube = cubes.get(dataset.id);
  if (!cube) {
    cube = FreightCube.load(db(), dataset);
    // The common measures are read in the background; a question that needs one first waits for it.
    cube
      .then(
        (loaded) => loaded.warm(),
        () => cubes.delete(dataset.id),
      )
      .catch((error: unknown) => logger().warn({ err: error }, 'freight measures could not be read ahead'));
    cubes.set(dataset.id, cube);
  }
  return cube;
}

/** The years of the zone dataset (what the explorer's charts read). */
async function zoneYears(): Promise<{ cube: FreightCube | undefined; years: number[] }> {
  const cube = await freightCube('zone');
  return { cube, years: cube?.release.years.map((year) => year.year) ?? [] };
}

/** A tabulation, or the parameter it cannot answer and why (400). */
export async function freightTabulation(query: FreightTabulationQuery): Promise<{ table: FreightTabulation } | { field: string; message: string }> {
  const cube = await freightCube(query.geography);
  if (!cube) return { field: 'geography', message: `no FAF ${query.geography} file has been imported` };
  try {
    return { table: await cube.tabulate(query) };
  } catch (error) {
    if (error instanceof FreightQueryError) return { field: error.field, message: error.message };
    throw error;
  }
}

/** What the freight charts can be filtered by, for a scale and metric. */
export async function commodityFilters(
  query: CommodityFiltersQuery,
  known?: { cube: FreightCube | undefined; years: number[] },
): Promise<CommodityFiltersAnswer> {
  const { cube, years } = known ?? (await zoneYears());
  return {
    ...query,
    unit: freightMetricUnits[query.metric],
    origins: freightOrigins(query.scale),
    directions: [...freightDirections],
    modes: freightModes.map((code) => ({ code, name: code === 'all' ? 'All modes' : freightModeLabels[code as FreightModeName] })),
    years,
    defaultYear: cube?.defaultYear() ?? null,
  };
}

/** The commodity-flow answer, or the reason the year cannot be answered (400 naming `year`). */
export async function commodityFlow(
  query: CommodityFlowQuery,
  known?: { cube: FreightCube | undefined; years: number[] },
): Promise<{ answer: CommodityFlowAnswer } | { yearError: string }> {
  const { cube, years } = known ?? (await zoneYears());
  const year = query.year ?? cube?.defaultYear();
  if (!cube || year === undefined) return { yearError: 'no freight data has been imported' };
  if (!years.includes(year)) return { yearError: `no data for ${year}; the years are ${years.join(', ')}` };
  return { answer: await queryCommodityFlow(db(), cube, { ...query, year }) };
}

/**
 * Everything the freight charts need on first render, from the address's parameters: invalid or
 * missing ones take their defaults, so the charts (and their tables) arrive with the page.
 */
export async function freightChartsProps(params: Record<string, string | string[] | undefined>) {
  const single = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  // The dataset is read once, for the filters and the first answer alike.
  const known = await zoneYears();
  const { cube, years } = known;
  const filters = await commodityFilters({ scale: 'state', metric: 'tons' }, known);
  const parsed = CommodityFlowQuery.safeParse(single);
  const query = parsed.success ? parsed.data : CommodityFlowQuery.parse({});
  // A year without data falls back to the default rather than failing the page.
  const year = query.year !== undefined && years.includes(query.year) ? query.year : cube?.defaultYear();
  const result = year === undefined ? null : await commodityFlow({ ...query, year }, known);
  return {
    filters,
    initialQuery: { scale: query.scale, origin: query.origin, direction: query.direction, metric: query.metric, year: String(year ?? ''), mode: query.mode },
    initialAnswer: result && 'answer' in result ? result.answer : null,
    outlines: await stateOutlinesData(),
  };
}

/** The choices of every filter: codes and labels, from the dataset where they vary. */
function filterChoices(cube: FreightCube): FilterChoices {
  const geography = cube.release.geography;
  const choices: FilterChoices = {
    year: cube.release.years.map((year) => ({
      code: String(year.year),
      label: year.kind === 'final' ? String(year.year) : `${year.year} (${yearKindWords[year.kind]})`,
    })),
  };
  for (const dimension of ['origin', 'destination', 'mode', 'foreign_mode', 'trade_type', 'foreign_region', 'distance_band'] as const) {
    choices[dimension] = cube
      .codesOf(dimension)
      .filter((code) => code !== 0)
      .map((code) => ({ code: String(code), label: freightCodeLabel(dimension, code, geography) }));
  }
  // Sorted by code: JavaScript lists "10"–"43" (integer-like keys) before "01"–"09".
  choices.commodity = Object.entries(sctg2Commodities)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ code, label: `${code} ${name}` }));
  choices.commodity_group = sctgGroups.map((group) => ({ code: group.code, label: group.name }));
  return choices;
}

/**
 * Everything the tabulation view needs, from the address: the table (or the default one and the
 * reasons, when the address asks for something the data cannot answer), the choices of every
 * filter, the row order asked for, and the chart drawn here.
 */
export async function freightTabulationProps(search: Record<string, string | string[] | undefined>) {
  const { query, errors } = readTabulationQuery(search);
  const single = (name: string) => (typeof search[name] === 'string' ? (search[name] as string) : undefined);
  const sort = { sort: single('sort'), order: single('order') };
  let result = await freightTabulation(query);
  if ('field' in result) {
    errors[result.field] = result.message;
    result = await freightTabulation(FreightTabulationQuery.parse({ geography: query.geography }));
  }
  const table = 'table' in result ? result.table : null;
  const cube = await freightCube(table?.release.geography ?? query.geography);
  const choices: FilterChoices = cube ? filterChoices(cube) : { year: [] };
  const chart = table && table.rows.length > 0 ? chartSvgs((plot, layout) => tabulationChartOptions(plot, table, layout)) : null;
  return { table, choices, errors, sort, chart };
}

const FreightFlowEnd = z.enum(freightFlowEnds);

/** Everything the flow map view needs, from the address (invalid choices: the default map and the reasons). */
export async function freightFlowMapProps(search: Record<string, string | string[] | undefined>) {
  const { query, errors } = readTabulationQuery(search);
  const ends = FreightFlowEnd.safeParse(search.ends ?? 'state');
  if (!ends.success) errors.ends = 'expected one of: state, foreign';
  const cube = await freightCube('zone');
  if (!cube) return { map: null, choices: { year: [] }, errors };
  let map;
  try {
    map = await queryFreightFlows(db(), cube, query, ends.success ? ends.data : 'state');
  } catch (error) {
    if (!(error instanceof FreightQueryError)) throw error;
    errors[error.field] = error.message;
    map = await queryFreightFlows(db(), cube, FreightTabulationQuery.parse({}), 'state');
  }
  return { map, choices: filterChoices(cube), errors };
}

/** A Virginia zone's profile: four tabulations of its freight and a line of totals (view=profile). */
export async function freightProfileProps(
  search: Record<string, string | string[] | undefined>,
): Promise<{ profile: FreightProfile | null; choices: FilterChoices }> {
  const cube = await freightCube('zone');
  if (!cube) return { profile: null, choices: { year: [] } };
  const single = (name: string) => (typeof search[name] === 'string' ? (search[name] as string) : undefined);
  const zone = virginiaZoneCodes.find((code) => String(code) === single('area')) ?? 512;
  const direction = single('direction') === 'inbound' ? 'inbound' : 'outbound';
  const measure = single('measure') === 'value' ? 'value' : 'tons';
  const asked = Number(single('year'));
  const year = cube.release.years.find((entry) => entry.year === asked) ?? cube.release.years.find((entry) => entry.year === cube.defaultYear())!;
  const base = FreightTabulationQuery.parse({ area: String(zone), direction, measure, year: String(year.year) });
  const tabulate = (rows: FreightTabulationQuery['rows'], extra: Partial<FreightTabulationQuery> = {}) => cube.tabulate({ ...base, rows, ...extra });
  const other = direction === 'outbound' ? 'destination' : 'origin';
  const [commodities, places, modes, bands, tons, value, perTon, haul] = await Promise.all([
    tabulate('commodity'),
    tabulate(other),
    tabulate('mode'),
    tabulate('distance_band'),
    tabulate('trade_type', { measure: 'tons' }),
    tabulate('trade_type', { measure: 'value' }),
    tabulate('trade_type', { measure: 'value_per_ton' }),
    tabulate('trade_type', { measure: 'length_of_haul' }),
  ]);
  const number = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const section = (id: string, heading: string, table: FreightTabulation, largest: number | null): ProfileSection => {
    const total = table.total.value ?? 0;
    let rows = table.rows.map((row, i) => ({
      name: row.label,
      amount: table.cells[i]![0]!.value ?? 0,
      share: total > 0 ? Math.round((1000 * (table.cells[i]![0]!.value ?? 0)) / total) / 10 : 0,
    }));
    if (largest !== null) rows = rows.sort((a, b) => b.amount - a.amount).slice(0, largest);
    const axis = `${table.measure.label} (${table.measure.unit})`;
    const chart =
      rows.length > 0
        ? chartSvgs((plot, layout) =>
            barChartOptions(plot, { rows: rows.map((row) => ({ label: row.name, value: row.amount })), label: 'label', value: 'value', axis }, layout),
          )
        : null;
    return { id, heading, table, rows, chart };
  };
  const sends = direction === 'outbound';
  return {
    profile: {
      zone,
      direction,
      measure,
      year,
      release: { sample: cube.release.sample, source: cube.release.source },
      summary: [
        { label: 'Weight', value: `${number(1).format(tons.total.value ?? 0)} thousand tons` },
        { label: 'Value', value: `$${number(1).format(value.total.value ?? 0)} million (2017 dollars)` },
        { label: 'Value per ton', value: perTon.total.value === null ? '–' : `$${number(0).format(perTon.total.value)}` },
        { label: 'Average length of haul', value: haul.total.value === null ? '–' : `${number(0).format(haul.total.value)} miles` },
      ],
      sections: [
        section('profile-commodities', sends ? 'What it sends: the ten largest commodities' : 'What it receives: the ten largest commodities', commodities, 10),
        section('profile-places', sends ? 'To where: the ten largest destinations' : 'From where: the ten largest origins', places, 10),
        section('profile-modes', 'By what mode', modes, null),
        section('profile-distances', 'How far', bands, null),
      ],
    },
    choices: filterChoices(cube),
  };
}
