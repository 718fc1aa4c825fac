import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp';
import { createMailTransport } from './transport';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe('the worker’s SMTP transport', () => {
  it('keeps its connections open across messages (the URL does not cost it the pool)', async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, maxConnections: 2 });
    try {
      for (let index = 0; index < 20; index += 1) {
        await transport.sendMail({ from: 'vtrans@example.org', to: `reader${index}@example.org`, subject: `Notice ${index}`, text: 'Hello.' });
      }
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          transport.sendMail({ from: 'vtrans@example.org', to: `many${index}@example.org`, subject: 'Together', text: 'Hello.' }),
        ),
      );
    } finally {
      transport.close();
    }
    expect(smtp.messages).toHaveLength(30);
    // One connection for the messages sent one at a time; at most the pool's two for the rest.
    expect(smtp.connections()).toBeLessThanOrEqual(2);
  });

  it('fails every send quickly when the server cannot be reached, so the jobs’ backoff takes over', async () => {
    const transport = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:9', maxConnections: 5, connectTimeoutMs: 2_000 });
    const started = Date.now();
    // More sends than connections: none may be left waiting on a connection that never came.
    const sends = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => transport.sendMail({ from: 'vtrans@example.org', to: `x${index}@example.org`, subject: 'x', text: 'x' })),
    );
    expect(sends.map((send) => send.status)).toEqual(Array(8).fill('rejected'));
    expect(Date.now() - started).toBeLessThan(2_000);
    transport.close();
  });
});
