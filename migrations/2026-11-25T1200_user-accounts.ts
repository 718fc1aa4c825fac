import { type Kysely, sql } from 'kysely';

// Issue 35: admins see when each person last signed in, and can disable an account (its sessions
// end at once and it cannot sign in again until enabled) or remove one that holds no records.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column last_sign_in_at timestamptz`.execute(db);
  await sql`alter table users add column disabled_at timestamptz`.execute(db);
  // Until now a sign-in left only its session: the latest one is the best known last sign-in.
  await sql`update users set last_sign_in_at = (select max(created_at) from sessions where sessions.user_id = users.id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column disabled_at, drop column last_sign_in_at`.execute(db);
}
