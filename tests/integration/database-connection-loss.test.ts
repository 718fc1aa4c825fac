import { createDb, sql } from '@vtrans/db';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

describe('a pool connection lost while lent out', () => {
  let proxy: TcpProxy | undefined;

  afterEach(async () => {
    await proxy?.close();
  });

  it('fails the transaction, never the process, and the pool serves again once Postgres is back', async () => {
    const server = new URL(inject('serverUrl'));
    proxy = await startTcpProxy(Number(server.port || 5432), server.hostname);
    server.host = `127.0.0.1:${proxy.port}`;
    const db = createDb(server.toString(), { max: 2, connectionTimeoutMillis: 2_000 });
    try {
      const outcome = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection drops while the transaction waits on something else (no query running).
        await proxy!.cut();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 2`.execute(trx);
      });
      await expect(outcome).rejects.toThrow();
      await expect(sql`select 3`.execute(db)).rejects.toThrow();

      await proxy.restore();
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await db.destroy();
    }
  });
});
