import {
  type CommodityAmount,
  type CommodityFlowAnswer,
  type CommodityFlowQuery,
  freightMetricUnits,
  freightModeCodes,
  freightModeLabels,
  freightModeName,
  freightOriginCenter,
  type FreightPartnerFlow,
  sctg2Commodities,
  VIRGINIA_STATE_FIPS,
  virginiaFreightZones,
  type VirginiaFreightZone,
} from '@vtrans/contracts/freight';
import {
  type FreightFlow,
  type FreightFlowEnd,
  type FreightFlowMap,
  type FreightFlowPlace,
  freightForeignAnchors,
  freightForeignRegions,
  freightRatioMeasures,
  type FreightTabulation,
  FreightTabulationQuery,
  freightZoneName,
  stateName,
} from '@vtrans/contracts/freight-tabulation';
import type { DbOrTrx } from '../db';
import { type FreightCube, FreightQueryError } from '../freight-cube';

/** FAF's measures carry four decimals; one is plenty for charts and tables. */
const round1 = (value: number | null) => Math.round(Number(value ?? 0) * 10) / 10;

/** States' names and a point inside each (the centroid of its outline), by two-digit FIPS code. */
async function statePlaces(db: DbOrTrx, codes: string[]): Promise<Map<string, { name: string; center: [number, number] }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('basemap_land')
    .where('id', 'in', codes)
    .select((eb) => [
      'id',
      'name',
      eb.fn<number>('st_x', [eb.fn('st_centroid', ['geom'])]).as('lon'),
      eb.fn<number>('st_y', [eb.fn('st_centroid', ['geom'])]).as('lat'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, center: [Number(row.lon), Number(row.lat)] as [number, number] }]));
}

/** The rows of a one-column tabulation as named amounts, largest first. */
function amounts(table: FreightTabulation, name: (code: number) => { code: string; name: string }): CommodityAmount[] {
  return table.rows
    .map((row, i) => ({ ...name(row.code), amount: round1(table.rowTotals[i]!.value) }))
    .filter((row) => row.amount > 0)
    .sort((a, b) => b.amount - a.amount);
}

/**
 * The commodity-flow answer (the explorer's four charts) from the zone dataset's cube: the top
 * commodities, the mode split, the trend over the years and the partners for the flow map, each
 * one tabulation. At state scale the area is Virginia; at region scale one of its zones, and the
 * direction is relative to it. Partners in Virginia are its zones; elsewhere, states.
 */
export async function queryCommodityFlow(db: DbOrTrx, cube: FreightCube, query: CommodityFlowQuery & { year: number }): Promise<CommodityFlowAnswer> {
  const base = FreightTabulationQuery.parse({
    measure: query.metric,
    direction: query.direction,
    ...(query.scale === 'region' ? { area: query.origin } : {}),
  });
  const mode = query.mode === 'all' ? undefined : [freightModeCodes[query.mode]];
  const partnerEnd = query.direction === 'inbound' ? 'origin' : 'destination';
  const [top, modes, trend, partners] = await Promise.all([
    cube.tabulate({ ...base, rows: 'commodity', mode, year: [query.year] }),
    cube.tabulate({ ...base, rows: 'mode', year: [query.year] }),
    cube.tabulate({ ...base, rows: 'year', mode }),
    cube.tabulate({ ...base, rows: partnerEnd, mode, year: [query.year] }),
  ]);

  // Zones outside Virginia fold into their states.
  const byPartner = new Map<string, number>();
  partners.rows.forEach((row, i) => {
    const state = Math.trunc(row.code / 10);
    const key = state === VIRGINIA_STATE_FIPS ? String(row.code) : String(state).padStart(2, '0');
    byPartner.set(key, (byPartner.get(key) ?? 0) + (partners.rowTotals[i]!.value ?? 0));
  });
  const placeOf = await statePlaces(
    db,
    [...byPartner.keys()].filter((key) => key.length === 2),
  );
  const partnerFlows: FreightPartnerFlow[] = [...byPartner.entries()]
    .map(([code, amount]) => {
      const zone = virginiaFreightZones[code as VirginiaFreightZone];
      const place = placeOf.get(code);
      return {
        code,
        name: zone ? `${zone.name} (Virginia)` : (place?.name ?? `State ${code}`),
        center: zone ? ([...zone.center] as [number, number]) : (place?.center ?? [0, 0]),
        amount: round1(amount),
      };
    })
    .filter((partner) => partner.amount > 0)
    .sort((a, b) => b.amount - a.amount);

  return {
    query,
    unit: freightMetricUnits[query.metric],
    topCommodities: amounts(top, (code) => {
      const sctg = String(code).padStart(2, '0');
      return { code: sctg, name: sctg2Commodities[sctg] ?? sctg };
    }).slice(0, 10),
    modeSplit: amounts(modes, (code) => {
      const name = freightModeName(code);
      return { code: name ?? String(code), name: name ? freightModeLabels[name] : `Mode ${code}` };
    }),
    trend: trend.rows.map((row, i) => ({ year: row.code, amount: round1(trend.rowTotals[i]?.value ?? trend.cells[i]![0]!.value) })),
    partners: partnerFlows,
    originCenter: freightOriginCenter(query.origin),
    source: cube.release.source,
    sample: cube.release.sample,
  };
}

/** A place of the flow map from a dataset's code: Virginia's zones stay zones, other zones fold into their states. */
function placeKey(code: number, geography: 'zone' | 'state'): { key: string; kind: FreightFlowPlace['kind'] } {
  const state = geography === 'zone' ? Math.trunc(code / 10) : code;
  if (state === VIRGINIA_STATE_FIPS && geography === 'zone') return { key: String(code), kind: 'virginia' };
  return { key: String(state).padStart(2, '0'), kind: state === VIRGINIA_STATE_FIPS ? 'virginia' : 'state' };
}

/**
 * The flow map's data: the chosen measure between Virginia's places (its zones, or the state) and
 * the other ends — states (zones elsewhere folded into them), or foreign regions joined to the
 * gateway where the freight enters or leaves the country — largest first. Tabulated by the cube
 * (origin by destination, or foreign region by gateway), so it follows every filter the table does.
 */
export async function queryFreightFlows(db: DbOrTrx, cube: FreightCube, query: FreightTabulationQuery, ends: FreightFlowEnd): Promise<FreightFlowMap> {
  if (freightRatioMeasures[query.measure]) throw new FreightQueryError('measure', 'a flow map draws amounts: choose weight, value or ton-miles');
  const geography = cube.release.geography;
  const year = query.year?.length === 1 ? query.year : undefined;
  const base = { ...query, columns: 'none' as const, compare: undefined, year };
  // Each pair of codes, with which side is the pair's start.
  const pairs: { from: number; to: number; fromForeign: boolean; toForeign: boolean; value: number }[] = [];
  const collect = (table: FreightTabulation, fromForeign: boolean, toForeign: boolean, swap: boolean) =>
    table.rows.forEach((row, r) =>
      table.columns.forEach((column, c) => {
        const value = table.cells[r]![c]!.value;
        if (value === null || value <= 0) return;
        const [from, to] = swap ? [column.code, row.code] : [row.code, column.code];
        pairs.push({ from, to, fromForeign, toForeign, value });
      }),
    );
  let table: FreightTabulation;
  if (ends === 'state') {
    table = await cube.tabulate({ ...base, rows: 'origin', columns: 'destination' });
    collect(table, false, false, false);
  } else {
    // Imports: from the foreign region to the zone they enter by; exports: from the zone they leave by.
    const [imports, exports] = await Promise.all([
      cube.tabulate({ ...base, trade_type: [2], rows: 'foreign_region', columns: 'origin' }),
      cube.tabulate({ ...base, trade_type: [3], rows: 'foreign_region', columns: 'destination' }),
    ]);
    collect(imports, true, false, false);
    collect(exports, false, true, true);
    table = imports;
  }

  const summed = new Map<
    string,
    { from: { key: string; kind: FreightFlowPlace['kind'] }; to: { key: string; kind: FreightFlowPlace['kind'] }; value: number }
  >();
  for (const pair of pairs) {
    const from = pair.fromForeign ? { key: String(pair.from), kind: 'foreign' as const } : placeKey(pair.from, geography);
    const to = pair.toForeign ? { key: String(pair.to), kind: 'foreign' as const } : placeKey(pair.to, geography);
    const key = `${from.key}>${to.key}`;
    const entry = summed.get(key) ?? { from, to, value: 0 };
    entry.value += pair.value;
    summed.set(key, entry);
  }
  const states = await statePlaces(
    db,
    [...summed.values()]
      .flatMap(({ from, to }) => [from, to])
      .filter((end) => end.kind !== 'foreign' && end.key.length === 2)
      .map((end) => end.key),
  );
  const place = ({ key, kind }: { key: string; kind: FreightFlowPlace['kind'] }): FreightFlowPlace => {
    if (kind === 'foreign') return { code: key, name: freightForeignRegions[Number(key)] ?? key, center: freightForeignAnchors[Number(key)] ?? [0, 0], kind };
    const zone = virginiaFreightZones[key as VirginiaFreightZone];
    if (zone) return { code: key, name: freightZoneName(Number(key)), center: [...zone.center], kind };
    return { code: key, name: states.get(key)?.name ?? stateName(Number(key)), center: states.get(key)?.center ?? [0, 0], kind };
  };
  // An import arrives in Virginia and an export leaves it, whichever state's port they pass.
  const inVirginia = (end: { key: string; kind: FreightFlowPlace['kind'] }) => end.kind === 'virginia' || (ends === 'foreign' && end.kind === 'state');
  const flows: FreightFlow[] = [...summed.values()]
    .map(({ from, to, value }) => ({
      from: place(from),
      to: place(to),
      value: Math.round(value * 10_000) / 10_000,
      direction: inVirginia(from) && inVirginia(to) ? ('within' as const) : inVirginia(from) ? ('outbound' as const) : ('inbound' as const),
    }))
    .sort((a, b) => b.value - a.value);
  return {
    query: table.query,
    ends,
    release: table.release,
    measure: table.measure,
    year: table.years[0]!,
    flows,
    total: Math.round(flows.reduce((sum, flow) => sum + flow.value, 0) * 10_000) / 10_000,
  };
}
