import { expect, test } from '../e2e/browser-test';
import { e2ePort } from '../e2e/e2e-env';
import { startRedisServer, type TestRedisServer } from '../support/redis-server';
import { deliveries, Installation } from '../support/installation';

// Drill 2: Redis (which keeps nothing) dies while 50 map comments are being posted, and comes back
// empty. Comments posted meanwhile are still stored; their alerts wait in the outbox. Jobs that
// were on the queues when Redis died are lost with it, and the reconciler puts them back in line.
// In the end: 50 comments, 50 alerts, none twice.
const total = 50;
const port = e2ePort + 11;
let redis: TestRedisServer;
let stack: Installation;
let baseUrl: string;

test.beforeAll(async () => {
  redis = await startRedisServer();
  stack = await new Installation({ seeded: true, redisUrl: redis.url }).start();
  baseUrl = await stack.startWeb(port);
});

test.afterAll(async () => {
  await stack.stop();
  await redis.kill();
});

const marker = `Redis drill ${Date.now()}`;

async function postComment(index: number): Promise<number> {
  const response = await fetch(`${baseUrl}/api/comment/insert-comment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ geometry: { type: 'Point', coordinates: [-77.436 + index / 1000, 37.5407] }, category: 'Safety', text: `${marker} #${index}.` }),
  });
  return response.status;
}

test('Redis lost mid-way: 50 comments stored, 50 alerts delivered, none twice', async () => {
  // Slow SMTP: alerts pile up on the queue, so Redis dies holding jobs.
  stack.smtp.delayResponses(300);
  stack.startWorker();

  const statuses: number[] = [];
  for (let index = 0; index < 20; index += 1) statuses.push(await postComment(index));
  await expect
    .poll(async () => (await stack.db.selectFrom('outbox').select('id').where('dispatched_at', 'is not', null).execute()).length)
    .toBeGreaterThanOrEqual(10);

  await redis.kill();
  for (let index = 20; index < total; index += 1) statuses.push(await postComment(index));
  expect(statuses).toEqual(Array(total).fill(201));
  const lostJobs = await stack.db.selectFrom('outbox').select('id').where('dispatched_at', 'is not', null).where('completed_at', 'is', null).execute();

  await redis.start();
  stack.smtp.delayResponses(0);
  const alerts = (message: { subject: string; text: string }) => message.subject.startsWith('New comment: Safety') && message.text.includes(marker);
  await expect.poll(() => deliveries(stack.smtp, alerts).distinct, { timeout: 60_000 }).toBe(total);
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  expect(deliveries(stack.smtp, alerts)).toEqual({ messages: total, distinct: total });
  for (let index = 0; index < total; index += 1) {
    expect(
      stack.smtp.messages.filter((message) => message.text.includes(`${marker} #${index}.`)),
      `alert #${index}`,
    ).toHaveLength(1);
  }
  const comments = await stack.db.selectFrom('comments').select('id').where('text', 'like', `${marker}%`).execute();
  expect(comments).toHaveLength(total);
  // Some jobs really were lost with Redis, and the reconciler dispatched them a second time.
  expect(lostJobs.length).toBeGreaterThan(0);
  const redispatched = await stack.db.selectFrom('outbox').select('id').where('dispatch_count', '>', 1).execute();
  expect(redispatched.length).toBeGreaterThan(0);
});
