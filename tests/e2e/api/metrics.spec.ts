import { expect, test } from '@playwright/test';
import { jobStates } from '@vtrans/contracts/queues';
import { sql } from '@vtrans/db';
import { createQueue, createRedis } from '@vtrans/queue';
import { e2eMetricsToken, e2eQueuePrefix, e2eRedisUrl } from '../e2e-env';
import { expectMail, uniqueAddress } from '../mailbox';
import { cleanUpAfterEach, runDatabase } from '../run-database';
import { enqueueSignInLink } from '../../support/outbox-fixtures';

const db = runDatabase();
const afterTest = cleanUpAfterEach(db);
const withToken = { authorization: `Bearer ${e2eMetricsToken}` };

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('GET /api/metrics refuses a missing or wrong bearer token', async ({ request }) => {
  const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-wrong-token' }, { authorization: e2eMetricsToken }];
  for (const headers of attempts) {
    const response = await request.get('/api/metrics', { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await response.json()).message).toBe('A valid bearer token is required.');
  }
});

test('GET /api/metrics counts requests by route, and reports queue depths, outbox lag and job durations', async ({ request }) => {
  const scrape = async () => {
    const response = await request.get('/api/metrics', { headers: withToken });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    return response.text();
  };
  const gapStudies = 'vtrans_http_requests_total{method="GET",route="/gap-ta/[gapid]",status="404"}';
  const before = sample(await scrape(), gapStudies) ?? 0;
  for (const id of ['no-such-study-1', 'no-such-study-2', 'no-such-study-3']) expect((await request.get(`/gap-ta/${id}`)).status()).toBe(404);
  const afterRequests = await scrape();
  // Three URLs, one route: the label is the route's pattern, not the address.
  expect(sample(afterRequests, gapStudies)).toBe(before + 3);
  expect(afterRequests).toContain('vtrans_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/gap-ta/[gapid]",status="404"}');
  expect(afterRequests).toMatch(/^vtrans_web_process_resident_memory_bytes \d+/m);

  const to = uniqueAddress('metrics');
  const id = await enqueueSignInLink(db(), to);
  await expect
    .poll(async () => (await db().selectFrom('outbox').select('completed_at').where('id', '=', id).executeTakeFirstOrThrow()).completed_at, { timeout: 15_000 })
    .not.toBeNull();
  await expectMail(to, 1);
  const completedJobs = 'vtrans_job_duration_seconds_count{queue="email",event="auth.sign-in-link",outcome="completed"}';
  // The worker publishes its figures every second in this run.
  await expect.poll(async () => sample(await scrape(), completedJobs) ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

  // A job of this test's own waits on the lane's geoprocess queue (delayed for an hour, so no worker
  // takes it; removed after the test): the depths are read from Redis at each scrape, so the
  // scrape must count it, and every state must be what Redis held around the scrape.
  const redis = createRedis(e2eRedisUrl, 'worker', 'e2e-metrics-spec');
  const geoprocess = createQueue('geoprocess', redis, { prefix: e2eQueuePrefix() });
  const jobId = `metrics-spec-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  afterTest(async () => {
    await (await geoprocess.getJob(jobId))?.remove();
    await geoprocess.close();
    redis.disconnect();
  });
  await geoprocess.add('submission.process', { submissionId: 0, version: 1 }, { jobId, delay: 3_600_000 });
  const depths = () => geoprocess.getJobCounts(...jobStates);
  const heldBefore = await depths();
  const text = await scrape();
  const heldAfter = await depths();
  expect(sample(text, 'vtrans_queue_jobs{queue="email",state="completed"}')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'vtrans_queue_jobs{queue="geoprocess",state="delayed"}')).toBeGreaterThanOrEqual(1);
  for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) {
    const scraped = sample(text, `vtrans_queue_jobs{queue="geoprocess",state="${state}"}`);
    expect(scraped, state).toBeGreaterThanOrEqual(Math.min(heldBefore[state]!, heldAfter[state]!));
    expect(scraped, state).toBeLessThanOrEqual(Math.max(heldBefore[state]!, heldAfter[state]!));
  }
  expect(sample(text, 'vtrans_outbox_events{state="undispatched"}')).toBe(0);
  expect(sample(text, 'vtrans_outbox_lag_seconds')).toBe(0);
  expect(sample(text, 'vtrans_outbox_table_bytes')).toBeGreaterThan(0);
  expect(sample(text, 'vtrans_dependency_up{service="db"}')).toBe(1);
  expect(sample(text, 'vtrans_dependency_up{service="redis"}')).toBe(1);
  expect(text).toContain('# TYPE vtrans_job_failures_total counter');

  // The rows estimate is Postgres's (pg_class.reltuples, read at each scrape): just after ANALYZE,
  // which reads the whole of a table this small, it is the table's row count. The outbox may take
  // a row meanwhile (a schedule's job, another event): the rows are counted on both sides of the
  // scrape, and it is tried again until they did not change.
  const rowCount = async () => Number((await sql<{ count: string }>`select count(*) from outbox`.execute(db())).rows[0]!.count);
  await expect
    .poll(
      async () => {
        await sql`analyze outbox`.execute(db());
        const counted = await rowCount();
        const estimate = sample(await scrape(), 'vtrans_outbox_rows_estimate');
        return counted === (await rowCount()) ? `estimate ${estimate} for ${counted} rows` : 'the outbox changed during the scrape';
      },
      { message: 'vtrans_outbox_rows_estimate after ANALYZE', timeout: 10_000 },
    )
    .toMatch(/^estimate (\d+) for \1 rows$/);
});
