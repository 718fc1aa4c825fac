import { sctg2Commodities, VIRGINIA_STATE_FIPS, virginiaFreightZones } from '@vtrans/contracts/freight';

/**
 * Generates plausible freight flows for Virginia in FAF5.7's layout (shared/briefs/faf5-layout.md):
 * the zone file or the state file, with every measure FAF publishes — tons, value, current value
 * and ton-miles per year, and the low and high forecasts of a HiLo file — for the seed and the
 * benchmark. No published Virginia totals exist to copy, so magnitudes follow the brief: trucks
 * carry most tons, heavy low-value bulk and light high-value goods, neighbours trade most, a 2020
 * dip, slow growth to 2050, and forecast ranges that widen with the years.
 */

/** FAF5.7's years: 2017 base, 2018–2023 final, 2024 preliminary, then forecasts. */
export const fafYears = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2030, 2035, 2040, 2045, 2050];
const forecastYears = fafYears.filter((year) => year > 2024);
/** FAF5.7 gives current-dollar values for the years after the base year up to the latest estimate. */
const currentValueYears = fafYears.filter((year) => year > 2017 && year <= 2024);

const stateFips = [1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 44, 45, 46, 47, 48, 49, 50, 51, 53, 54, 55, 56];
/** States with several FAF zones (metro areas plus the rest of the state); the others are one zone. */
const zonesPerState: Record<number, number> = { 6: 6, 48: 7, 12: 5, 36: 4, 42: 4, 39: 5, 17: 3, 37: 4, 13: 2, 26: 3, 47: 4, 29: 2, 18: 2, 1: 3, 21: 2, 22: 3, 45: 3, 24: 2, 53: 2, 25: 2, 34: 2, 4: 2, 8: 2, 27: 2, 55: 2, 40: 2, 41: 2, 49: 1, 32: 2, 19: 2, 20: 2, 31: 2, 28: 1, 5: 2, 9: 2, 15: 1, 54: 1, 35: 1, 16: 1 };
/** How much each state trades with Virginia, relative to a distant state; neighbours are also near. */
const stateAffinity: Record<number, number> = { 24: 4, 37: 4, 54: 3, 11: 3, 47: 2.5, 21: 2, 42: 2.5, 10: 1.5, 34: 1.8, 36: 1.8, 39: 1.8, 45: 1.8, 13: 1.8, 48: 1.4, 6: 1.2, 17: 1.2, 12: 1.4 };
const neighbours = new Set([24, 37, 54, 11, 47, 21]);

function zonesOf(fips: number): number[] {
  if (fips === VIRGINIA_STATE_FIPS) return Object.keys(virginiaFreightZones).map(Number);
  const count = zonesPerState[fips] ?? 1;
  if (count === 1) return [fips * 10];
  return [...Array.from({ length: count - 1 }, (_, i) => fips * 10 + i + 1), fips * 10 + 9];
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
/** The miles a shipment in each distance band travels, for ton-miles (band 1 is under 100 miles). */
export const sampleBandMiles = [0, 50, 175, 375, 625, 875, 1250, 1750, 2400];

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

function growth(year: number, lane: number): number {
  const rate = 0.008 + 0.012 * noise(lane, 7);
  const covidDip = year === 2020 ? 0.94 : 1;
  return (1 + rate) ** (year - 2017) * covidDip;
}

/** The distance band of a lane: short inside Virginia, middling to neighbours, long elsewhere. */
function distanceBand(origState: number, destState: number, lane: number): number {
  const r = noise(lane, 8);
  if (origState === destState) return 1 + Math.floor(r * 2);
  const other = origState === VIRGINIA_STATE_FIPS ? destState : origState;
  if (neighbours.has(other)) return 2 + Math.floor(r * 2);
  return 3 + Math.floor(r * 5);
}

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
    'fr_orig', ...ends, 'fr_dest', 'fr_inmode', 'dms_mode', 'fr_outmode', 'sctg2', 'trade_type', 'dist_band',
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
        const band = distanceBand(stateOf(orig), stateOf(dest), laneId);
        const tonsOf = (year: number) => base * growth(year, laneId);
        yield line(['', orig, dest, '', '', mode, '', commodity, 1, band, ...measureCells(tonsOf, profile.dollarsPerTon, sampleBandMiles[band]!, hilo)]);
        // Through the port of Virginia goes foreign trade too: exports leave from it to a foreign
        // region, imports arrive there from one (a fifth of the lane's tons, by water or air; by
        // land to and from Canada and Mexico).
        // Through other ports and border crossings comes and goes Virginia's trade with the world
        // as well: imports enter at the lane's far end and come on to Virginia, exports go out there.
        const gateway = orig === port || dest === port || noise(laneId, 11) < 0.8;
        if (gateway && noise(laneId, 4) < 0.8) {
          const region = 801 + Math.floor(noise(laneId, 6) * 8);
          const abroad = region <= 802 ? 1 : noise(laneId, 12) < 0.9 ? 3 : 4;
          const foreign = measureCells((year) => tonsOf(year) / 5, profile.dollarsPerTon, sampleBandMiles[band]!, hilo);
          yield virginia.includes(orig) ? line(['', orig, dest, region, '', mode, abroad, commodity, 3, band, ...foreign]) : line([region, orig, dest, '', abroad, mode, '', commodity, 2, band, ...foreign]);
        }
        for (let i = 0; i < outsideShare; i += 1) {
          const a = elsewhere[Math.floor(noise(laneId, 9, i) * elsewhere.length)]!;
          const b = elsewhere[Math.floor(noise(laneId, 10, i) * elsewhere.length)]!;
          yield line(['', a, b, '', '', mode, '', commodity, 1, 3 + (i % 5), ...measureCells(tonsOf, profile.dollarsPerTon, 500, hilo)]);
        }
      }
    }
  }
}
