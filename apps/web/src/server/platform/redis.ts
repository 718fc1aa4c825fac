import 'server-only';
import { createRedis } from '@vtrans/queue';
import type { Redis } from 'ioredis';
import { webEnv } from '../../env';

const globalForRedis = globalThis as unknown as { vtransRedis?: Redis };

/**
 * The web app's Redis connection. It is a producer connection (no offline queue), so a request
 * touching Redis while it is down fails at once instead of hanging.
 */
export function redis(): Redis {
  globalForRedis.vtransRedis ??= createRedis(webEnv().REDIS_URL, 'producer', 'vtrans-web');
  return globalForRedis.vtransRedis;
}
