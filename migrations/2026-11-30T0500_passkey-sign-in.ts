import { type Kysely, sql } from 'kysely';

/*
 * Issue 59: a passkey was only a second factor, though each is made as a resident key, so its
 * owner still typed a password. A passkey sign-in starts with nobody named: the browser gets a
 * challenge, kept here under the hash of a token its cookie holds, for five minutes and one use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table passkey_sign_in_challenges (
      token_hash text primary key,
      challenge text not null,
      callback_url text not null default '/',
      expires_at timestamptz not null default now() + interval '5 minutes'
    )`.execute(db);
  await sql`create index passkey_sign_in_challenges_expiry on passkey_sign_in_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table passkey_sign_in_challenges`.execute(db);
}
