import { createWriteStream } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  freightDimensions,
  freightMeasures,
  FreightTabulationQuery,
  freightTabulationDirections,
  sctgGroups,
  virginiaZoneCodes,
} from '@vtrans/contracts/freight-tabulation';
import {
  createDb,
  dropDatabase,
  FreightCube,
  listFreightDatasets,
  queryCommodityFlow,
  queryFreightFlows,
  refreshStatistics,
  sql,
  withDatabaseName,
} from '@vtrans/db';
import { generateFafSample } from '@vtrans/seed';
import { createMigratedDatabase, newTestDatabaseName } from '../tests/support/databases';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;
const megabytes = (bytes: number) => round1(bytes / 2 ** 20);

/** The Virginia lines of the generated zone file, and the lines elsewhere each of its lanes adds. */
const VIRGINIA_LINES = 116_489;
const OUTSIDE_LINES_PER_SHARE = 68_704;
/** A FAF5 zone file has about 2.7 million lines. */
const REAL_LINES = 2_700_000;
const outsideShare = Math.ceil((REAL_LINES - VIRGINIA_LINES) / OUTSIDE_LINES_PER_SHARE);
const LINES = VIRGINIA_LINES + outsideShare * OUTSIDE_LINES_PER_SHARE;

/** A random tabulation, as a person would build one in the tool: rows, maybe columns, a measure, some filters, a year. */
function randomTabulation(pick: <T>(list: readonly T[]) => T, chance: (p: number) => boolean, years: number[]): FreightTabulationQuery {
  const rows = pick(freightDimensions);
  const columns = chance(0.5) ? pick(['none', ...freightDimensions.filter((dimension) => dimension !== rows)] as const) : 'none';
  const some = <T>(list: readonly T[]) => [...new Set(Array.from({ length: 1 + Math.floor(pick([0, 1, 2])) }, () => pick(list)))].join(',');
  const query: Record<string, string> = { rows, columns, measure: pick(freightMeasures), direction: pick(freightTabulationDirections) };
  if (chance(0.3)) query.commodity = some(['01', '02', '07', '12', '15', '20', '24', '31', '34', '35', '43']);
  if (chance(0.15)) query.commodity_group = some(sctgGroups.map((group) => group.code));
  if (chance(0.3)) query.mode = some(['1', '2', '3', '4', '5', '6']);
  if (chance(0.2)) query.trade_type = some(['1', '2', '3']);
  if (chance(0.15)) query.foreign_region = some(['801', '802', '804', '807']);
  if (chance(0.15)) query.distance_band = some(['1', '2', '3', '4', '5']);
  if (chance(0.25)) query.origin = some(virginiaZoneCodes.map(String));
  if (rows !== 'year' && columns !== 'year') query.year = String(pick(years));
  return FreightTabulationQuery.parse(query);
}

/** Runs a function while sampling this process's resident memory; returns its result and how much it grew. */
async function withMemoryGrowth<T>(run: () => Promise<T>): Promise<{ result: T; peakGrowthMb: number }> {
  global.gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakGrowthMb: megabytes(peak - startRss) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * `npm run import:freight` as a person runs it, in a process of its own: its output, the seconds
 * it took, and its peak resident memory (VmHWM, read from /proc until it exits).
 */
async function runImportCli(databaseUrl: string, file: string): Promise<{ output: string; seconds: number; peakRssMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/seed/src/cli-import-freight.ts', file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakKb = 0;
  const timer = setInterval(() => {
    readFile(`/proc/${child.pid}/status`, 'utf8').then(
      (status) => (peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0))),
      () => {},
    );
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`npm run import:freight failed (${code}): ${output}`);
  return { output: output.trim(), seconds: (performance.now() - started) / 1000, peakRssMb: megabytes(peakKb * 1024) };
}

/**
 * The freight path at the real size (issue 40): a generated FAF5.7 HiLo zone file of about 2.7
 * million lines with every measure (76 columns), of which the Virginia lines are kept; its import
 * by `npm run import:freight` (time, and that process's peak memory); the cube's first read of the
 * codes and of the figures (time, this process's growth, and what the cube holds); 20 random
 * tabulations, timed twice; the flow map's data for the busiest
 * selection (every origin by every destination, all freight); the explorer's commodity-flow
 * answer; and one statistics refresh.
 */
export async function benchFreight(serverUrl: string, tabulations = 20) {
  const url = withDatabaseName(serverUrl, newTestDatabaseName('bench_freight'));
  await createMigratedDatabase(url, true);
  const db = createDb(url, { max: 10 });
  const folder = await mkdtemp(path.join(tmpdir(), 'vtrans-bench-freight-'));
  try {
    const file = path.join(folder, 'FAF5.7_HiLoForecasts.csv');
    const generateStarted = performance.now();
    await pipeline(Readable.from(generateFafSample({ density: 1, outsideShare, hilo: true })), createWriteStream(file));
    const generateSeconds = (performance.now() - generateStarted) / 1000;

    const imported = await runImportCli(url, file);
    process.stdout.write(`${imported.output}\n`);
    await sql`vacuum analyze freight_measures`.execute(db);

    // As a web process does: read the codes, then the common measures ahead of the questions.
    const [dataset] = await listFreightDatasets(db);
    const loadStarted = performance.now();
    const loaded = await withMemoryGrowth(() => FreightCube.load(db, dataset!));
    const cube = loaded.result;
    const loadMs = performance.now() - loadStarted;
    const warmStarted = performance.now();
    const warmed = await withMemoryGrowth(() => cube.warm());
    const warmMs = performance.now() - warmStarted;

    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const chance = (p: number) => next() < p;
    const yearList = dataset!.years.map((year) => year.year);
    const queries = Array.from({ length: tabulations }, () => randomTabulation(pick, chance, yearList));
    const time = async (query: FreightTabulationQuery) => {
      const started = performance.now();
      const table = await cube.tabulate(query);
      return { ms: performance.now() - started, cells: table.rows.length * table.columns.length };
    };
    const pass = async () => {
      const runs = [];
      for (const query of queries) runs.push(await time(query));
      const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
      return {
        p50Ms: round1(percentile(sorted, 50)),
        p95Ms: round1(percentile(sorted, 95)),
        maxMs: round1(sorted.at(-1)!),
        largestTableCells: Math.max(...runs.map((run) => run.cells)),
      };
    };
    const cold = await pass();
    const warm = await pass();
    // The flow map's data for its busiest selection: all freight, every origin by every destination.
    const busiest = FreightTabulationQuery.parse({});
    const flowRuns: number[] = [];
    let flowPairs = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const map = await queryFreightFlows(db, cube, busiest, 'state');
      flowRuns.push(performance.now() - started);
      flowPairs = map.flows.length;
    }
    const commodityFlowRuns: number[] = [];
    for (const scale of ['state', 'region'] as const) {
      const started = performance.now();
      await queryCommodityFlow(db, cube, {
        scale,
        origin: scale === 'state' ? '51' : '512',
        direction: 'outbound',
        metric: 'tons',
        mode: 'all',
        year: cube.defaultYear()!,
      });
      commodityFlowRuns.push(performance.now() - started);
    }
    const refreshStarted = performance.now();
    await refreshStatistics(db, 'manual');
    const refreshSeconds = (performance.now() - refreshStarted) / 1000;
    const size = await sql<{ lines: string; measures: string }>`
      select pg_size_pretty(pg_total_relation_size('freight_lines')) as lines, pg_size_pretty(pg_total_relation_size('freight_measures')) as measures`.execute(
      db,
    );

    return {
      file: { megabytes: round1((await stat(file)).size / 1e6), generateSeconds: round1(generateSeconds) },
      import: { seconds: round1(imported.seconds), linesPerSecond: Math.round(LINES / imported.seconds), peakRssMb: imported.peakRssMb },
      storage: size.rows[0],
      cubeLoad: { codesMs: round1(loadMs), codesMb: loaded.peakGrowthMb, lines: cube.size, measuresMs: round1(warmMs), measuresMb: warmed.peakGrowthMb },
      tabulations: { count: tabulations, afterLoad: cold, again: warm },
      cubeHeldMb: megabytes(await cube.heldBytes()),
      flowMapBusiest: { flows: flowPairs, firstMs: round1(flowRuns[0]!), p50Ms: round1([...flowRuns].sort((a, b) => a - b)[2]!) },
      commodityFlowMs: commodityFlowRuns.map(round1),
      statisticsRefreshSeconds: round1(refreshSeconds),
    };
  } finally {
    await db.destroy();
    await dropDatabase(url);
    await rm(folder, { recursive: true, force: true });
  }
}
