import { describe, expect, it } from 'vitest';
import { fafZoneNames } from './faf-zones';
import { freightZoneName, usStateFips } from './freight-tabulation';
import { CommodityFiltersQuery, CommodityFlowQuery, freightDirections, freightMetrics, freightModes, freightScales, sctg2Commodities } from './freight';

/** The parameter names a failed parse blames. */
function blamed(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('commodity-flow query', () => {
  it('fills in the defaults, the origin from the scale', () => {
    expect(CommodityFlowQuery.parse({})).toEqual({ scale: 'state', origin: '51', direction: 'outbound', metric: 'tons', mode: 'all' });
    expect(CommodityFlowQuery.parse({ scale: 'region' }).origin).toBe('511');
  });

  it('accepts every enumerated value', () => {
    for (const scale of freightScales) expect(CommodityFlowQuery.safeParse({ scale }).success).toBe(true);
    for (const direction of freightDirections) expect(CommodityFlowQuery.safeParse({ direction }).success).toBe(true);
    for (const metric of freightMetrics) expect(CommodityFlowQuery.safeParse({ metric }).success).toBe(true);
    for (const mode of freightModes) expect(CommodityFlowQuery.safeParse({ mode }).success).toBe(true);
    expect(CommodityFlowQuery.parse({ year: '2030' }).year).toBe(2030);
  });

  it.each([
    [{ scale: 'county' }, 'scale'],
    [{ origin: '37' }, 'origin'],
    [{ scale: 'state', origin: '512' }, 'origin'],
    [{ scale: 'region', origin: '51' }, 'origin'],
    [{ direction: 'sideways' }, 'direction'],
    [{ metric: 'tmiles' }, 'metric'],
    [{ year: 'last' }, 'year'],
    [{ year: '2017.5' }, 'year'],
    [{ year: '1990' }, 'year'],
    [{ mode: 'plane' }, 'mode'],
  ])('refuses %o, naming %s', (query, parameter) => {
    expect(blamed(CommodityFlowQuery.safeParse(query))).toEqual([parameter]);
  });
});

describe('commodity-filters query', () => {
  it('defaults scale and metric, and names an unknown one', () => {
    expect(CommodityFiltersQuery.parse({})).toEqual({ scale: 'state', metric: 'tons' });
    expect(blamed(CommodityFiltersQuery.safeParse({ scale: 'nation' }))).toEqual(['scale']);
    expect(blamed(CommodityFiltersQuery.safeParse({ metric: 'weight' }))).toEqual(['metric']);
  });
});

it('lists the 42 SCTG2 commodities of FAF5 (01–41 and 43)', () => {
  expect(Object.keys(sctg2Commodities)).toHaveLength(42);
  expect(sctg2Commodities['42']).toBeUndefined();
  expect(sctg2Commodities['43']).toBe('Mixed freight');
});

it('names every FAF5 zone as FHWA does, Virginia’s by their own names, and a zone FAF5 lacks by its state', () => {
  expect(Object.keys(fafZoneNames)).toHaveLength(132);
  expect(freightZoneName(373)).toBe('Raleigh-Durham NC');
  expect(freightZoneName(242)).toBe('Washington DC-VA-MD-WV (MD Part)');
  expect(freightZoneName(190)).toBe('Iowa');
  expect(freightZoneName(511)).toBe('Richmond, VA');
  expect(freightZoneName(374)).toBe('North Carolina zone 374');
  // Each state's zones are its own: a zone's state is its code ÷ 10.
  expect(Object.keys(fafZoneNames).every((zone) => usStateFips.includes(Math.trunc(Number(zone) / 10)))).toBe(true);
});
