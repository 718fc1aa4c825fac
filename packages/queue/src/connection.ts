import { Redis, type RedisOptions } from 'ioredis';

/**
 * Two kinds of Redis connection, following BullMQ's production guide:
 * - `worker`: blocking commands must wait for Redis to come back, so requests retry forever
 *   (`maxRetriesPerRequest: null`) and commands queue while reconnecting.
 * - `producer`: used while answering a web request or relaying the outbox, where waiting is
 *   worse than failing. Commands fail at once while disconnected (`enableOfflineQueue: false`)
 *   and the caller tries again later; the outbox keeps the event safe meanwhile.
 */
export type RedisRole = 'worker' | 'producer';

export function createRedis(url: string, role: RedisRole, connectionName: string): Redis {
  const options: RedisOptions = {
    connectionName,
    connectTimeout: 2_000,
    // Keep trying to reconnect, backing off to once every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
    ...(role === 'worker' ? { maxRetriesPerRequest: null, enableOfflineQueue: true } : { maxRetriesPerRequest: 1, enableOfflineQueue: false }),
  };
  const redis = new Redis(url, options);
  // ioredis emits 'error' on every failed reconnect; without a listener Node would crash. The
  // owners of each connection report state through health checks instead.
  redis.on('error', () => {});
  return redis;
}

/**
 * PING with a deadline; true when Redis answered in time. A connection still being opened (the
 * first request after start-up) gets the same deadline to become ready, since without an offline
 * queue a command sent before that fails at once.
 */
export async function pingRedis(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = async () => {
    if (redis.status === 'connecting' || redis.status === 'connect' || redis.status === 'wait') {
      await new Promise<void>((resolve) => redis.once('ready', resolve));
    }
    return (await redis.ping()) === 'PONG';
  };
  try {
    return await Promise.race([ping(), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
