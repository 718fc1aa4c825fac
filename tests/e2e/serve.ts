import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, withDatabaseName } from '@vtrans/db';
import { createTemplates, sweepStaleDatabases } from '../support/databases';
import { stopAllOnExit } from '../support/next-server';
import {
  e2eLaneDatabaseUrl,
  e2eLanePort,
  e2eLanes,
  e2eMigratedTemplateName,
  e2eReadyPort,
  e2eRunDataDir,
  e2eServerUrl,
  e2eTemplateDataDir,
  e2eTemplateName,
} from './e2e-env';

/**
 * Playwright's web server: the run's lanes (decision 036). It migrates and seeds one template
 * database (with the seeded document library's files beside it), then starts one installation per
 * lane (serve-lane.ts: a clone of the template, its own mailbox, queue prefix, web and worker), and
 * answers http://127.0.0.1:<E2E_PORT + 19>/ready once every lane's web app is ready. The reliability
 * drills clone the same templates (tests/support/installation.ts). Everything is removed on SIGTERM.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const templates = [e2eMigratedTemplateName(), e2eTemplateName()].map((name) => withDatabaseName(e2eServerUrl, name));
// Runs killed before they could clean up leave their databases: those older than an hour go.
await sweepStaleDatabases(e2eServerUrl);
await createTemplates({ migrated: templates[0]!, seeded: templates[1]!, dataDir: e2eTemplateDataDir() });

const lanes: ChildProcess[] = Array.from({ length: e2eLanes }, (_, lane) =>
  spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve-lane.ts'], { cwd: root, env: { ...process.env, E2E_LANE: String(lane) }, stdio: 'inherit' }),
);

const laneReady = (lane: number) =>
  fetch(`http://127.0.0.1:${e2eLanePort(lane)}/api/ready`).then(
    (response) => response.ok,
    () => false,
  );
const ready = http.createServer((request, response) => {
  // Playwright counts any 2xx–403 answer as ready: until every lane answers, this one is 503.
  void Promise.all(lanes.map((_, lane) => laneReady(lane))).then((answers) => {
    response.statusCode = request.url === '/ready' && answers.every(Boolean) ? 200 : 503;
    response.end();
  });
});
await new Promise<void>((resolve) => ready.listen(e2eReadyPort, '127.0.0.1', resolve));

stopAllOnExit(lanes, async () => {
  ready.close();
  // A lane drops its own database as it stops; one that failed to start may not have.
  for (const database of [...lanes.map((_, lane) => e2eLaneDatabaseUrl(lane)), ...templates]) await dropDatabase(database);
  await rm(e2eRunDataDir(), { recursive: true, force: true });
});
