import { createWriteStream, createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { freightDirections, freightMetrics, freightModes, freightOrigins, freightScales } from '@vtrans/contracts/freight';
import { createDb, dropDatabase, queryCommodityFlow, refreshStatistics, sql, withDatabaseName } from '@vtrans/db';
import { generateFafSample, importFreightFlows } from '@vtrans/seed';
import { createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A random commodity-flow query, as the charts' filters would make it. */
function randomQuery(years: number[], pick: <T>(list: readonly T[]) => T) {
  const scale = pick(freightScales);
  return {
    scale,
    origin: pick(freightOrigins(scale)).code,
    direction: pick(freightDirections),
    metric: pick(freightMetrics),
    year: pick(years),
    mode: pick(freightModes),
  };
}

/**
 * The freight path at the size of a state FAF extract: a generated FAF5 zone file with every
 * Virginia lane (≥ 1 million rows once its year columns become rows) plus as many lanes elsewhere
 * (left out by the importer), imported; then `queries` random commodity-flow queries (each is the
 * four aggregations of one chart request) timed right after the import and again after VACUUM
 * ANALYZE; and one statistics refresh over the imported flows.
 */
export async function benchFreight(serverUrl: string, queries = 400) {
  const url = withDatabaseName(serverUrl, newTestDatabaseName('bench_freight'));
  await createMigratedDatabase(url, true);
  const db = createDb(url, { max: 10 });
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-bench-freight-'));
  try {
    const file = path.join(folder, 'FAF5-sample.csv');
    await pipeline(Readable.from(generateFafSample({ density: 1, outsideShare: 1 })), createWriteStream(file));
    const importStarted = performance.now();
    const imported = await importFreightFlows(db, createReadStream(file));
    const importSeconds = (performance.now() - importStarted) / 1000;

    let seed = 42;
    const pick = <T,>(list: readonly T[]) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return list[seed % list.length]!;
    };
    const timeQueries = async (concurrency: number) => {
      const durations: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < queries) {
            next += 1;
            const query = randomQuery(imported.years, pick);
            const started = performance.now();
            await queryCommodityFlow(db, query);
            durations.push(performance.now() - started);
          }
        }),
      );
      durations.sort((a, b) => a - b);
      return { queries, concurrency, p50Ms: round1(percentile(durations, 50)), p95Ms: round1(percentile(durations, 95)), maxMs: round1(durations.at(-1)!) };
    };

    const afterImport = [await timeQueries(1), await timeQueries(8)];
    await sql`vacuum analyze freight_flows`.execute(db);
    const afterVacuum = [await timeQueries(1), await timeQueries(8)];
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select commodity, sum(tons) from freight_flows
      where orig_state = 51 and dest_state <> 51 and year = 2024 group by commodity`.execute(db);
    const refresh = await refreshStatistics(db, 'manual');
    const size = await sql<{ table: string; indexes: string }>`
      select pg_size_pretty(pg_table_size('freight_flows')) as table, pg_size_pretty(pg_indexes_size('freight_flows')) as indexes`.execute(db);

    return {
      file: { megabytes: round1((await stat(file)).size / 1e6), lines: imported.lines, outsideVirginia: imported.outsideVirginia },
      rows: imported.rows,
      importSeconds: round1(importSeconds),
      storage: size.rows[0],
      commodityFlowAfterImport: afterImport,
      commodityFlowAfterVacuum: afterVacuum,
      topCommoditiesPlan: plan.rows.map((row) => row['QUERY PLAN'].trim()).filter((line) => /Scan|Aggregate/.test(line)),
      statisticsRefresh: refresh,
    };
  } finally {
    await db.destroy();
    await dropDatabase(url);
    await rm(folder, { recursive: true, force: true });
  }
}
