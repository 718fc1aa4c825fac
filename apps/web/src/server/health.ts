import 'server-only';
import type { ReadinessData } from '@vtrans/contracts';
import { pendingMigrations } from '@vtrans/db';
import { pingRedis } from '@vtrans/queue';
import { db } from './db';
import { redis } from './redis';

const checkTimeoutMs = 1_500;

/** The migrations this build knows that the database has not run, or null when Postgres does not answer in time. */
async function pendingMigrationsWithin(timeoutMs: number): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([pendingMigrations(db()), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: Postgres answers with every migration run, and Redis answers. Each check gives up after 1.5 s. */
export async function checkReadiness(): Promise<ReadinessData> {
  const [pending, redisUp] = await Promise.all([pendingMigrationsWithin(checkTimeoutMs), pingRedis(redis(), checkTimeoutMs)]);
  return {
    db: pending ? 'up' : 'down',
    redis: redisUp ? 'up' : 'down',
    migrations: pending === null ? 'unknown' : pending.length > 0 ? 'pending' : 'current',
    pendingMigrations: pending ?? [],
  };
}
