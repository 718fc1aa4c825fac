import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { passwordAttempt } from '../../apps/web/src/server/auth/rate-limit';
import { redis } from '../../apps/web/src/server/platform/redis';
import { deleteQueueKeys, uniqueQueuePrefix } from '../support/worker';

// An account's growing password delays (issue 19), on the real Redis script, with the clock held
// still: five tries go at once, then each waits 1 s, 2 s … after the last try's *answer*. The
// browser test (api/auth.spec.ts) shows the same through HTTP; this one fixes the times, which a
// loaded machine cannot.
describe('password delays for an account', () => {
  const prefix = uniqueQueuePrefix();
  const redisUrl = inject('redisUrl');
  let clock = Date.parse('2026-12-01T12:00:00Z');
  const at = (milliseconds: number) => vi.setSystemTime(clock + milliseconds);
  const client = { headers: new Headers({ 'x-vtrans-client-address': '192.0.2.19' }) };

  beforeAll(async () => {
    process.env.QUEUE_PREFIX = prefix;
    process.env.REDIS_URL = redisUrl;
    process.env.DATABASE_URL ??= 'postgres://no-database-used@127.0.0.1:9/none';
    // Until the connection is up the limits count in memory instead (a fixed window, not delays).
    const connection = redis();
    if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve));
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await redis().quit();
    await deleteQueueKeys(redisUrl, prefix);
  });

  it('runs each delay from the answer to the try before it, not from when that try began', async () => {
    const email = 'slow-hash@example.org';
    at(0);
    for (let tryNumber = 1; tryNumber <= 4; tryNumber += 1) {
      const passwordTry = await passwordAttempt(client, email, null);
      expect(passwordTry.retryAfter).toBeNull();
      await passwordTry.judged();
    }
    // The fifth try starts at 0 and its password check (argon2, on a busy machine) answers at 900 ms.
    const fifth = await passwordAttempt(client, email, null);
    expect(fifth.retryAfter).toBeNull();
    at(900);
    await fifth.judged();
    // The person sends the next try 600 ms after the answer: 1.5 s after the fifth began, but still
    // inside its 1 s delay, which runs to 1,900 ms.
    at(1_500);
    expect((await passwordAttempt(client, email, null)).retryAfter).toBe(1);
    at(1_899);
    expect((await passwordAttempt(client, email, null)).retryAfter).toBe(1);
    // Refused tries did not count: the sixth, at 1,900 ms, goes in and sets 2 s, from its answer.
    at(1_900);
    const sixth = await passwordAttempt(client, email, null);
    expect(sixth.retryAfter).toBeNull();
    at(2_000);
    await sixth.judged();
    at(2_001);
    expect((await passwordAttempt(client, email, null)).retryAfter).toBe(2);
    at(3_999);
    expect((await passwordAttempt(client, email, null)).retryAfter).toBe(1);
    at(4_000);
    expect((await passwordAttempt(client, email, null)).retryAfter).toBeNull();
  });

  it('keeps the free tries free, however slowly they are answered', async () => {
    const email = 'free-tries@example.org';
    clock += 60_000;
    for (let tryNumber = 1; tryNumber <= 4; tryNumber += 1) {
      at(tryNumber * 10);
      const passwordTry = await passwordAttempt(client, email, null);
      expect(passwordTry.retryAfter).toBeNull();
      at(tryNumber * 10 + 5_000);
      await passwordTry.judged();
    }
  });
});
