import 'server-only';
import { type CommodityFiltersAnswer, type CommodityFiltersQuery, type CommodityFlowAnswer, CommodityFlowQuery, freightDirections, freightMetricUnits, freightModeLabels, type FreightModeName, freightModes, freightOrigins, sctg2Commodities } from '@vtrans/contracts/freight';
import { freightCodeLabel, type FreightGeography, type FreightTabulation, FreightTabulationQuery, sctgGroups } from '@vtrans/contracts/freight-tabulation';
import type { FilterChoices } from '@/components/freight/freight-tabulation';
import { tabulationChartOptions } from '@/components/freight/tabulation-chart-options';
import { readTabulationQuery, yearKindWords } from '@/lib/freight-tabulation';
import { chartSvgs } from './plot-svg';
import { FreightCube, FreightQueryError, listFreightDatasets, queryCommodityFlow } from '@vtrans/db';
import { db } from './db';
import { logger } from './logger';
import { stateOutlinesData } from './explorers';

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
    cube.then((loaded) => loaded.warm(), () => cubes.delete(dataset.id)).catch((error: unknown) => logger().warn({ err: error }, 'freight measures could not be read ahead'));
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
export async function commodityFilters(query: CommodityFiltersQuery, known?: { cube: FreightCube | undefined; years: number[] }): Promise<CommodityFiltersAnswer> {
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
export async function commodityFlow(query: CommodityFlowQuery, known?: { cube: FreightCube | undefined; years: number[] }): Promise<{ answer: CommodityFlowAnswer } | { yearError: string }> {
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
  const choices: FilterChoices = { year: [] };
  if (cube) {
    const geography = cube.release.geography;
    for (const dimension of ['origin', 'destination', 'mode', 'foreign_mode', 'trade_type', 'foreign_region', 'distance_band'] as const) {
      choices[dimension] = cube.codesOf(dimension).filter((code) => code !== 0).map((code) => ({ code: String(code), label: freightCodeLabel(dimension, code, geography) }));
    }
    choices.commodity = Object.entries(sctg2Commodities).map(([code, name]) => ({ code, label: `${code} ${name}` }));
    choices.commodity_group = sctgGroups.map((group) => ({ code: group.code, label: group.name }));
    choices.year = cube.release.years.map((year) => ({ code: String(year.year), label: year.kind === 'final' ? String(year.year) : `${year.year} (${yearKindWords[year.kind]})` }));
  }
  const chart = table && table.rows.length > 0 ? chartSvgs((plot, layout) => tabulationChartOptions(plot, table, layout)) : null;
  return { table, choices, errors, sort, chart };
}
