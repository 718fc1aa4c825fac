import { type Kysely, sql } from 'kysely';

/*
 * A layer's download files whose last job failed for good said "being prepared" for ever: the page
 * read only whether the current version's files had been written. Now the failure is recorded on the
 * layer, in the transaction that marks the job failed (however it failed: the processor's last try,
 * or BullMQ's stall limit), so the dataset pages say so, and the layer's own cache tag refreshes them.
 * The next job to write that version replaces the record with the files' sizes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function note_layer_downloads_failed() returns trigger language plpgsql as $$
    begin
      update layers set downloads = jsonb_build_object('version', version::text, 'failedAt', now())
      where id = new.payload ->> 'layerId'
        and not (coalesce(downloads ->> 'version', '') = version::text and downloads ? 'sizes');
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger outbox_layer_downloads_failed
    after update of failed_at on outbox for each row
    when (new.event = 'layer.write-downloads' and new.failed_at is not null and old.failed_at is null)
    execute function note_layer_downloads_failed()`.execute(db);
  await sql`comment on column layers.downloads is ${sql.lit(
    'The download files last written, { version, sizes: { format: bytes } }; or { version, failedAt } when the last job to write that version failed for good. Null before the first.',
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger outbox_layer_downloads_failed on outbox`.execute(db);
  await sql`drop function note_layer_downloads_failed()`.execute(db);
  await sql`comment on column layers.downloads is null`.execute(db);
}
