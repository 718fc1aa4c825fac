import { sctg2Commodities, virginiaFreightZones } from '@vtrans/contracts/freight';

/**
 * Generates plausible freight flows for Virginia in the FAF5 zone-file layout (see
 * shared/briefs/faf5-layout.md), for the seed and the benchmark. No published Virginia totals
 * exist to copy, so magnitudes follow the brief: trucks carry most tons, heavy low-value bulk
 * (mineral products, coal, waste, farm products) and light high-value goods (electronics,
 * machinery, pharmaceuticals), neighbours trade most, a 2020 dip, and slow growth to 2050.
 */

/** FAF5.7's years: 2017 base, 2018–2023 final, 2024 preliminary, then forecasts. */
export const fafYears = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2030, 2035, 2040, 2045, 2050];

const stateFips = [1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 44, 45, 46, 47, 48, 49, 50, 53, 54, 55, 56];
/** States with several FAF zones (metro areas plus the rest of the state); the others are one zone. */
const zonesPerState: Record<number, number> = { 6: 6, 48: 7, 12: 5, 36: 4, 42: 4, 39: 5, 17: 3, 37: 4, 13: 2, 26: 3, 47: 4, 29: 2, 18: 2, 1: 3, 21: 2, 22: 3, 45: 3, 24: 2, 53: 2, 25: 2, 34: 2, 4: 2, 8: 2, 27: 2, 55: 2, 40: 2, 41: 2, 49: 1, 32: 2, 19: 2, 20: 2, 31: 2, 28: 1, 5: 2, 9: 2, 15: 1, 54: 1, 35: 1, 16: 1 };
/** How much each state trades with Virginia, relative to a distant state. */
const stateAffinity: Record<number, number> = { 24: 4, 37: 4, 54: 3, 11: 3, 47: 2.5, 21: 2, 42: 2.5, 10: 1.5, 34: 1.8, 36: 1.8, 39: 1.8, 45: 1.8, 13: 1.8, 48: 1.4, 6: 1.2, 17: 1.2, 12: 1.4 };

function domesticZones(): number[] {
  return stateFips.flatMap((fips) => {
    const count = zonesPerState[fips] ?? 1;
    if (count === 1) return [fips * 10];
    return [...Array.from({ length: count - 1 }, (_, i) => fips * 10 + i + 1), fips * 10 + 9];
  });
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

function growth(year: number, lane: number): number {
  const rate = 0.008 + 0.012 * noise(lane, 7);
  const covidDip = year === 2020 ? 0.94 : 1;
  return (1 + rate) ** (year - 2017) * covidDip;
}

export interface FafSampleOptions {
  /** Share of possible lanes (origin, destination, commodity, mode) that carry freight; 1 for the benchmark's ≥ 1 M rows. */
  density: number;
  /** Also emit lanes that neither start nor end in Virginia (a national file), this many per Virginia lane. */
  outsideShare?: number;
}

/** Yields the CSV, header first, one line per lane. */
export function* generateFafSample({ density, outsideShare = 0 }: FafSampleOptions): Generator<string> {
  const yearHeader = fafYears.flatMap((year) => [`tons_${year}`, `value_${year}`, `tmiles_${year}`]);
  yield `fr_orig,dms_orig,dms_dest,fr_dest,fr_inmode,dms_mode,fr_outmode,sctg2,trade_type,dist_band,${yearHeader.join(',')}\n`;
  const virginia = Object.keys(virginiaFreightZones).map(Number);
  const zones = domesticZones();
  const lanes: [number, number][] = [];
  for (const va of virginia) {
    for (const other of [...virginia, ...zones]) {
      lanes.push([va, other]);
      if (!virginia.includes(other)) lanes.push([other, va]);
    }
  }
  let laneId = 0;
  for (const [orig, dest] of lanes) {
    const partnerState = Math.trunc((virginia.includes(orig) ? dest : orig) / 10);
    const affinity = partnerState === 51 ? 8 : (stateAffinity[partnerState] ?? 0.6);
    for (const [commodity, profile] of Object.entries(commodityProfile)) {
      for (const mode of profile.modes) {
        laneId += 1;
        if (noise(laneId, 1) >= density) continue;
        // Dividing by the density keeps the totals the same however sparse the sample (≈ 150 M tons a year each way, like a comparable state).
        const base = ((profile.tons * affinity * (modeShare[mode] ?? 0.05) * (0.3 + 1.4 * noise(laneId, 2))) * 0.4) / density;
        const line = (fields: (string | number)[]) => `${fields.join(',')}\n`;
        const measures = fafYears.flatMap((year) => {
          const tons = base * growth(year, laneId);
          return [tons.toFixed(4), ((tons * profile.dollarsPerTon) / 1000).toFixed(4), (tons * (0.1 + noise(laneId, 3))).toFixed(4)];
        });
        yield line(['', orig, dest, '', '', mode, '', commodity, 1, 1 + Math.floor(noise(laneId, 8) * 8), ...measures]);
        // Through the port of Virginia (zone 512) goes foreign trade too: exports leave from it to a
        // foreign region, imports arrive there from one, each a line of its own (a fifth of the tons).
        if ((orig === 512 || dest === 512) && noise(laneId, 4) < 0.8) {
          const region = 801 + Math.floor(noise(laneId, 6) * 8);
          const foreign = fafYears.flatMap((_, i) => measures.slice(i * 3, i * 3 + 3).map((cell) => (Number(cell) / 5).toFixed(4)));
          yield orig === 512
            ? line(['', orig, dest, region, '', mode, 3, commodity, 3, 1 + Math.floor(noise(laneId, 5) * 8), ...foreign])
            : line([region, orig, dest, '', 3, mode, '', commodity, 2, 1 + Math.floor(noise(laneId, 5) * 8), ...foreign]);
        }
        for (let i = 0; i < outsideShare; i += 1) {
          const a = zones[Math.floor(noise(laneId, 9, i) * zones.length)]!;
          const b = zones[Math.floor(noise(laneId, 10, i) * zones.length)]!;
          yield line(['', a, b, '', '', mode, '', commodity, 1, 3, ...measures]);
        }
      }
    }
  }
}
