import { type CommodityFlowAnswer, type CommodityFlowQuery, freightMetricUnits, freightModeCodes, freightModeLabels, freightModeName, freightOriginCenter, type FreightScale, sctg2Commodities, virginiaFreightZones, type VirginiaFreightZone } from '@vtrans/contracts/freight';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../db';

/** The years in the data, from the lanes (a few tens of thousands of rows, not a million). */
export async function listFreightYears(db: DbOrTrx): Promise<number[]> {
  const rows = await db.selectFrom('freight_lanes').select('year').distinct().orderBy('year').execute();
  return rows.map((row) => Number(row.year));
}

interface FlowSelection {
  /** The rows of the origin area's flows in the chosen direction. */
  where: RawBuilder<unknown>;
  /** The zone and state columns at the other end of those flows. */
  partnerZone: RawBuilder<unknown>;
  partnerState: RawBuilder<unknown>;
}

/**
 * Which flows a query is about. At state scale the origin is Virginia (51) and the ends are
 * compared by state; at region scale, by FAF zone. Each branch filters on the leading column of
 * one index (freight_flows_{orig,dest}_{state,zone}).
 */
function selectFlows(scale: FreightScale, origin: string, direction: CommodityFlowQuery['direction']): FlowSelection {
  const area = Number(origin);
  const [origCol, destCol] = scale === 'state' ? ['orig_state', 'dest_state'] : ['orig_zone', 'dest_zone'];
  const orig = sql.ref(origCol);
  const dest = sql.ref(destCol);
  switch (direction) {
    case 'outbound':
      return { where: sql`${orig} = ${area} and ${dest} <> ${area}`, partnerZone: sql.ref('dest_zone'), partnerState: sql.ref('dest_state') };
    case 'inbound':
      return { where: sql`${dest} = ${area} and ${orig} <> ${area}`, partnerZone: sql.ref('orig_zone'), partnerState: sql.ref('orig_state') };
    case 'within':
      return { where: sql`${orig} = ${area} and ${dest} = ${area}`, partnerZone: sql.ref('dest_zone'), partnerState: sql.ref('dest_state') };
  }
}

/** FAF's measures carry four decimals; one is plenty for charts and tables. */
const round1 = (value: unknown) => Math.round(Number(value) * 10) / 10;

const amountOf = (metric: CommodityFlowQuery['metric']) => (metric === 'tons' ? sql.ref('tons') : sql.ref('value'));

/**
 * The commodity-flow answer: top commodities, the mode split, the trend over the years and the
 * partners for the flow map — four aggregations run side by side. Only the top commodities need
 * the commodity, so only they read freight_flows (one year, an index-only range scan); the other
 * three read freight_lanes, the same flows summed over commodities (about 40 times fewer rows).
 */
export async function queryCommodityFlow(db: DbOrTrx, query: CommodityFlowQuery & { year: number }): Promise<CommodityFlowAnswer> {
  const { where, partnerZone, partnerState } = selectFlows(query.scale, query.origin, query.direction);
  const amount = amountOf(query.metric);
  const modeFilter = query.mode === 'all' ? sql`true` : sql`mode = ${freightModeCodes[query.mode]}`;
  // Partners in Virginia are its FAF zones (to tell Richmond from Hampton Roads); elsewhere, states.
  const partnerKey = sql<string>`case when ${partnerState} = 51 then ${partnerZone}::text else lpad(${partnerState}::text, 2, '0') end`;

  const [top, modes, trend, partners] = await Promise.all([
    sql<{ commodity: string; amount: number }>`
      select commodity, sum(${amount}) as amount from freight_flows
      where ${where} and year = ${query.year} and ${modeFilter}
      group by commodity order by amount desc limit 10`.execute(db),
    sql<{ mode: number; amount: number }>`
      select mode, sum(${amount}) as amount from freight_lanes
      where ${where} and year = ${query.year}
      group by mode order by amount desc`.execute(db),
    sql<{ year: number; amount: number }>`
      select year, sum(${amount}) as amount from freight_lanes
      where ${where} and ${modeFilter}
      group by year order by year`.execute(db),
    sql<{ code: string; amount: number; name: string | null; lon: number | null; lat: number | null }>`
      with totals as (
        select ${partnerKey} as code, sum(${amount}) as amount from freight_lanes
        where ${where} and year = ${query.year} and ${modeFilter}
        group by 1
      )
      select totals.code, totals.amount, land.name, st_x(st_centroid(land.geom)) as lon, st_y(st_centroid(land.geom)) as lat
      from totals left join basemap_land land on land.id = totals.code
      order by totals.amount desc`.execute(db),
  ]);

  return {
    query,
    unit: freightMetricUnits[query.metric],
    topCommodities: top.rows.map((row) => ({ code: row.commodity, name: sctg2Commodities[row.commodity] ?? row.commodity, amount: round1(row.amount) })),
    modeSplit: modes.rows.map((row) => {
      const name = freightModeName(Number(row.mode));
      return { code: name ?? String(row.mode), name: name ? freightModeLabels[name] : `Mode ${row.mode}`, amount: round1(row.amount) };
    }),
    trend: trend.rows.map((row) => ({ year: Number(row.year), amount: round1(row.amount) })),
    partners: partners.rows.map((row) => {
      const zone = virginiaFreightZones[row.code as VirginiaFreightZone];
      return {
        code: row.code,
        name: zone ? `${zone.name} (Virginia)` : (row.name ?? `Zone ${row.code}`),
        center: zone ? [...zone.center] : [Number(row.lon ?? 0), Number(row.lat ?? 0)],
        amount: round1(row.amount),
      };
    }),
    originCenter: freightOriginCenter(query.origin),
  };
}
