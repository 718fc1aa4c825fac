import 'server-only';
import type { ReadinessData } from '@vtrans/contracts/api';
import { pendingMigrations } from '@vtrans/db';
import { pingRedis } from '@vtrans/queue';
import { withDeadline } from '@/lib/with-deadline';
import { db } from '../platform/db';
import { redis } from '../platform/redis';

const checkTimeoutMs = 1_500;

/** Whether this instance can serve: Postgres answers with every migration run, and Redis answers. Each check gives up after 1.5 s. */
export async function checkReadiness(): Promise<ReadinessData> {
  const [pending, redisUp] = await Promise.all([
    withDeadline(pendingMigrations(db()), checkTimeoutMs, 'Postgres').catch(() => null),
    pingRedis(redis(), checkTimeoutMs),
  ]);
  return {
    db: pending ? 'up' : 'down',
    redis: redisUp ? 'up' : 'down',
    migrations: pending === null ? 'unknown' : pending.length > 0 ? 'pending' : 'current',
    pendingMigrations: pending ?? [],
  };
}
