import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createDb, dropDatabase, ensureDatabase, migrateToLatest, withDatabaseName } from '@vtrans/db';
import { readCliEnv } from '@vtrans/db/cli-env';
import { generateRoutes, routesFile } from './codegen/routes';
import { generateTableTypes, tableTypesFile } from './codegen/table-types';

/**
 * `npm run codegen`: rewrites the files made from another source of truth — the route table from
 * the app folder, and the table types from the migrations (kysely-codegen over a scratch database
 * this migrates and drops; DATABASE_URL names the server). A test fails while either is out of date.
 */
const out = (file: string) => process.stdout.write(`wrote ${file}\n`);

writeFileSync(routesFile, await generateRoutes());
out(routesFile);

const scratch = withDatabaseName(readCliEnv().DATABASE_URL, `vtrans_codegen_${Date.now()}_${randomBytes(3).toString('hex')}`);
await ensureDatabase(scratch);
try {
  const db = createDb(scratch, { max: 1 });
  const { error } = await migrateToLatest(db);
  await db.destroy();
  if (error) throw error;
  writeFileSync(tableTypesFile, await generateTableTypes(scratch));
  out(tableTypesFile);
} finally {
  await dropDatabase(scratch);
}
