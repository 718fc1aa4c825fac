import { type Kysely, sql } from 'kysely';

/*
 * Issue 56: removing a document moves it to the trash, where it can be restored for 30 days before
 * a schedule purges it; the public's requests for an accessible format outlive the purge.
 *
 * The rows move to `document_records` (with when and by whom each was put in the trash), and
 * `documents` becomes the view of those not in the trash (decision 037). Every reader of the library —
 * the list, search, the file at /resources/{name}, the web version, the sitemap, the worker's jobs —
 * keeps reading `documents`, so none of them can show a trashed file by forgetting a condition;
 * only the trash and the purge read `document_records`. The view is simple, so Postgres writes
 * through it (insert, update, delete, on conflict), and the table's own triggers (the page cache's
 * tags) still fire. A column added to the table later must be added to the view too (recreate it).
 *
 * A request names the document it was about as it was then (title and file name), and loses only
 * the link to it when the document is purged: `on delete set null`, never cascade.
 */
/**
 * The search index's trigger function (2026-11-28T0500), for the table under its new name; moving a
 * document to the trash or back refreshes its entry too. refresh_document_search reads the
 * `documents` view, so a trashed document's entry is removed and a restored one's made again.
 */
const refreshWrittenDocuments = (table: string, watched: string) => sql`
  create or replace function refresh_written_documents() returns trigger language plpgsql as $$
  begin
    if tg_table_name = ${sql.lit(table)} and tg_op = 'UPDATE' then
      -- Only what the index holds: an accessibility check or a download count changes nothing here.
      perform refresh_document_search(array_agg(n.id)) from new_rows n join old_rows o on o.id = n.id
        where (${sql.raw(
          watched
            .split(', ')
            .map((column) => `n.${column}`)
            .join(', '),
        )}) is distinct from (${sql.raw(
          watched
            .split(', ')
            .map((column) => `o.${column}`)
            .join(', '),
        )});
    elsif tg_table_name = ${sql.lit(table)} then
      perform refresh_document_search(array_agg(id)) from new_rows;
    elsif tg_op = 'DELETE' then
      perform refresh_document_search(array_agg(distinct document_id)) from old_rows;
    else
      perform refresh_document_search(array_agg(distinct document_id)) from new_rows;
    end if;
    return null;
  end $$`;
const indexedColumns = 'title, description, published_on, file_type, hidden';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table documents rename to document_records`.execute(db);
  await sql`
    alter table document_records
      add column trashed_at timestamptz,
      add column trashed_by uuid references users(id) on delete set null`.execute(db);
  await sql`create index document_records_trashed on document_records (trashed_at) where trashed_at is not null`.execute(db);
  await sql`create view documents as select * from document_records where trashed_at is null`.execute(db);
  await refreshWrittenDocuments('document_records', `${indexedColumns}, trashed_at`).execute(db);

  await sql`
    alter table accessibility_requests
      add column document_title text,
      add column document_file_name text`.execute(db);
  await sql`
    update accessibility_requests r set document_title = d.title, document_file_name = d.file_name
    from document_records d where d.id = r.document_id`.execute(db);
  await sql`
    alter table accessibility_requests
      alter column document_title set not null,
      alter column document_file_name set not null,
      alter column document_id drop not null,
      drop constraint accessibility_requests_document_id_fkey,
      add constraint accessibility_requests_document_id_fkey foreign key (document_id) references document_records(id) on delete set null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Going back loses the trash: its documents go (while the view the search index reads still
  // exists), and with them the requests that outlived a purge or lose their document now — there
  // is no document to give them back to.
  await sql`delete from document_records where trashed_at is not null`.execute(db);
  await sql`delete from accessibility_requests where document_id is null`.execute(db);
  await sql`
    alter table accessibility_requests
      drop constraint accessibility_requests_document_id_fkey,
      add constraint accessibility_requests_document_id_fkey foreign key (document_id) references document_records(id) on delete cascade,
      alter column document_id set not null,
      drop column document_title,
      drop column document_file_name`.execute(db);
  await sql`drop view documents`.execute(db);
  await sql`drop index document_records_trashed`.execute(db);
  await sql`alter table document_records drop column trashed_at, drop column trashed_by`.execute(db);
  await sql`alter table document_records rename to documents`.execute(db);
  await refreshWrittenDocuments('documents', indexedColumns).execute(db);
}
