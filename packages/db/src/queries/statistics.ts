import { type StatisticsAnswer, type StatisticsDataset, statisticsDatasets, type StatisticsRows, type StatisticsVersion } from '@vtrans/contracts/statistics';
import { freightSourceNote, type FreightGeography } from '@vtrans/contracts/freight-tabulation';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Db, DbOrTrx } from '../db';

/** Computes every dataset from the tables it summarises. Run only by the worker's stats job. */
export async function computeStatistics(db: DbOrTrx): Promise<StatisticsRows> {
  const [people, markets, needs, numbers, layers, freight] = await Promise.all([
    db
      .selectFrom('locality_indicators as i')
      .innerJoin('localities as l', 'l.fips', 'i.fips')
      .select(['l.fips', 'l.full_name as locality', 'l.district', 'i.year', 'i.population', 'i.employment'])
      .orderBy('l.fips')
      .orderBy('i.year')
      .execute(),
    db
      .selectFrom('mid_term_needs')
      .select(['travel_market', 'district', sql<string>`count(*)`.as('needs'), sql<string>`sum(miles)`.as('miles')])
      .groupBy(['travel_market', 'district'])
      .orderBy('travel_market')
      .orderBy('district')
      .execute(),
    db
      .selectFrom('mid_term_needs')
      .select(['category', 'district', 'priority', sql<string>`count(*)`.as('needs'), sql<string>`sum(miles)`.as('miles')])
      .groupBy(['category', 'district', 'priority'])
      .orderBy('category')
      .orderBy('district')
      .orderBy('priority')
      .execute(),
    db.selectFrom('by_the_numbers').select(['label', 'value', 'unit', 'source']).orderBy('position').execute(),
    db
      .selectFrom('layers')
      .where('published', '=', true)
      .select([
        sql<string>`count(*)`.as('layers'),
        sql<string>`(select count(*) from layer_features f join layers l on l.id = f.layer_id where l.published)`.as('features'),
      ])
      .executeTakeFirstOrThrow(),
    // Freight from the zone dataset (the state file's when there is no zone file), by the years
    // it has and the direction relative to Virginia.
    // The dataset's release is read in the same statement, so the figures and their source are one file's.
    sql<{
      year: number;
      direction: string;
      tons: number;
      value: number;
      kind: string;
      release: string;
      geography: string;
      file_name: string;
      imported_at: Date;
      sample: boolean;
    }>`
      with dataset as (select id, geography, years, year_kinds, release, file_name, imported_at, sample from freight_datasets order by geography = 'zone' desc limit 1),
      ends as (
        select l.line, case when d.geography = 'zone' then l.orig / 10 else l.orig end as orig_state,
               case when d.geography = 'zone' then l.dest / 10 else l.dest end as dest_state
        from dataset d join freight_lines l on l.dataset_id = d.id
      )
      select m.year,
             case when e.orig_state = 51 and e.dest_state = 51 then 'within' when e.orig_state = 51 then 'outbound' else 'inbound' end as direction,
             round(sum(m.tons)::numeric, 1)::float8 as tons, round(sum(m.value)::numeric, 1)::float8 as value,
             (select d.year_kinds[array_position(d.years, m.year)] from dataset d) as kind,
             d.release, d.geography, d.file_name, d.imported_at, d.sample
      from dataset d join freight_measures m on m.dataset_id = d.id join ends e on e.line = m.line
      group by 1, 2, d.release, d.geography, d.file_name, d.imported_at, d.sample order by 1, 2`.execute(db),
  ]);

  // Each row names its source (issue 57), so a chart, table or download of them says whose figures they are.
  const dataset = freight.rows[0];
  const source = dataset
    ? freightSourceNote({
        name: dataset.release,
        geography: dataset.geography as FreightGeography,
        fileName: dataset.file_name,
        importedAt: new Date(dataset.imported_at).toISOString(),
        sample: dataset.sample,
      })
    : '';
  const freightRows = freight.rows.map((row) => ({
    year: Number(row.year),
    direction: row.direction,
    tons: Number(row.tons),
    value: Number(row.value),
    source,
  }));
  // The headline figure is for the latest estimate, never a forecast.
  const baseYear = Math.max(0, ...freight.rows.filter((row) => row.kind !== 'forecast').map((row) => Number(row.year)));
  const freightTons = freightRows.filter((row) => row.year === baseYear).reduce((sum, row) => sum + row.tons, 0);

  return {
    'population-employment': people.map((row) => ({ ...row, district: row.district ?? 'Unassigned' })),
    'travel-markets': markets.map((row) => ({ travelMarket: row.travel_market, district: row.district, needs: Number(row.needs), miles: Number(row.miles) })),
    needs: needs.map((row) => ({ category: row.category, district: row.district, priority: row.priority, needs: Number(row.needs), miles: Number(row.miles) })),
    'by-the-numbers': [
      ...numbers.map((row) => ({ label: row.label, value: Number(row.value), unit: row.unit, source: row.source })),
      { label: 'Map layers published in the Map Explorer', value: Number(layers.layers), unit: 'layers', source: 'OIPI' },
      { label: 'Features in published map layers', value: Number(layers.features), unit: 'features', source: 'OIPI' },
      ...(baseYear
        ? [{ label: `Freight moved to, from and within Virginia in ${baseYear}`, value: Math.round(freightTons), unit: 'thousand tons', source }]
        : []),
    ],
    freight: freightRows,
  };
}

function hashOf(data: StatisticsRows): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

export interface RefreshOutcome {
  /** The latest version after the refresh. */
  version: number;
  /** False when the statistics were unchanged, so no version was written. */
  created: boolean;
  durationMs: number;
}

/**
 * Recomputes the statistics and stores them as a new version — unless they equal the latest
 * version, so running a refresh twice (a retried job, a schedule firing after an import's
 * refresh) writes nothing the second time. The version insert changes the `statistics` cache tag.
 */
export async function refreshStatistics(db: Db, reason: string): Promise<RefreshOutcome> {
  const started = performance.now();
  return db.transaction().execute(async (trx) => {
    // One refresh at a time: two concurrent runs would both see "changed" and write two versions.
    await sql`select pg_advisory_xact_lock(hashtext('statistics-refresh'))`.execute(trx);
    const data = await computeStatistics(trx);
    const hash = hashOf(data);
    const latest = await trx.selectFrom('statistics_versions').select(['version', 'content_hash']).orderBy('version', 'desc').limit(1).executeTakeFirst();
    if (latest?.content_hash === hash) return { version: latest.version, created: false, durationMs: Math.round(performance.now() - started) };
    const rowCounts = Object.fromEntries(statisticsDatasets.map((name) => [name, data[name].length]));
    const { version } = await trx
      .insertInto('statistics_versions')
      .values({ reason, content_hash: hash, duration_ms: Math.round(performance.now() - started), row_counts: JSON.stringify(rowCounts) })
      .returning('version')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('statistics')
      .values(statisticsDatasets.map((dataset) => ({ version, dataset, rows: JSON.stringify(data[dataset]) })))
      .execute();
    return { version, created: true, durationMs: Math.round(performance.now() - started) };
  });
}

/** The latest stored statistics; null before the first refresh. */
export async function latestStatistics(db: DbOrTrx): Promise<StatisticsAnswer | null> {
  const latest = await db.selectFrom('statistics_versions').select(['version', 'computed_at']).orderBy('version', 'desc').limit(1).executeTakeFirst();
  if (!latest) return null;
  const rows = await db.selectFrom('statistics').select(['dataset', 'rows']).where('version', '=', latest.version).execute();
  const data = Object.fromEntries(rows.map((row) => [row.dataset, row.rows])) as unknown as StatisticsRows;
  return { version: latest.version, computedAt: latest.computed_at.toISOString(), data };
}

/** The most recent versions, newest first. */
export async function listStatisticsVersions(db: DbOrTrx, limit = 20): Promise<StatisticsVersion[]> {
  const rows = await db
    .selectFrom('statistics_versions')
    .select(['version', 'computed_at', 'reason', 'row_counts'])
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    computedAt: row.computed_at.toISOString(),
    reason: row.reason,
    rows: row.row_counts as Record<StatisticsDataset, number>,
  }));
}
