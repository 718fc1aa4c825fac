import { spawnSync } from 'node:child_process';

export interface ServiceUrls {
  databaseUrl: string;
  redisUrl: string;
  stop: () => Promise<void>;
}

const machineDefaults = { databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres', redisUrl: 'redis://127.0.0.1:6379' };

function dockerAvailable(): boolean {
  return spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5_000 }).status === 0;
}

/**
 * Where the tests find Postgres and Redis: DATABASE_URL/REDIS_URL when set (CI and this
 * machine); otherwise containers started by testcontainers when a Docker engine answers (a
 * laptop); otherwise the local defaults.
 */
export async function resolveServices(): Promise<ServiceUrls> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    return { databaseUrl: fromEnv, redisUrl: process.env.REDIS_URL ?? machineDefaults.redisUrl, stop: async () => {} };
  }
  if (!dockerAvailable()) return { ...machineDefaults, stop: async () => {} };

  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgis/postgis:15-3.4')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const redis = await new GenericContainer('redis:7').withExposedPorts(6379).start();
  return {
    databaseUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}
