import { type Kysely, sql } from 'kysely';

// Saved map explorer views, shared by URL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('interactive_queries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('interactive_queries').execute();
}
