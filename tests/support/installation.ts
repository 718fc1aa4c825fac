import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, dropDatabase, ensureDatabase, withDatabaseName } from '@vtrans/db';
import { localFileStorage } from '@vtrans/storage';
import { e2eMigratedTemplateName, e2eTemplateDataDir, e2eTemplateName } from '../e2e/e2e-env';
import { createMigratedDatabase, newTestDatabaseName } from './databases';
import { type NextServer, startNextServer } from './next-server';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { deleteQueueKeys, eventually, uniqueQueuePrefix } from './worker';
import { spawnWorkerProcess, type WorkerProcess } from './worker-process';

export const installationMetricsToken = 'installation-metrics-token-0123456789';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface InstallationOptions {
  /** Seed the database (pages and map comments need the site's content). */
  seeded?: boolean;
  /** Where web and worker find Redis (default: the shared one, under a prefix of this installation's own). */
  redisUrl?: string;
  /** Where web and worker find Postgres, e.g. through a TCP proxy a drill controls (default: directly). */
  databaseUrlFor?: (directUrl: string) => string;
  /** Settings for the worker on top of the defaults below. */
  workerEnv?: Record<string, string>;
}

/**
 * A whole installation of the site for one failure drill or load benchmark: a database of its own, an
 * in-process SMTP server, a queue prefix (or a Redis of its own), and on demand the built web app
 * (`server.mjs`) and worker processes — the parts as they run in production, so a drill can kill,
 * cut and restart them.
 */
export class Installation {
  readonly prefix = uniqueQueuePrefix();
  readonly databaseUrl = withDatabaseName(serverUrl, newTestDatabaseName('installation'));
  readonly redisUrl: string;
  smtp!: TestSmtpServer;
  db!: Db;
  private dataDir = '';
  private web: NextServer | undefined;
  private readonly workers: WorkerProcess[] = [];

  constructor(private readonly options: InstallationOptions = {}) {
    this.redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  }

  async start(): Promise<this> {
    this.dataDir = await mkdtemp(path.join(tmpdir(), 'vtrans-installation-'));
    if (process.env.E2E_DATABASE_NAME) {
      // In a Playwright run, serve.ts has made the templates: a clone takes a second, a migration
      // and seed about forty.
      await ensureDatabase(this.databaseUrl, this.options.seeded ? e2eTemplateName() : e2eMigratedTemplateName());
      if (this.options.seeded) await cp(e2eTemplateDataDir(), this.dataDir, { recursive: true });
    } else {
      await createMigratedDatabase(this.databaseUrl, this.options.seeded ?? false, localFileStorage(this.dataDir));
    }
    this.db = createDb(this.databaseUrl, { max: 3 });
    this.smtp = await startSmtpServer();
    return this;
  }

  private env(): Record<string, string> {
    const databaseUrl = this.options.databaseUrlFor?.(this.databaseUrl) ?? this.databaseUrl;
    return {
      DATABASE_URL: databaseUrl,
      REDIS_URL: this.redisUrl,
      SMTP_URL: this.smtp.url,
      QUEUE_PREFIX: this.prefix,
      DATA_DIR: this.dataDir,
      MAIL_FROM: 'VTrans <no-reply@vtrans.test>',
      LOG_LEVEL: process.env.INSTALLATION_LOG_LEVEL ?? 'warn',
      METRICS_TOKEN: installationMetricsToken,
      COMMENT_RATE_PER_IP: '10000',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    };
  }

  /** The built web app on `port` (from `folder`, the web image's files, when given); resolves once it answers /api/ready. */
  async startWeb(port: number, folder?: string): Promise<string> {
    this.web = startNextServer(port, { ...process.env, ...this.env(), PORT: String(port) }, 'ignore', folder);
    const baseUrl = `http://127.0.0.1:${port}`;
    await eventually(
      () =>
        fetch(`${baseUrl}/api/ready`).then(
          (response) => response.ok,
          () => false,
        ),
      30_000,
      'the web app to be ready',
    );
    return baseUrl;
  }

  get webProcess() {
    return this.web?.process;
  }

  /** The installation's DATA_DIR (uploads and the document library's files). */
  get dataDirectory(): string {
    return this.dataDir;
  }

  /** The environment its processes get, for running its command-line tools (npm run backup …). */
  get processEnv(): Record<string, string> {
    return this.env();
  }

  /** Stops the web app (a restore replaces what it serves). */
  async stopWeb(): Promise<void> {
    await this.web?.stop();
    this.web = undefined;
  }

  /** A worker process, with quick relay polls, reconciling and metrics (from `folder`, the worker image's files, when given). */
  startWorker(overrides: Record<string, string> = {}, folder?: string): WorkerProcess {
    const worker = spawnWorkerProcess(
      {
        ...this.env(),
        OUTBOX_POLL_MS: '200',
        RECONCILE_INTERVAL_MS: '1000',
        RECONCILE_GRACE_MS: '1000',
        METRICS_PUBLISH_MS: '1000',
        SHUTDOWN_TIMEOUT_MS: '5000',
        ...this.options.workerEnv,
        ...overrides,
      },
      folder,
    );
    this.workers.push(worker);
    return worker;
  }

  async stop(): Promise<void> {
    for (const worker of this.workers.splice(0)) {
      worker.process.kill('SIGKILL');
      await worker.exited;
    }
    await this.web?.stop();
    await this.smtp?.close();
    await this.db?.destroy();
    if (!this.options.redisUrl) await deleteQueueKeys(this.redisUrl, this.prefix);
    await dropDatabase(this.databaseUrl);
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** How many distinct Message-IDs the SMTP server received among messages matching `match`, and how many messages in all. */
export function deliveries(smtp: TestSmtpServer, match: (message: TestSmtpServer['messages'][number]) => boolean = () => true) {
  const matching = smtp.messages.filter(match);
  return { messages: matching.length, distinct: new Set(matching.map((message) => message.messageId)).size };
}
