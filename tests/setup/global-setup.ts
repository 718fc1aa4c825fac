import type { TestProject } from 'vitest/node';
import { dropDatabase, withDatabaseName } from '@vtrans/db';
import { createMigratedDatabase, newTestDatabaseName, sweepStaleDatabases } from '../support/databases';
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
  }
}

/** Once per run: find the services, then migrate (and seed) the templates every test clones. */
export default async function setup(project: TestProject) {
  const services = await resolveServices();
  await sweepStaleDatabases(services.databaseUrl);
  const baseTemplate = newTestDatabaseName('base');
  const seededTemplate = newTestDatabaseName('seeded');
  await Promise.all([
    createMigratedDatabase(withDatabaseName(services.databaseUrl, baseTemplate), false),
    createMigratedDatabase(withDatabaseName(services.databaseUrl, seededTemplate), true),
  ]);
  project.provide('serverUrl', services.databaseUrl);
  project.provide('redisUrl', services.redisUrl);
  project.provide('baseTemplate', baseTemplate);
  project.provide('seededTemplate', seededTemplate);

  return async () => {
    for (const template of [baseTemplate, seededTemplate]) {
      await dropDatabase(withDatabaseName(services.databaseUrl, template));
    }
    await services.stop();
  };
}
