import { needCategories, type NeedCategory, type TravelMarket, vdotDistricts } from '@vtrans/contracts/statistics';
import { sql } from 'kysely';
import type { Db } from '@vtrans/db';
import { upsertRows } from './upsert';

/**
 * A point near the middle of each VDOT district. A locality joins the district whose point is
 * nearest its label point — an approximation of the real district lines, close enough for
 * district totals in charts.
 */
const districtCenters: Record<(typeof vdotDistricts)[number], [number, number]> = {
  Bristol: [-82.2, 36.9],
  Salem: [-80.3, 37.0],
  Lynchburg: [-79.0, 37.1],
  Richmond: [-77.5, 37.4],
  'Hampton Roads': [-76.6, 36.9],
  Fredericksburg: [-77.1, 38.1],
  Culpeper: [-78.2, 38.35],
  Staunton: [-78.9, 38.6],
  'Northern Virginia': [-77.4, 38.85],
};

/** Yearly growth of population and jobs by district, for the forecast years. */
const districtGrowth: Record<string, number> = {
  'Northern Virginia': 0.011,
  Fredericksburg: 0.012,
  Richmond: 0.008,
  Culpeper: 0.009,
  'Hampton Roads': 0.004,
  Staunton: 0.004,
  Lynchburg: 0.002,
  Salem: 0.002,
  Bristol: -0.003,
};

/** 2020 census populations of the largest localities; the rest are modelled (see below). */
const census2020: Record<string, number> = {
  'Fairfax County': 1_150_309,
  'Prince William County': 482_204,
  'City of Virginia Beach': 459_470,
  'Loudoun County': 420_959,
  'Chesterfield County': 364_548,
  'Henrico County': 334_389,
  'City of Chesapeake': 249_422,
  'Arlington County': 238_643,
  'City of Norfolk': 238_005,
  'City of Richmond': 226_610,
  'City of Newport News': 186_247,
  'City of Alexandria': 159_467,
  'Stafford County': 156_927,
  'Spotsylvania County': 140_032,
  'City of Hampton': 137_148,
  'Albemarle County': 112_395,
  'Hanover County': 109_979,
  'City of Roanoke': 100_011,
  'Montgomery County': 99_721,
  'City of Portsmouth': 97_915,
  'Roanoke County': 96_929,
  'City of Suffolk': 94_324,
  'Frederick County': 91_419,
  'Rockingham County': 83_757,
  'Bedford County': 79_462,
  'City of Lynchburg': 79_009,
  'James City County': 78_254,
  'Augusta County': 77_487,
  'Fauquier County': 72_972,
  'York County': 70_045,
};
/** Virginia's 2020 census population (plan facts). */
const STATE_POPULATION_2020 = 8_631_393;
const forecastYears = [2030, 2040, 2050];

/** A stable number in [0, 1) from a string, so the modelled figures are the same on every seed. */
function unitHash(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

async function assignDistricts(db: Db) {
  const centers = sql.join(Object.entries(districtCenters).map(([name, [lon, lat]]) => sql`(${name}, st_setsrid(st_makepoint(${lon}, ${lat}), 4326))`));
  await sql`
    update localities l set district = nearest.name
    from (
      select fips, (select name from (values ${centers}) c(name, point) order by st_distance(l2.label_point, c.point) limit 1) as name
      from localities l2
    ) nearest
    where nearest.fips = l.fips and l.district is distinct from nearest.name`.execute(db);
}

/**
 * Population and employment by locality: 2020 census counts for the largest thirty, the rest of
 * the state total shared among the other localities by area (cities, being dense, count four
 * times their area), then district growth rates for 2030–2050. Employment is a share of
 * population that is higher where commuters arrive (Northern Virginia, Richmond, Hampton Roads).
 */
async function seedLocalityIndicators(db: Db) {
  const localities = await db
    .selectFrom('localities')
    .select(['fips', 'full_name', 'kind', 'district', sql<number>`st_area(geom::geography) / 1e6`.as('km2')])
    .orderBy('fips')
    .execute();
  const known = localities.filter((l) => census2020[l.full_name] !== undefined);
  if (known.length !== Object.keys(census2020).length) throw new Error('a locality named in census2020 is missing');
  const others = localities.filter((l) => census2020[l.full_name] === undefined);
  const remainder = STATE_POPULATION_2020 - known.reduce((sum, l) => sum + census2020[l.full_name]!, 0);
  const weight = (l: (typeof others)[number]) => Number(l.km2) * (l.kind === 'city' ? 4 : 1) * (0.6 + 0.8 * unitHash(l.fips));
  const totalWeight = others.reduce((sum, l) => sum + weight(l), 0);

  const rows = localities.flatMap((l) => {
    const base = census2020[l.full_name] ?? Math.round((remainder * weight(l)) / totalWeight);
    const jobShare = (['Northern Virginia', 'Richmond', 'Hampton Roads'].includes(l.district ?? '') ? 0.56 : 0.42) + 0.08 * unitHash(`${l.fips}-jobs`);
    const growth = districtGrowth[l.district ?? ''] ?? 0;
    return [2020, ...forecastYears].map((year) => {
      const population = Math.round(base * (1 + growth) ** (year - 2020));
      return { fips: l.fips, year, population, employment: Math.round(population * jobShare) };
    });
  });
  await upsertRows(db, 'locality_indicators', ['fips', 'year'], rows);
}

/**
 * Mid-term needs in miles, by category, travel market, district and priority. Statewide totals
 * for congestion (745.5 mi on CoSS, 924 on regional networks), roadway safety (8,422.7) and
 * pedestrian safety (4,448.5) are the 2023 figures; the other categories' totals are modelled.
 */
const needTotals: [NeedCategory, TravelMarket, number][] = [
  ['Congestion mitigation', 'Corridors of Statewide Significance', 745.5],
  ['Congestion mitigation', 'Regional Networks', 924],
  ['Improved reliability (roadway)', 'Corridors of Statewide Significance', 612.4],
  ['Improved reliability (roadway)', 'Regional Networks', 538.9],
  ['Improved reliability (passenger rail)', 'Corridors of Statewide Significance', 214.6],
  ['Transportation demand management', 'Regional Networks', 410.2],
  ['Capacity preservation', 'Corridors of Statewide Significance', 503.8],
  ['Bicycle, walk and transit access', 'Regional Networks', 1290.5],
  ['Bicycle, walk and transit access', 'Urban Development Areas', 688.1],
  ['Transit access for equity emphasis areas', 'Regional Networks', 356.7],
  ['Roadway safety', 'Statewide safety', 8422.7],
  ['Pedestrian safety', 'Statewide safety', 4448.5],
  ['Industrial and economic development area access', 'Corridors of Statewide Significance', 96.3],
  ['Urban development area needs', 'Urban Development Areas', 742.9],
];
const priorityShares = [0.12, 0.2, 0.3, 0.38];

async function seedMidTermNeeds(db: Db) {
  if (needTotals.some(([category]) => !needCategories.includes(category))) throw new Error('unknown need category');
  const districtWeights = vdotDistricts.map(
    (district) => 0.5 + unitHash(district) + (district === 'Northern Virginia' || district === 'Hampton Roads' ? 0.8 : 0),
  );
  const weightSum = districtWeights.reduce((a, b) => a + b, 0);
  const rows = needTotals.flatMap(([category, market, total]) =>
    vdotDistricts.flatMap((district, d) =>
      priorityShares.map((share, p) => ({
        id: `${category}|${market}|${district}|${p + 1}`,
        district,
        travel_market: market,
        category,
        priority: p + 1,
        miles: Math.round(((total * districtWeights[d]!) / weightSum) * share * 10) / 10,
      })),
    ),
  );
  await upsertRows(db, 'mid_term_needs', ['id'], rows);
}

/** The data the InteractVTrans statistics are computed from. */
export async function seedPlanData(db: Db) {
  await assignDistricts(db);
  await seedLocalityIndicators(db);
  await seedMidTermNeeds(db);
  return {
    localityIndicators: Number(
      (
        await db
          .selectFrom('locality_indicators')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    midTermNeeds: Number(
      (
        await db
          .selectFrom('mid_term_needs')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}
