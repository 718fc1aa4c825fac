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
        Array.from({ length: 10 }, (_, index) => transport.sendMail({ from: 'vtrans@example.org', to: `many${index}@example.org`, subject: 'Together', text: 'Hello.' })),
      );
    } finally {
      transport.close();
    }
    expect(smtp.messages).toHaveLength(30);
    // One connection for the messages sent one at a time; at most the pool's two for the rest.
    expect(smtp.connections()).toBeLessThanOrEqual(2);
  });

  it('fails a connection to nothing quickly, so the job’s backoff takes over', async () => {
    const transport = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:9', maxConnections: 1, connectTimeoutMs: 2_000 });
    const started = Date.now();
    await expect(transport.sendMail({ from: 'vtrans@example.org', to: 'x@example.org', subject: 'x', text: 'x' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(2_000);
    transport.close();
  });
});
