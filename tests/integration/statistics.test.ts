import { enqueue, latestStatistics, listStatisticsVersions, refreshStatistics, sql } from '@vtrans/db';
import { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { STATS_SCHEDULER_ID, upsertSchedule, workerSchedules } from '../../apps/worker/src/schedules';
import { createRedis } from '@vtrans/queue';
import { eventually } from '../support/worker';
import { workerTestBed } from '../support/worker-test-bed';

describe('the InteractVTrans statistics', () => {
  const bed = workerTestBed();

  const accomack2020 = async () =>
    (await latestStatistics(bed.database.db))!.data['population-employment'].find((row) => row.fips === '51001' && row.year === 2020)!.population;

  it('are stored as a version by the seed, and a refresh that finds nothing new writes none', async () => {
    const [seeded] = await listStatisticsVersions(bed.database.db);
    expect(seeded).toMatchObject({ reason: 'seed', rows: { 'population-employment': 532, 'travel-markets': 36, needs: 396 } });
    expect(await refreshStatistics(bed.database.db, 'manual')).toMatchObject({ version: seeded!.version, created: false });
    expect(await listStatisticsVersions(bed.database.db)).toHaveLength(1);
  });

  it('change only when the stats job runs, which a data change queues', async () => {
    const before = await accomack2020();
    await sql`update locality_indicators set population = population + 1234 where fips = '51001' and year = 2020`.execute(bed.database.db);
    // Reading never computes: the stored version still has the old figure.
    expect(await accomack2020()).toBe(before);

    await bed.startWorker();
    // The schedule's first run at start-up already sees the change; a queued event then finds nothing new.
    await eventually(async () => (await accomack2020()) === before + 1234, 15_000, 'the new statistics version');
    const versions = await listStatisticsVersions(bed.database.db);
    expect(versions.map((version) => version.reason)).toEqual(['schedule', 'seed']);

    const cacheVersion = async () =>
      (await sql<{ version: string }>`select version from cache_tags where tag = 'statistics'`.execute(bed.database.db)).rows[0]!.version;
    const tagBefore = await cacheVersion();
    await sql`update mid_term_needs set miles = miles + 10 where id = (select min(id) from mid_term_needs)`.execute(bed.database.db);
    await bed.database.db.transaction().execute((trx) => enqueue(trx, { name: 'stats.refresh', payload: { reason: 'freight-import' } }));
    await eventually(async () => (await listStatisticsVersions(bed.database.db)).length === 3, 15_000, 'a third version');
    expect((await listStatisticsVersions(bed.database.db))[0]!.reason).toBe('freight-import');
    // The new version changed the pages' cache tag.
    expect(await cacheVersion()).not.toBe(tagBefore);
  });

  it('are refreshed on a schedule: one repeatable job, however often the worker starts', async () => {
    const connection = createRedis(bed.redisUrl, 'worker', 'vtrans-test-scheduler');
    const queue = new Queue('stats', { connection, prefix: bed.prefix });
    const stats = workerSchedules({ statsEveryMs: 60_000, digestCron: '0 7 * * *', alertSweepMs: 60_000, linkCheckMs: 3_600_000 }).find(
      (schedule) => schedule.id === STATS_SCHEDULER_ID,
    )!;
    try {
      await upsertSchedule({ stats: queue } as never, stats);
      await upsertSchedule({ stats: queue } as never, stats);
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([[STATS_SCHEDULER_ID, 60_000]]);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
