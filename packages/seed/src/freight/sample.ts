import { fafZoneNames } from '@vtrans/contracts/faf-zones';
import { sctg2Commodities, VIRGINIA_STATE_FIPS, virginiaFreightZones, type VirginiaFreightZone } from '@vtrans/contracts/freight';

/**
 * Generates plausible freight flows for Virginia in FAF5.7's layout (shared/briefs/faf5-layout.md):
 * the zone file or the state file, with every measure FAF publishes — tons, value, current value
 * and ton-miles per year, and the low and high forecasts of a HiLo file — for the seed and the
 * benchmark. No published Virginia totals exist to copy, so magnitudes follow the brief: trucks
 * carry most tons, heavy low-value bulk and light high-value goods, neighbours trade most, a 2020
 * dip and growth to 2050 that differ by mode and commodity, distance bands from the miles between
 * a lane's ends, and forecast ranges that widen with the years. Every view of it says it is a
 * sample (issue 57): plausible is not published.
 */

/** FAF5.7's years: 2017 base, 2018–2023 final, 2024 preliminary, then forecasts. */
export const fafYears = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2030, 2035, 2040, 2045, 2050];
const forecastYears = fafYears.filter((year) => year > 2024);
/** FAF5.7 gives current-dollar values for the years after the base year up to the latest estimate. */
const currentValueYears = fafYears.filter((year) => year > 2017 && year <= 2024);

const fafZoneCodes = Object.keys(fafZoneNames).map(Number);
const stateFips = [
  1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 44, 45,
  46, 47, 48, 49, 50, 51, 53, 54, 55, 56,
];
/** How much each state trades with Virginia, relative to a distant state; neighbours are also near. */
const stateAffinity: Record<number, number> = {
  24: 4,
  37: 4,
  54: 3,
  11: 3,
  47: 2.5,
  21: 2,
  42: 2.5,
  10: 1.5,
  34: 1.8,
  36: 1.8,
  39: 1.8,
  45: 1.8,
  13: 1.8,
  48: 1.4,
  6: 1.2,
  17: 1.2,
  12: 1.4,
};

/** A state's FAF5 zones (its metro areas and the rest of it, or the whole state as one). */
function zonesOf(fips: number): number[] {
  return fafZoneCodes.filter((zone) => Math.trunc(zone / 10) === fips);
}

/** Thousand tons a year moved on a typical lane in 2017, and dollars per ton, by SCTG2 commodity. */
const commodityProfile: Record<string, { tons: number; dollarsPerTon: number; modes: number[] }> = Object.fromEntries(
  Object.keys(sctg2Commodities).map((code) => {
    const n = Number(code);
    const heavy = [3, 10, 11, 12, 13, 15, 31, 41, 2, 4, 26].includes(n);
    const valuable = [21, 34, 35, 36, 38, 43, 24, 9].includes(n);
    const modes = [1];
    if (heavy || [20, 22, 32, 17, 18].includes(n)) modes.push(2);
    if ([15, 16, 17, 18, 43, 2, 32].includes(n)) modes.push(3);
    if ([16, 17, 18, 19].includes(n)) modes.push(6);
    if ([21, 35, 38].includes(n)) modes.push(4);
    if ([43, 35, 40, 29].includes(n)) modes.push(5);
    return [code, { tons: heavy ? 60 : valuable ? 6 : 18, dollarsPerTon: valuable ? 9_000 : heavy ? 90 : 1_400, modes }];
  }),
);
/** Share of a lane's tons by mode (FAF: trucks ≈ 68% of tons). */
const modeShare: Record<number, number> = { 1: 0.68, 2: 0.16, 3: 0.07, 4: 0.002, 5: 0.03, 6: 0.06 };
/** A stable pseudo-random number in [0, 1) from integers (xorshift of a mixed key). */
function noise(...parts: number[]): number {
  let x = 0x9e3779b9;
  for (const part of parts) {
    x ^= part + 0x7f4a7c15 + (x << 6) + (x >>> 2);
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  }
  x ^= x >>> 15;
  return (x >>> 0) / 2 ** 32;
}

/** Yearly growth by mode, before the commodity's own trend (air and parcels fastest, pipelines flat). */
const modeGrowth: Record<number, number> = { 1: 0.012, 2: 0.004, 3: 0.006, 4: 0.02, 5: 0.016, 6: 0.004 };
/** Commodities whose trend differs from the mode's: coal and fuels decline, electronics and medicines grow. */
const commodityGrowth: Record<number, number> = {
  15: -0.03,
  17: -0.004,
  18: -0.003,
  19: -0.002,
  16: -0.005,
  21: 0.012,
  35: 0.014,
  34: 0.008,
  38: 0.01,
  43: 0.01,
  24: 0.006,
  5: 0.005,
  31: 0.003,
  12: 0.005,
};
/** How far each commodity fell in 2020: fuels and manufactured goods most, food and medicines least. */
const pandemicDrop: Record<number, number> = {
  1: 0.01,
  2: 0.02,
  3: 0.015,
  4: 0.02,
  5: 0.02,
  6: 0.03,
  7: 0.015,
  21: 0.0,
  17: 0.14,
  18: 0.12,
  19: 0.09,
  36: 0.13,
  37: 0.11,
  34: 0.09,
  15: 0.16,
  24: 0.06,
  30: 0.05,
  31: 0.07,
  32: 0.1,
};

/**
 * A lane's tons in a year relative to 2017: a rate from its mode and commodity with a little of
 * its own, and a 2020 dip that depends on what it carries (air freight fell furthest) — so modes
 * and commodity groups each follow their own path, as FAF's do.
 */
function growth(year: number, lane: number, mode: number, commodity: number): number {
  const rate = (modeGrowth[mode] ?? 0.01) + (commodityGrowth[commodity] ?? 0) + 0.008 * (noise(lane, 7) - 0.5);
  const drop = (pandemicDrop[commodity] ?? 0.04) + (mode === 4 ? 0.12 : 0) + 0.02 * noise(lane, 13);
  const covidDip = year === 2020 ? 1 - drop : 1;
  return (1 + rate) ** (year - 2017) * covidDip;
}

/**
 * A point for each state's freight (near where its people and industry are, not the middle of its
 * map) in [longitude, latitude], for the distance between the ends of a lane.
 */
const stateCenters: Record<number, [number, number]> = {
  1: [-86.8, 33.0],
  2: [-149.9, 61.2],
  4: [-111.9, 33.4],
  5: [-92.3, 34.8],
  6: [-118.9, 35.4],
  8: [-104.9, 39.7],
  9: [-72.7, 41.6],
  10: [-75.5, 39.2],
  11: [-77.0, 38.9],
  12: [-81.7, 28.1],
  13: [-84.2, 33.6],
  15: [-157.9, 21.3],
  16: [-115.5, 43.8],
  17: [-88.2, 41.5],
  18: [-86.2, 39.8],
  19: [-93.5, 41.9],
  20: [-97.3, 38.3],
  21: [-85.3, 37.9],
  22: [-91.4, 30.6],
  23: [-69.8, 44.4],
  24: [-76.7, 39.2],
  25: [-71.3, 42.3],
  26: [-84.2, 42.7],
  27: [-93.4, 45.1],
  28: [-89.6, 32.4],
  29: [-92.3, 38.5],
  30: [-110.4, 46.6],
  31: [-97.2, 41.1],
  32: [-116.8, 37.2],
  33: [-71.5, 43.1],
  34: [-74.4, 40.4],
  35: [-106.4, 34.6],
  36: [-74.6, 41.5],
  37: [-79.4, 35.6],
  38: [-99.5, 47.2],
  39: [-82.7, 40.3],
  40: [-97.0, 35.6],
  41: [-122.6, 44.7],
  42: [-77.2, 40.5],
  44: [-71.4, 41.8],
  45: [-80.8, 34.0],
  46: [-98.9, 43.9],
  47: [-86.5, 35.8],
  48: [-97.0, 31.0],
  49: [-111.9, 40.6],
  50: [-72.8, 44.2],
  51: [-77.6, 37.7],
  53: [-122.0, 47.4],
  54: [-80.9, 38.6],
  55: [-89.0, 43.6],
  56: [-106.5, 42.8],
};

/** Road miles are longer than the great circle: freight travels about a fifth further. */
const CIRCUITY = 1.2;

/** Great-circle miles between two [longitude, latitude] points (haversine). */
function milesBetween([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const radians = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * radians) / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(((lon2 - lon1) * radians) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

/** FAF's distance bands by their lower bounds in miles (band 1 is under 100, band 8 over 2,000). */
const bandFloors = [0, 100, 250, 500, 750, 1000, 1500, 2000];

/** The FAF distance band of a lane's miles. */
export function distanceBandOf(miles: number): number {
  return bandFloors.filter((floor) => miles >= floor).length;
}

/**
 * How far a lane's freight travels: between the points of its ends, by road; inside one zone or
 * state, a local haul (longer in the big "rest of" zones and in a whole state).
 */
function laneMiles(orig: number, dest: number, geography: 'zone' | 'state', lane: number): number {
  const pointOf = (area: number): [number, number] => {
    if (geography === 'zone') {
      const zone = virginiaFreightZones[String(area) as VirginiaFreightZone];
      if (zone) return [...zone.center];
      return stateCenters[Math.trunc(area / 10)]!;
    }
    return stateCenters[area]!;
  };
  if (orig === dest) return geography === 'state' || area9(orig) ? 40 + 160 * noise(lane, 8) : 15 + 60 * noise(lane, 8);
  return CIRCUITY * milesBetween(pointOf(orig), pointOf(dest));
}

/** A "rest of the state" zone (its code ends in 9) spreads over most of the state. */
const area9 = (zone: number) => zone % 10 === 9;

export interface FafSampleOptions {
  /** Share of possible lanes (origin, destination, commodity, mode) that carry freight. */
  density: number;
  /** Also emit lanes that neither start nor end in Virginia (a national file), this many per Virginia lane. */
  outsideShare?: number;
  /** The zone file (FAF5.7.csv) or the state file (FAF5.7_State.csv). */
  geography?: 'zone' | 'state';
  /** Add the HiLo file's `_low` and `_high` forecast columns. */
  hilo?: boolean;
}

/** The header of a FAF5.7 file, in FAF's column order. */
export function fafHeader(geography: 'zone' | 'state', hilo: boolean): string[] {
  const ends = geography === 'zone' ? ['dms_orig', 'dms_dest'] : ['dms_origst', 'dms_destst'];
  return [
    'fr_orig',
    ...ends,
    'fr_dest',
    'fr_inmode',
    'dms_mode',
    'fr_outmode',
    'sctg2',
    'trade_type',
    'dist_band',
    ...fafYears.map((year) => `tons_${year}`),
    ...fafYears.map((year) => `value_${year}`),
    ...currentValueYears.map((year) => `current_value_${year}`),
    ...fafYears.map((year) => `tmiles_${year}`),
    ...(hilo ? ['tons', 'value'].flatMap((measure) => ['low', 'high'].flatMap((end) => forecastYears.map((year) => `${measure}_${year}_${end}`))) : []),
  ];
}

/** The measure cells of one line, in the header's order, from its tons per year, value per ton and miles. */
function measureCells(tonsOf: (year: number) => number, dollarsPerTon: number, miles: number, hilo: boolean): string[] {
  const value = (year: number) => (tonsOf(year) * dollarsPerTon) / 1000;
  const cell = (n: number) => (n === 0 ? '' : n.toFixed(4));
  // The range widens by 1.5% a year past the latest estimate, a little more on the high side.
  const spread = (year: number) => 0.015 * (year - 2024);
  return [
    ...fafYears.map((year) => cell(tonsOf(year))),
    ...fafYears.map((year) => cell(value(year))),
    ...currentValueYears.map((year) => cell(value(year) * (1 + 0.025 * (year - 2017)))),
    ...fafYears.map((year) => cell((tonsOf(year) * miles) / 1000)),
    ...(hilo
      ? [
          ...forecastYears.map((year) => cell(tonsOf(year) * (1 - spread(year)))),
          ...forecastYears.map((year) => cell(tonsOf(year) * (1 + 1.2 * spread(year)))),
          ...forecastYears.map((year) => cell(value(year) * (1 - spread(year)))),
          ...forecastYears.map((year) => cell(value(year) * (1 + 1.2 * spread(year)))),
        ]
      : []),
  ];
}

/** Yields the CSV, header first, one line per record. */
export function* generateFafSample({ density, outsideShare = 0, geography = 'zone', hilo = false }: FafSampleOptions): Generator<string> {
  yield `${fafHeader(geography, hilo).join(',')}\n`;
  const areasOf = (fips: number) => (geography === 'zone' ? zonesOf(fips) : [fips]);
  const stateOf = (area: number) => (geography === 'zone' ? Math.trunc(area / 10) : area);
  const virginia = areasOf(VIRGINIA_STATE_FIPS);
  const everywhere = stateFips.flatMap(areasOf);
  const elsewhere = everywhere.filter((area) => !virginia.includes(area));
  const port = geography === 'zone' ? 512 : VIRGINIA_STATE_FIPS;
  const lanes: [number, number][] = [];
  for (const va of virginia) {
    for (const other of everywhere) {
      lanes.push([va, other]);
      if (!virginia.includes(other)) lanes.push([other, va]);
    }
  }
  const line = (fields: (string | number)[]) => `${fields.join(',')}\n`;
  let laneId = 0;
  for (const [orig, dest] of lanes) {
    const partnerState = stateOf(virginia.includes(orig) ? dest : orig);
    const affinity = partnerState === VIRGINIA_STATE_FIPS ? 8 : (stateAffinity[partnerState] ?? 0.6);
    for (const [commodity, profile] of Object.entries(commodityProfile)) {
      for (const mode of profile.modes) {
        laneId += 1;
        if (noise(laneId, 1) >= density) continue;
        // Dividing by the density keeps the totals the same however sparse the sample (≈ 150 M tons
        // a year each way, like a comparable state); a state file has a quarter of the zone file's
        // lanes, so each carries more.
        const scale = geography === 'zone' ? 1 : 3;
        const base = (profile.tons * affinity * (modeShare[mode] ?? 0.05) * (0.3 + 1.4 * noise(laneId, 2)) * 0.4 * scale) / density;
        const miles = laneMiles(orig, dest, geography, laneId);
        const band = distanceBandOf(miles);
        const tonsOf = (year: number) => base * growth(year, laneId, mode, Number(commodity));
        yield line(['', orig, dest, '', '', mode, '', commodity, 1, band, ...measureCells(tonsOf, profile.dollarsPerTon, miles, hilo)]);
        // Through the port of Virginia goes foreign trade too: exports leave from it to a foreign
        // region, imports arrive there from one (a fifth of the lane's tons, by water or air; by
        // land to and from Canada and Mexico).
        // Through other ports and border crossings comes and goes Virginia's trade with the world
        // as well: imports enter at the lane's far end and come on to Virginia, exports go out there.
        const gateway = orig === port || dest === port || noise(laneId, 11) < 0.8;
        if (gateway && noise(laneId, 4) < 0.8) {
          const region = 801 + Math.floor(noise(laneId, 6) * 8);
          const abroad = region <= 802 ? 1 : noise(laneId, 12) < 0.9 ? 3 : 4;
          const foreign = measureCells((year) => tonsOf(year) / 5, profile.dollarsPerTon, miles, hilo);
          yield virginia.includes(orig)
            ? line(['', orig, dest, region, '', mode, abroad, commodity, 3, band, ...foreign])
            : line([region, orig, dest, '', abroad, mode, '', commodity, 2, band, ...foreign]);
        }
        for (let i = 0; i < outsideShare; i += 1) {
          const a = elsewhere[Math.floor(noise(laneId, 9, i) * elsewhere.length)]!;
          const b = elsewhere[Math.floor(noise(laneId, 10, i) * elsewhere.length)]!;
          const outsideMiles = laneMiles(a, b, geography, laneId + i);
          yield line([
            '',
            a,
            b,
            '',
            '',
            mode,
            '',
            commodity,
            1,
            distanceBandOf(outsideMiles),
            ...measureCells(tonsOf, profile.dollarsPerTon, outsideMiles, hilo),
          ]);
        }
      }
    }
  }
}
