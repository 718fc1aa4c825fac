import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, ensureDatabase } from '@vtrans/db';
import { startNextServer, stopAllOnExit } from '../support/next-server';
import { startSmtpServer } from '../support/smtp';
import { deleteQueueKeys } from '../support/worker';
import { e2eAppEnv, e2eDatabaseUrl, e2eDataDir, e2eMailboxPort, e2ePort, e2eQueuePrefix, e2eRedisUrl, e2eTemplateDataDir, e2eTemplateName } from './e2e-env';

/**
 * One lane of the Playwright run (E2E_LANE, started by serve.ts): a clone of the run's seeded
 * template with a copy of its files, the built web app (`server.mjs`, as production runs it), the
 * real worker process, and an in-process SMTP server whose messages the lane's specs read as JSON at
 * http://127.0.0.1:<lane port + 1>/messages (and the two processes' ids at /processes). Everything
 * is removed again on SIGTERM.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = e2eDatabaseUrl();
// Uploads (and the seeded document library's PDFs) of this lane, removed with it.
const dataDir = e2eDataDir();
await mkdir(dataDir, { recursive: true });
await cp(e2eTemplateDataDir(), dataDir, { recursive: true });
await ensureDatabase(databaseUrl, e2eTemplateName());
const queuePrefix = e2eQueuePrefix();
const smtp = await startSmtpServer();

// The specs' window on the lane: the SMTP messages, and the web and worker process ids (a spec
// proves a hostile upload killed neither).
const processIds: Record<string, number | undefined> = {};
const mailbox = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/processes') return void response.end(JSON.stringify(processIds));
  response.end(JSON.stringify(smtp.messages.map(({ headers: _headers, ...message }) => message)));
});
await new Promise<void>((resolve) => mailbox.listen(e2eMailboxPort, '127.0.0.1', resolve));

const env = {
  ...e2eAppEnv(),
  SMTP_URL: smtp.url,
  PORT: String(e2ePort),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  JOB_BACKOFF_MS: '200',
  // The worker's figures reach /api/metrics within a second.
  METRICS_PUBLISH_MS: '1000',
  // A campaign of a few hundred takes seconds, so the pause test can pause it; finished ones are marked sent within half a second.
  CAMPAIGN_RATE_PER_SECOND: '20',
  CAMPAIGN_CHECK_MS: '500',
};
const children: ChildProcess[] = [
  startNextServer(e2ePort, env).process,
  spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
];
processIds.web = children[0]!.pid;
processIds.worker = children[1]!.pid;

stopAllOnExit(children, async () => {
  mailbox.close();
  await smtp.close();
  await deleteQueueKeys(e2eRedisUrl, queuePrefix);
  await dropDatabase(databaseUrl);
  await rm(dataDir, { recursive: true, force: true });
});
