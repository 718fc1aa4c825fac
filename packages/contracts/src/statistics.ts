import { z } from 'zod';
import { FreightDirection, FreightMetric, FreightMode, FreightScale } from './freight';

/**
 * The InteractVTrans statistics: computed by the worker's `stats` job from the plan's data,
 * stored as numbered versions, and only ever read from there (never computed on request).
 */
export const statisticsDatasets = ['population-employment', 'travel-markets', 'needs', 'by-the-numbers', 'freight'] as const;
export const StatisticsDataset = z.enum(statisticsDatasets, { error: `expected one of: ${statisticsDatasets.join(', ')}` });
export type StatisticsDataset = z.infer<typeof StatisticsDataset>;

export const vdotDistricts = [
  'Bristol',
  'Culpeper',
  'Fredericksburg',
  'Hampton Roads',
  'Lynchburg',
  'Northern Virginia',
  'Richmond',
  'Salem',
  'Staunton',
] as const;
export const VdotDistrict = z.enum(vdotDistricts, { error: 'expected a VDOT district' });
export type VdotDistrict = z.infer<typeof VdotDistrict>;

export const travelMarkets = ['Corridors of Statewide Significance', 'Regional Networks', 'Urban Development Areas', 'Statewide safety'] as const;
export type TravelMarket = (typeof travelMarkets)[number];

export const needCategories = [
  'Congestion mitigation',
  'Improved reliability (roadway)',
  'Improved reliability (passenger rail)',
  'Transportation demand management',
  'Capacity preservation',
  'Bicycle, walk and transit access',
  'Transit access for equity emphasis areas',
  'Roadway safety',
  'Pedestrian safety',
  'Industrial and economic development area access',
  'Urban development area needs',
] as const;
export type NeedCategory = (typeof needCategories)[number];

/** The rows of each dataset, as stored in a version and answered by the API. */
export interface StatisticsRows {
  'population-employment': { fips: string; locality: string; district: string; year: number; population: number; employment: number }[];
  'travel-markets': { travelMarket: string; district: string; needs: number; miles: number }[];
  needs: { category: string; district: string; priority: number; needs: number; miles: number }[];
  'by-the-numbers': { label: string; value: number; unit: string; source: string }[];
  /** `source` says whose figures they are: FHWA's release, or a generated sample that says so (issue 57). */
  freight: { year: number; direction: string; tons: number; value: number; source: string }[];
}

export interface StatisticsVersion {
  version: number;
  computedAt: string;
  reason: string;
  /** Rows per dataset. */
  rows: Record<StatisticsDataset, number>;
}

export interface StatisticsAnswer {
  version: number;
  computedAt: string;
  data: StatisticsRows;
}

/** Why a refresh ran: its schedule, or a change to the data it is computed from. */
export const StatsRefreshReason = z.enum(['schedule', 'freight-import', 'layer-published', 'manual', 'seed']);
export const StatsJob = z.object({ reason: StatsRefreshReason });
export type StatsJob = z.infer<typeof StatsJob>;

const allOr = <T extends z.ZodType>(schema: T) => z.union([z.literal('all'), schema]).default('all');

/**
 * The data explorer's filters per dataset. The same schemas read the page's URL (so a filtered
 * view has an address), check a saved view, and pick the rows that are charted, tabled and
 * downloaded — one selection for all three.
 */
export const dataExplorerFilters = {
  'population-employment': z.object({
    measure: z.enum(['population', 'employment']).default('population'),
    year: z.coerce.number().int().min(2000).max(2060).default(2020),
    district: allOr(VdotDistrict),
    top: z.enum(['10', '25', 'all']).default('25'),
  }),
  'travel-markets': z.object({
    measure: z.enum(['miles', 'needs']).default('miles'),
    district: allOr(VdotDistrict),
  }),
  needs: z.object({
    district: allOr(VdotDistrict),
    priority: z.enum(['all', '1', '2', '3', '4']).default('all'),
  }),
  'by-the-numbers': z.object({
    unit: z.string().max(40).default('miles'),
  }),
  // The commodity-flow query's own parameters (see freight.ts), year and origin left to the API's defaults.
  freight: z.object({
    scale: FreightScale.default('state'),
    origin: z
      .string()
      .regex(/^51[0-9]?$/)
      .optional(),
    direction: FreightDirection.default('outbound'),
    metric: FreightMetric.default('tons'),
    year: z.coerce.number().int().min(1997).max(2060).optional(),
    mode: FreightMode.default('all'),
  }),
} as const satisfies Record<StatisticsDataset, z.ZodObject>;
export type DataExplorerFilters<Dataset extends StatisticsDataset> = z.infer<(typeof dataExplorerFilters)[Dataset]>;

/** A saved data-explorer view (an interactive query): which dataset, with which filters. */
export const DataExplorerViewState = z
  .strictObject({
    view: z.literal('data-explorer'),
    dataset: StatisticsDataset,
    filters: z.record(z.string().max(40), z.string().max(100)),
  })
  .refine((state) => dataExplorerFilters[state.dataset].safeParse(state.filters).success, {
    message: 'filters do not fit the dataset',
    path: ['filters'],
  });
export type DataExplorerViewState = z.infer<typeof DataExplorerViewState>;
