import { sql } from 'kysely';
import type { Database, DbOrTrx } from '@vtrans/db';

type Row = Record<string, unknown>;

/**
 * Inserts each row, or updates the existing row with the same key — but only when a value
 * differs, so seeding twice writes nothing (row versions and `updated_at`, which triggers set,
 * stay the same).
 */
export async function upsertRows(db: DbOrTrx, table: keyof Database, key: readonly string[], rows: readonly Row[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    const updatable = columns.filter((column) => !key.includes(column));
    const assignments = updatable.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`);
    await sql`
      insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values (${sql.join(columns.map((column) => sql`${row[column]}`))})
      on conflict (${sql.join(key.map((column) => sql.ref(column)))}) do update
        set ${sql.join(assignments)}
        where (${sql.join(updatable.map((column) => sql`${sql.table(table)}.${sql.ref(column)}`))})
          is distinct from (${sql.join(updatable.map((column) => sql`excluded.${sql.ref(column)}`))})
    `.execute(db);
  }
}
