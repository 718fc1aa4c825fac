import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Db, enqueue, sql } from '@vtrans/db';
import { cleanUpAfterEach, runDatabase } from '../run-database';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);

/** Albemarle's (51003) 2050 employment in the statistics the API serves: its stored version. */
async function statistic(request: APIRequestContext) {
  const response = await request.get('/api/interactvtrans/statistics');
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  const row = data.data['population-employment'].find((candidate: { fips: string; year: number }) => candidate.fips === '51003' && candidate.year === 2050);
  return { version: data.version as number, employment: row.employment as number };
}

/** The figure the statistics are computed from, in the database. */
async function storedEmployment(database: Db): Promise<number> {
  const { rows } = await sql<{ employment: number }>`select employment from locality_indicators where fips = '51003' and year = 2050`.execute(database);
  return Number(rows[0]!.employment);
}

/** A stats job, queued as an import or an approval queues it. */
const refreshStatistics = (database: Db) => database.transaction().execute((trx) => enqueue(trx, { name: 'stats.refresh', payload: { reason: 'manual' } }));

test('the statistics come from the stored version: a data change shows after the stats job, not before', async ({ request }) => {
  const before = await statistic(request);
  // The seeded figure is back after the test, however it ended, and the statistics are computed
  // from it again before the next test of the lane reads them.
  const seeded = await storedEmployment(db());
  afterTest(async (database) => {
    if ((await storedEmployment(database)) === seeded && (await statistic(request)).employment === before.employment) return;
    await sql`update locality_indicators set employment = ${seeded} where fips = '51003' and year = 2050`.execute(database);
    await refreshStatistics(database);
    await expect.poll(async () => (await statistic(request)).employment, { timeout: 15_000 }).toBe(before.employment);
  });

  await sql`update locality_indicators set employment = employment + 777 where fips = '51003' and year = 2050`.execute(db());
  // Nothing is computed on request: however often it is asked, the answer is the stored version.
  for (let i = 0; i < 3; i += 1) expect(await statistic(request)).toEqual(before);

  // The job stores a new version; the next answer has it.
  await refreshStatistics(db());
  await expect.poll(() => statistic(request), { timeout: 15_000 }).toEqual({ version: before.version + 1, employment: before.employment + 777 });

  const versions = (await (await request.get('/api/interactvtrans/versions')).json()).data;
  expect(versions[0]).toMatchObject({ version: before.version + 1, reason: 'manual', rows: { 'population-employment': 532 } });
});
