import { type Kysely, sql } from 'kysely';

// Issue 19: a browser that has signed in to an account before keeps its own allowance of password
// attempts (OWASP's device cookie), so failures from elsewhere cannot lock the owner out. Only the
// device token's hash is kept.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index trusted_devices_user on trusted_devices (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
}
