import { type CommodityAmount, type CommodityFlowAnswer, type CommodityFlowQuery, freightMetricUnits, freightModeCodes, freightModeLabels, freightModeName, freightOriginCenter, type FreightPartnerFlow, sctg2Commodities, VIRGINIA_STATE_FIPS, virginiaFreightZones, type VirginiaFreightZone } from '@vtrans/contracts/freight';
import { type FreightTabulation, FreightTabulationQuery } from '@vtrans/contracts/freight-tabulation';
import type { DbOrTrx } from '../db';
import type { FreightCube } from '../freight-cube';

/** FAF's measures carry four decimals; one is plenty for charts and tables. */
const round1 = (value: number | null) => Math.round(Number(value ?? 0) * 10) / 10;

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
  const states = [...byPartner.keys()].filter((key) => key.length === 2);
  const places = states.length === 0 ? [] : await db
    .selectFrom('basemap_land')
    .where('id', 'in', states)
    .select((eb) => ['id', 'name', eb.fn<number>('st_x', [eb.fn('st_centroid', ['geom'])]).as('lon'), eb.fn<number>('st_y', [eb.fn('st_centroid', ['geom'])]).as('lat')])
    .execute();
  const placeOf = new Map(places.map((place) => [place.id, place]));
  const partnerFlows: FreightPartnerFlow[] = [...byPartner.entries()]
    .map(([code, amount]) => {
      const zone = virginiaFreightZones[code as VirginiaFreightZone];
      const place = placeOf.get(code);
      return {
        code,
        name: zone ? `${zone.name} (Virginia)` : (place?.name ?? `State ${code}`),
        center: zone ? ([...zone.center] as [number, number]) : ([Number(place?.lon ?? 0), Number(place?.lat ?? 0)] as [number, number]),
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
  };
}
