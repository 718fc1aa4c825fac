import { type Kysely, sql } from 'kysely';

// Issue 54 (ASVS L2 review): every staff role must have a second factor; turning a role's rule off
// takes two admins; a session remembers when its owner last proved who they are (credential
// changes need that to be recent); and recovery codes are 120 random bits instead of 50.
export async function up(db: Kysely<any>): Promise<void> {
  // Sessions that signed in without a second factor end at their next request (validateSession),
  // so this also signs out every factor-less staff session.
  await sql`update second_factor_policy set required = true, updated_at = now()`.execute(db);
  await sql`
    alter table second_factor_policy
      -- One admin asked to make the rule optional; another admin must confirm it within a day.
      -- (Removing the asker withdraws the request, never the rule.)
      add column off_requested_by uuid references users(id) on delete set null,
      add column off_requested_at timestamptz`.execute(db);
  // The last time the session's owner proved who they are: at sign-in, and again on the account
  // page (a password, a code or a passkey) before changing a password, a factor or recovery codes.
  await sql`
    alter table sessions
      add column proved_at timestamptz not null default now(),
      -- The passkey challenge offered to prove it again, if any, until it is answered or expires.
      add column proof_challenge text,
      add column proof_challenge_expires_at timestamptz`.execute(db);
  // A session that exists now proved itself when it signed in, not at this upgrade: a cookie
  // copied before it gets no window of its own.
  await sql`update sessions set proved_at = created_at`.execute(db);
  // App keys shown for setting up but never confirmed were made when any session could see the
  // account page: whoever saw one must not be able to confirm it later (a code counts only from
  // a confirmed app, and confirming needs fresh proof now).
  await sql`delete from totp_credentials where confirmed_at is null`.execute(db);
  // The old codes were SHA-256 of 50 bits, which a leaked table gives up in one pass. They are
  // withdrawn, and their owners are told to make new ones (an account.security event each).
  await sql`
    insert into outbox (event, queue, payload)
    select 'account.security', 'email',
           jsonb_build_object('userId', user_id, 'event', 'recovery-codes-withdrawn', 'at', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    from (select distinct user_id from recovery_codes where used_at is null) holders`.execute(db);
  await sql`delete from recovery_codes`.execute(db);
  await sql`comment on column recovery_codes.code_hash is 'SHA-256 of a code of 120 random bits: too many to try, so a fast hash is enough'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sessions drop column proved_at, drop column proof_challenge, drop column proof_challenge_expires_at`.execute(db);
  await sql`alter table second_factor_policy drop column off_requested_by, drop column off_requested_at`.execute(db);
  await sql`update second_factor_policy set required = (role = 'admin')`.execute(db);
}
