import { type Kysely, sql } from 'kysely';

// Issue 38: a second factor for staff (authenticator-app keys, passkeys and one-time recovery
// codes), the half-done sign-ins that wait for it, which roles must have one, and what a session
// records so its owner can recognise it on "Your sessions" (device, address, how it signed in).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table sessions
      add column user_agent text not null default '',
      add column client_address text not null default '',
      add column second_factor text check (second_factor in ('totp', 'passkey', 'recovery-code'))`.execute(db);
  await sql`
    create table totp_credentials (
      user_id uuid primary key references users(id) on delete cascade,
      -- The shared key an authenticator app computes codes from (20 random bytes, RFC 6238).
      key bytea not null,
      -- Null until a code from the app proves it was set up; only then does it count as a factor.
      confirmed_at timestamptz,
      -- The last time step a code was accepted for: a code works once, even within its 30 s.
      last_counter bigint not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table passkeys (
      -- The credential id the authenticator chose (base64url).
      id text primary key,
      user_id uuid not null references users(id) on delete cascade,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      label text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index passkeys_user_id on passkeys (user_id)`.execute(db);
  await sql`
    create table recovery_codes (
      user_id uuid not null references users(id) on delete cascade,
      -- SHA-256 of a code of 50 random bits: enough that a dump of this table is no use.
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (user_id, code_hash)
    )`.execute(db);
  await sql`
    create table second_factor_sign_ins (
      -- SHA-256 of the token in the browser's cookie while it answers the second step.
      token_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      first_factor text not null check (first_factor in ('password', 'link')),
      callback_url text not null,
      -- The passkey challenge last offered to this sign-in, if any.
      webauthn_challenge text,
      -- The factor this browser set up while it waited (its role required one the account lacked): its answer.
      enrolled text check (enrolled in ('totp', 'passkey')),
      failed_attempts integer not null default 0,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index second_factor_sign_ins_user_id on second_factor_sign_ins (user_id)`.execute(db);
  await sql`
    create table passkey_registrations (
      user_id uuid primary key references users(id) on delete cascade,
      challenge text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table second_factor_policy (
      role text primary key check (role in ('locality', 'reviewer', 'editor', 'admin')),
      required boolean not null,
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  // On by default for admins (issue 38); the others are offered it and admins may require it.
  await sql`insert into second_factor_policy (role, required) values ('locality', false), ('reviewer', false), ('editor', false), ('admin', true)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['second_factor_policy', 'passkey_registrations', 'second_factor_sign_ins', 'recovery_codes', 'passkeys', 'totp_credentials']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`alter table sessions drop column user_agent, drop column client_address, drop column second_factor`.execute(db);
}
