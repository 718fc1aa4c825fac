import 'server-only';
import { type CommodityFiltersAnswer, type CommodityFiltersQuery, type CommodityFlowAnswer, CommodityFlowQuery, freightDirections, freightMetricUnits, freightModeLabels, type FreightModeName, freightModes, freightOrigins } from '@vtrans/contracts/freight';
import { listFreightYears, queryCommodityFlow } from '@vtrans/db';
import { db } from './db';
import { stateOutlinesData } from './explorers';

/** The last year of FAF estimates; later years are forecasts. */
const LAST_ESTIMATE_YEAR = 2024;

/** The year charts show unless asked: the latest estimate, not a forecast (else the latest year). */
function defaultYearOf(years: number[]): number | undefined {
  return years.filter((year) => year <= LAST_ESTIMATE_YEAR).at(-1) ?? years.at(-1);
}

/** What the freight charts can be filtered by, for a scale and metric. */
export async function commodityFilters(query: CommodityFiltersQuery, years?: number[]): Promise<CommodityFiltersAnswer> {
  years ??= await listFreightYears(db());
  return {
    ...query,
    unit: freightMetricUnits[query.metric],
    origins: freightOrigins(query.scale),
    directions: [...freightDirections],
    modes: freightModes.map((code) => ({ code, name: code === 'all' ? 'All modes' : freightModeLabels[code as FreightModeName] })),
    years,
    defaultYear: defaultYearOf(years) ?? null,
  };
}

/** The commodity-flow answer, or the reason the year cannot be answered (400 naming `year`). */
export async function commodityFlow(query: CommodityFlowQuery, years?: number[]): Promise<{ answer: CommodityFlowAnswer } | { yearError: string }> {
  years ??= await listFreightYears(db());
  const year = query.year ?? defaultYearOf(years);
  if (year === undefined) return { yearError: 'no freight data has been imported' };
  if (!years.includes(year)) return { yearError: `no data for ${year}; the years are ${years.join(', ')}` };
  return { answer: await queryCommodityFlow(db(), { ...query, year }) };
}

/**
 * Everything the freight charts need on first render, from the address's parameters: invalid or
 * missing ones take their defaults, so the charts (and their tables) arrive with the page.
 */
export async function freightChartsProps(params: Record<string, string | string[] | undefined>) {
  const single = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  // The years are read once, for the filters and the first answer alike.
  const years = await listFreightYears(db());
  const filters = await commodityFilters({ scale: 'state', metric: 'tons' }, years);
  const parsed = CommodityFlowQuery.safeParse(single);
  const query = parsed.success ? parsed.data : CommodityFlowQuery.parse({});
  // A year without data falls back to the default rather than failing the page.
  const year = query.year !== undefined && years.includes(query.year) ? query.year : defaultYearOf(years);
  const result = year === undefined ? null : await commodityFlow({ ...query, year }, years);
  return {
    filters,
    initialQuery: { scale: query.scale, origin: query.origin, direction: query.direction, metric: query.metric, year: String(year ?? ''), mode: query.mode },
    initialAnswer: result && 'answer' in result ? result.answer : null,
    outlines: await stateOutlinesData(),
  };
}
