import { type Kysely, sql } from 'kysely';

// Issue 21: addresses no e-mail goes to — a hard bounce (an SMTP 5xx refusal), a complaint, or an
// admin's entry. Every send looks here first. Kept lower-cased, so one address is one row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('suppressions')
    .addColumn('email', 'text', (c) => c.primaryKey().check(sql`email = lower(email) and email ~ '^[^@\\s]+@[^@\\s]+$'`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('bounce', 'complaint', 'admin')`))
    // What the SMTP server said, or the admin's note.
    .addColumn('detail', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(detail) <= 1000`),
    )
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('suppressions').execute();
}
