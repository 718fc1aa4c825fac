import 'server-only';
import type { HealthData } from '@vtrans/contracts';
import { sql } from '@vtrans/db';
import { pingRedis } from '@vtrans/queue';
import { db } from './db';
import { redis } from './redis';

const checkTimeoutMs = 1_500;

async function pingDatabase(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db()).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether Postgres and Redis answer right now; each check gives up after 1.5 s. */
export async function checkHealth(): Promise<HealthData> {
  const [dbUp, redisUp] = await Promise.all([pingDatabase(), pingRedis(redis(), checkTimeoutMs)]);
  return { db: dbUp ? 'up' : 'down', redis: redisUp ? 'up' : 'down' };
}
