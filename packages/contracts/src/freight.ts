import { z } from 'zod';

/**
 * Freight commodity flows (spec §7: /api/freight/commodity-filters?scale,metric and
 * /api/freight/commodity-flow?scale,origin,direction,metric,year,mode), read from flows imported
 * in the Freight Analysis Framework (FAF5) layout. Every enumerated parameter lives here, so the
 * API, the importer, the charts and the tests share one list.
 */

/** Virginia's FAF zones (state FIPS 51 × 10 + a digit); 519 is the rest of the state. */
export const virginiaFreightZones = {
  '511': { name: 'Richmond', center: [-77.43, 37.54] },
  '512': { name: 'Virginia Beach–Norfolk', center: [-76.29, 36.85] },
  '513': { name: 'Northern Virginia (Washington region)', center: [-77.3, 38.85] },
  '519': { name: 'Rest of Virginia', center: [-79.4, 37.4] },
} as const satisfies Record<string, { name: string; center: [number, number] }>;
export type VirginiaFreightZone = keyof typeof virginiaFreightZones;
export const VIRGINIA_STATE_FIPS = 51;

/**
 * The area a query is about: `state` is Virginia as a whole (origin 51), `region` one of its FAF
 * zones (origin 511, 512, 513 or 519).
 */
export const freightScales = ['state', 'region'] as const;
export const FreightScale = z.enum(freightScales, { error: 'expected one of: state, region' });
export type FreightScale = z.infer<typeof FreightScale>;

/** tons: thousand short tons; value: million 2017 dollars (FAF's units). */
export const freightMetrics = ['tons', 'value'] as const;
export const FreightMetric = z.enum(freightMetrics, { error: 'expected one of: tons, value' });
export type FreightMetric = z.infer<typeof FreightMetric>;
export const freightMetricUnits: Record<FreightMetric, string> = { tons: 'thousand tons', value: 'million dollars (2017)' };

/** Relative to the origin area: leaving it, arriving in it, or both ends inside it. */
export const freightDirections = ['outbound', 'inbound', 'within'] as const;
export const FreightDirection = z.enum(freightDirections, { error: 'expected one of: outbound, inbound, within' });
export type FreightDirection = z.infer<typeof FreightDirection>;

/** FAF's domestic mode codes (dms_mode) 1–8, by the names the API uses. */
export const freightModeCodes = {
  truck: 1,
  rail: 2,
  water: 3,
  air: 4,
  multiple: 5,
  pipeline: 6,
  other: 7,
  none: 8,
} as const;
export type FreightModeName = keyof typeof freightModeCodes;
export const freightModeLabels: Record<FreightModeName, string> = {
  truck: 'Truck',
  rail: 'Rail',
  water: 'Water',
  air: 'Air (including truck-air)',
  multiple: 'Multiple modes and mail',
  pipeline: 'Pipeline',
  other: 'Other and unknown',
  none: 'No domestic mode',
};
const modeNames = Object.keys(freightModeCodes) as FreightModeName[];
export const freightModes = ['all', ...modeNames] as const;
export const FreightMode = z.enum(freightModes, { error: `expected one of: ${freightModes.join(', ')}` });
export type FreightMode = z.infer<typeof FreightMode>;
export function freightModeName(code: number): FreightModeName | undefined {
  return modeNames.find((name) => freightModeCodes[name] === code);
}

/** SCTG2 commodity codes used by FAF5: 01–41 and 43 (there is no 42). */
export const sctg2Commodities: Record<string, string> = {
  '01': 'Live animals and fish',
  '02': 'Cereal grains',
  '03': 'Other agricultural products',
  '04': 'Animal feed',
  '05': 'Meat and seafood',
  '06': 'Milled grain products',
  '07': 'Other foodstuffs',
  '08': 'Alcoholic beverages',
  '09': 'Tobacco products',
  '10': 'Building stone',
  '11': 'Natural sands',
  '12': 'Gravel',
  '13': 'Nonmetallic minerals',
  '14': 'Metallic ores',
  '15': 'Coal',
  '16': 'Crude petroleum',
  '17': 'Gasoline',
  '18': 'Fuel oils',
  '19': 'Natural gas and other fossil products',
  '20': 'Basic chemicals',
  '21': 'Pharmaceuticals',
  '22': 'Fertilizers',
  '23': 'Chemical products',
  '24': 'Plastics and rubber',
  '25': 'Logs',
  '26': 'Wood products',
  '27': 'Newsprint and paper',
  '28': 'Paper articles',
  '29': 'Printed products',
  '30': 'Textiles and leather',
  '31': 'Nonmetallic mineral products',
  '32': 'Base metals',
  '33': 'Articles of base metal',
  '34': 'Machinery',
  '35': 'Electronics',
  '36': 'Motorized vehicles',
  '37': 'Transport equipment',
  '38': 'Precision instruments',
  '39': 'Furniture',
  '40': 'Miscellaneous manufactured products',
  '41': 'Waste and scrap',
  '43': 'Mixed freight',
};

/** FAF's trade types: 1 domestic, 2 import, 3 export. */
export const freightTradeTypes = { 1: 'domestic', 2: 'import', 3: 'export' } as const;

const originCode = z.string().regex(/^51[0-9]?$/, 'expected 51 (Virginia) or one of its FAF zones (511, 512, 513, 519)');

/** GET /api/freight/commodity-filters?scale,metric */
export const CommodityFiltersQuery = z.object({
  scale: FreightScale.default('state'),
  metric: FreightMetric.default('tons'),
});
export type CommodityFiltersQuery = z.infer<typeof CommodityFiltersQuery>;

/** The origins a scale offers: Virginia itself, or its FAF zones. */
export function freightOrigins(scale: FreightScale): { code: string; name: string }[] {
  return scale === 'state'
    ? [{ code: String(VIRGINIA_STATE_FIPS), name: 'Virginia' }]
    : Object.entries(virginiaFreightZones).map(([code, zone]) => ({ code, name: zone.name }));
}

/** GET /api/freight/commodity-flow?scale,origin,direction,metric,year,mode */
export const CommodityFlowQuery = z
  .object({
    scale: FreightScale.default('state'),
    origin: originCode.optional(),
    direction: FreightDirection.default('outbound'),
    metric: FreightMetric.default('tons'),
    year: z.coerce
      .number({ error: 'expected a year' })
      .int('expected a year')
      .min(1997, 'expected a year from 1997 to 2060')
      .max(2060, 'expected a year from 1997 to 2060')
      .optional(),
    mode: FreightMode.default('all'),
  })
  .transform((query) => ({ ...query, origin: query.origin ?? freightOrigins(query.scale)[0]!.code }))
  .refine((query) => freightOrigins(query.scale).some((origin) => origin.code === query.origin), {
    message: 'not an origin of this scale: state takes 51, region takes 511, 512, 513 or 519',
    path: ['origin'],
  });
export type CommodityFlowQuery = z.infer<typeof CommodityFlowQuery>;

export interface CommodityAmount {
  code: string;
  name: string;
  amount: number;
}

export interface FreightPartnerFlow {
  /** A state's FIPS code (two digits), or a Virginia FAF zone (three) when the partner is in Virginia. */
  code: string;
  name: string;
  /** [longitude, latitude] of a point inside the partner area, for the flow map. */
  center: [number, number];
  amount: number;
}

export interface CommodityFlowAnswer {
  query: CommodityFlowQuery & { year: number };
  unit: string;
  /** The ten largest commodities in the year and mode. */
  topCommodities: CommodityAmount[];
  /** Every mode in the year (the mode filter does not apply). */
  modeSplit: CommodityAmount[];
  /** Every year in the data, for the mode. */
  trend: { year: number; amount: number }[];
  /** The other ends of the flows, largest first, in the year and mode. */
  partners: FreightPartnerFlow[];
  /** The origin's own point, where the flow map's lines start. */
  originCenter: [number, number];
  /** Where the figures come from, in words: FHWA's release, or a generated sample that says it is one (issue 57). */
  source: string;
  /** The figures are the seed's generated sample, not FHWA's. */
  sample: boolean;
}

/** The point a flow map draws an origin at. */
export function freightOriginCenter(origin: string): [number, number] {
  const zone = virginiaFreightZones[origin as VirginiaFreightZone];
  return zone ? [...zone.center] : [-78.7, 37.5];
}

/** What /api/freight/commodity-filters answers. */
export interface CommodityFiltersAnswer extends CommodityFiltersQuery {
  unit: string;
  origins: { code: string; name: string }[];
  directions: FreightDirection[];
  modes: { code: FreightMode; name: string }[];
  years: number[];
  /** The year charts show unless asked: the latest estimate, not a forecast. */
  defaultYear: number | null;
}
