import { writeFile } from 'node:fs/promises';
import { EnvError } from '@vtrans/contracts/env';
import { readWorkerEnv } from './env';
import { createLogger } from './logger';
import { startWorkerApp } from './worker-app';

let env;
try {
  env = readWorkerEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`worker: ${error.message}\n`);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL);
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

const app = await startWorkerApp(env, logger);
logger.info({ prefix: env.QUEUE_PREFIX }, 'worker started');

const heartbeatFile = env.HEARTBEAT_FILE;
if (heartbeatFile) {
  const beat = () => writeFile(heartbeatFile, new Date().toISOString()).catch((error: unknown) => logger.warn({ err: error }, 'heartbeat write failed'));
  void beat();
  setInterval(beat, 10_000).unref();
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: no new jobs; waiting for active ones');
    app
      .stop(env.SHUTDOWN_TIMEOUT_MS)
      .then(() => {
        logger.info('worker stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'worker did not stop cleanly');
        process.exit(1);
      });
  });
}
