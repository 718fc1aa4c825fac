import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase, withDatabaseName } from '@vtrans/db';
import { createTemplates, newTestDatabaseName, sweepStaleDatabases } from '../support/databases';
import { resolveServices } from '../support/services';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (any database) for creating and cloning test databases. */
    serverUrl: string;
    redisUrl: string;
    /** Migrated, empty. */
    baseTemplate: string;
    /** Migrated and seeded. */
    seededTemplate: string;
    /** The file storage folder holding the seeded document library's PDFs (read it; do not write). */
    dataDir: string;
  }
}

/** Once per run: find the services, then migrate (and seed) the templates every test clones. */
export default async function setup(project: TestProject) {
  const services = await resolveServices();
  await sweepStaleDatabases(services.databaseUrl);
  const baseTemplate = newTestDatabaseName('base');
  const seededTemplate = newTestDatabaseName('seeded');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vtrans-test-data-'));
  await createTemplates({
    migrated: withDatabaseName(services.databaseUrl, baseTemplate),
    seeded: withDatabaseName(services.databaseUrl, seededTemplate),
    dataDir,
  });
  project.provide('serverUrl', services.databaseUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('baseTemplate', baseTemplate);
  project.provide('seededTemplate', seededTemplate);
  project.provide('dataDir', dataDir);

  return async () => {
    for (const template of [baseTemplate, seededTemplate]) {
      await dropDatabase(withDatabaseName(services.databaseUrl, template));
    }
    await rm(dataDir, { recursive: true, force: true });
    await services.stop();
  };
}
