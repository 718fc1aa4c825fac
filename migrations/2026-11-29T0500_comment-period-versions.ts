import { type Kysely, sql } from 'kysely';

/*
 * Issue 56: a comment period's edit carries the version it was read at, so a save over someone
 * else's later save is refused naming them (updated_by, updated_at) instead of undoing it. What
 * each save changed is kept in the audit log, with the values before and after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table comment_periods
      add column version integer not null default 1,
      add column updated_at timestamptz not null default now(),
      add column updated_by uuid references users (id) on delete set null
  `.execute(db);
  await sql`update comment_periods set updated_at = created_at, updated_by = created_by`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table comment_periods drop column version, drop column updated_at, drop column updated_by`.execute(db);
}
