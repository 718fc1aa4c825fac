import { sql, tableColumns } from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

/** Tables that belong to Kysely's migrator or PostGIS, not to the application. */
const infrastructureTables = ['kysely_migration', 'kysely_migration_lock', 'spatial_ref_sys'];

describe('table types', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
  });
  afterAll(() => database.drop());

  it('match the columns of the migrated database, table by table', async () => {
    const result = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in (
        select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
      order by table_name, column_name`.execute(database.db);
    const actual: Record<string, string[]> = {};
    for (const { table_name, column_name } of result.rows) {
      if (!infrastructureTables.includes(table_name)) (actual[table_name] ??= []).push(column_name);
    }
    const expected = Object.fromEntries(
      Object.entries(tableColumns).map(([table, columns]) => [table, [...columns].sort()]),
    );
    expect(actual).toEqual(expected);
  });
});
