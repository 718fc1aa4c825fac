import { expect, test } from '@playwright/test';
import { enqueue, sql } from '@vtrans/db';
import { seedAll } from '@vtrans/seed';
import { runDatabase } from '../run-database';

// The seed puts the figure back and refreshes the statistics again.
const db = runDatabase({ beforeClose: seedAll });

test('the statistics come from the stored version: a data change shows after the stats job, not before', async ({ request }) => {
  const statistic = async () => {
    const response = await request.get('/api/interactvtrans/statistics');
    expect(response.status()).toBe(200);
    const { data } = await response.json();
    const row = data.data['population-employment'].find((candidate: { fips: string; year: number }) => candidate.fips === '51003' && candidate.year === 2050);
    return { version: data.version as number, employment: row.employment as number };
  };
  const before = await statistic();

  await sql`update locality_indicators set employment = employment + 777 where fips = '51003' and year = 2050`.execute(db());
  // Nothing is computed on request: however often it is asked, the answer is the stored version.
  for (let i = 0; i < 3; i += 1) expect(await statistic()).toEqual(before);

  // The job (queued as an import or an approval queues it) stores a new version; the next answer has it.
  await db().transaction().execute((trx) => enqueue(trx, { name: 'stats.refresh', payload: { reason: 'manual' } }));
  await expect.poll(statistic, { timeout: 15_000 }).toEqual({ version: before.version + 1, employment: before.employment + 777 });

  const versions = (await (await request.get('/api/interactvtrans/versions')).json()).data;
  expect(versions[0]).toMatchObject({ version: before.version + 1, reason: 'manual', rows: { 'population-employment': 532 } });
});
