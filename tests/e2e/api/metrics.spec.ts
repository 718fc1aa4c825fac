import { expect, test } from '@playwright/test';
import { e2eMetricsToken } from '../e2e-env';
import { expectMail } from '../mailbox';
import { runDatabase } from '../run-database';
import { enqueueSignInLink } from '../../support/outbox-fixtures';

const db = runDatabase();
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

  const to = `metrics-${Date.now()}@example.org`;
  const id = await enqueueSignInLink(db(), to);
  await expect.poll(async () => (await db().selectFrom('outbox').select('completed_at').where('id', '=', id).executeTakeFirstOrThrow()).completed_at, { timeout: 15_000 }).not.toBeNull();
  await expectMail((mail) => mail.to.includes(to), 1);
  const completedJobs = 'vtrans_job_duration_seconds_count{queue="email",event="auth.sign-in-link",outcome="completed"}';
  // The worker publishes its figures every second in this run.
  await expect.poll(async () => sample(await scrape(), completedJobs) ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

  const text = await scrape();
  expect(sample(text, 'vtrans_queue_jobs{queue="email",state="completed"}')).toBeGreaterThanOrEqual(1);
  for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(sample(text, `vtrans_queue_jobs{queue="geoprocess",state="${state}"}`), state).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'vtrans_outbox_events{state="undispatched"}')).toBe(0);
  expect(sample(text, 'vtrans_outbox_lag_seconds')).toBe(0);
  expect(sample(text, 'vtrans_outbox_table_bytes')).toBeGreaterThan(0);
  expect(sample(text, 'vtrans_outbox_rows_estimate')).toBeGreaterThanOrEqual(0);
  expect(sample(text, 'vtrans_dependency_up{service="db"}')).toBe(1);
  expect(sample(text, 'vtrans_dependency_up{service="redis"}')).toBe(1);
  expect(text).toContain('# TYPE vtrans_job_failures_total counter');
});
