import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  messageId: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** Each header's value as it was sent (unfolded), by lower-case name; mailparser groups the List-* ones in `headers`. */
  rawHeaders: Record<string, string>;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedEmail[];
  /** How many SMTP sessions clients have opened so far (a pooled client opens few). */
  connections(): number;
  /** Answer the next `count` messages with a temporary failure (451). */
  failNextMessages(count: number): void;
  /** Refuse these recipients for good (550, as a mailbox that does not exist). */
  refuseRecipients(addresses: string[]): void;
  /** Hold each message this long before answering, like a slow or distant server. */
  delayResponses(ms: number): void;
  /** Refuse every new connection until called with false. */
  refuseConnections(refuse: boolean): void;
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on a free port, keeping what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedEmail[] = [];
  let failuresLeft = 0;
  let refusing = false;
  let responseDelayMs = 0;
  let sessions = 0;
  const refusedRecipients = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Otherwise every connection waits on a reverse DNS lookup before onConnect runs.
    disableReverseLookup: true,
    onConnect(_session, callback) {
      sessions += 1;
      callback(refusing ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
    },
    onRcptTo(address, _session, callback) {
      callback(
        refusedRecipients.has(address.address.toLowerCase())
          ? Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (responseDelayMs) await new Promise((resolve) => setTimeout(resolve, responseDelayMs));
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          callback(Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? ''));
            const replyTo = parsed.replyTo?.value.map((v) => v.address ?? '') ?? [];
            messages.push({
              messageId: parsed.messageId ?? '',
              to,
              replyTo,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              rawHeaders: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n[ \t]+/g, ' ')
                    .trim(),
                ]),
              ),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A client that dies mid-session (the drills SIGKILL the worker while it sends) resets its
  // connection, and smtp-server reports that as an 'error' on the server; with no listener the
  // event would throw in the test process and fail the test that caused it on purpose.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => sessions,
    refuseRecipients: (addresses) => {
      for (const address of addresses) refusedRecipients.add(address.toLowerCase());
    },
    failNextMessages: (count) => {
      failuresLeft = count;
    },
    delayResponses: (ms) => {
      responseDelayMs = ms;
    },
    refuseConnections: (refuse) => {
      refusing = refuse;
    },
    async waitForMessages(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
