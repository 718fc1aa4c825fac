import { type Kysely, sql } from 'kysely';

/*
 * Issue 59: a handled request for an accessible format vanished from the staff page, with no
 * record of who handled it, and staff could not send the accessible file itself. A request now
 * keeps who finished it, and the file staff attached: in file storage, reached by the requester
 * through a link only their e-mail holds (its token hashed here), for 30 days. Then the file and
 * the link go (the daily purge); its name and size stay, for the trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accessibility_requests add column closed_by uuid references users (id) on delete set null`.execute(db);
  await sql`alter table accessibility_requests add column file_key text`.execute(db);
  await sql`alter table accessibility_requests add column file_name text`.execute(db);
  await sql`alter table accessibility_requests add column file_bytes integer`.execute(db);
  await sql`alter table accessibility_requests add column file_token_hash text unique`.execute(db);
  await sql`alter table accessibility_requests add column file_until timestamptz`.execute(db);
  await sql`
    alter table accessibility_requests add constraint accessibility_requests_file_whole
    check ((file_key is null) = (file_token_hash is null) and (file_key is null) = (file_until is null) and (file_key is null or file_name is not null))`.execute(
    db,
  );
  await sql`create index accessibility_requests_closed on accessibility_requests (closed_at desc) where closed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index accessibility_requests_closed`.execute(db);
  await sql`alter table accessibility_requests drop constraint accessibility_requests_file_whole`.execute(db);
  for (const column of ['file_until', 'file_token_hash', 'file_bytes', 'file_name', 'file_key', 'closed_by']) {
    await sql`alter table accessibility_requests drop column ${sql.id(column)}`.execute(db);
  }
}
