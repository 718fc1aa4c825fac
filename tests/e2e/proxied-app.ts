import { expect } from '@playwright/test';
import { type NextServer, startNextServer } from '../support/next-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { e2eDatabaseUrl, e2eQueuePrefix, e2eRedisUrl } from './e2e-env';

export interface ProxiedApp {
  baseUrl: string;
  /** Cut it to make the service unreachable for this app; restore it to bring it back. */
  proxy: TcpProxy;
  stop(): Promise<void>;
}

/**
 * A second instance of the built app on `port`, whose only way to Postgres or Redis goes through
 * a TCP proxy the test controls. Resolves once the app reports ready.
 */
export async function startAppBehindProxy(port: number, service: 'postgres' | 'redis'): Promise<ProxiedApp> {
  const target = new URL(service === 'postgres' ? e2eDatabaseUrl() : e2eRedisUrl);
  const proxy = await startTcpProxy(Number(target.port || (service === 'postgres' ? 5432 : 6379)), target.hostname);
  target.host = `127.0.0.1:${proxy.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: e2eDatabaseUrl(), QUEUE_PREFIX: e2eQueuePrefix(), LOG_LEVEL: 'silent' };
  env[service === 'postgres' ? 'DATABASE_URL' : 'REDIS_URL'] = target.toString();
  const server: NextServer = startNextServer(port, env, 'ignore');
  const baseUrl = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () =>
        fetch(`${baseUrl}/api/ready`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    baseUrl,
    proxy,
    async stop() {
      await server.stop();
      await proxy.close();
    },
  };
}
