import { type Kysely, sql } from 'kysely';

// Spatial-data submissions (issue 6): a submission has versions (a resubmission after changes are
// requested is a new version), each version its uploaded file, processing report and features,
// and an append-only history of status records. The current status is the latest record of the
// latest version; which moves are legal is decided in packages/contracts (submissions.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('spatial_submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('locality_fips', 'char(5)', (c) => c.notNull().references('localities.fips'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 200`))
    .addColumn('description', 'text', (c) => c.notNull().check(sql`char_length(description) <= 4000`))
    .addColumn('category', 'text', (c) => c.notNull())
    // Set when the submission is approved: the published layer its features became.
    .addColumn('layer_id', 'text', (c) => c.references('layers.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('spatial_submissions_user').on('spatial_submissions').column('user_id').execute();

  await db.schema
    .createTable('submission_versions')
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('spatial_submissions.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    // Where the upload is kept (the storage interface's key), and what it was.
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull().check(sql`file_type in ('geojson', 'shapefile', 'kml', 'kmz', 'csv')`))
    .addColumn('file_bytes', 'bigint', (c) => c.notNull())
    // The source coordinate system as EPSG code, detected or chosen by the submitter.
    .addColumn('source_srid', 'integer', (c) => c.notNull())
    // The processing report: feature count, geometry types, bounding box, repairs, localities touched.
    .addColumn('report', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('submission_versions_pk', ['submission_id', 'version'])
    .execute();

  await db.schema
    .createTable('submission_status_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('submitted', 'processing', 'processed', 'failed', 'in_review', 'approved', 'changes_requested', 'rejected')`),
    )
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('system', 'staff', 'submitter')`))
    .addColumn('actor_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addForeignKeyConstraint('submission_status_records_version', ['submission_id', 'version'], 'submission_versions', ['submission_id', 'version'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('submission_status_records_latest').on('submission_status_records').columns(['submission_id', 'version', 'id']).execute();
  // History is append-only: a record is never changed or removed (only with its submission).
  await sql`
    create function refuse_status_record_change() returns trigger language plpgsql as $$
    begin
      raise exception 'submission status records are append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger submission_status_records_append_only
    before update on submission_status_records
    for each row execute function refuse_status_record_change()`.execute(db);

  await db.schema
    .createTable('submission_features')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The feature's position in the file: a retried load writes the same keys, never a second copy.
    .addColumn('feature_index', 'integer', (c) => c.notNull())
    .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('geom', sql`geometry(Geometry, 4326)`, (c) => c.notNull())
    .addForeignKeyConstraint('submission_features_version', ['submission_id', 'version'], 'submission_versions', ['submission_id', 'version'], (c) =>
      c.onDelete('cascade'),
    )
    .addUniqueConstraint('submission_features_once', ['submission_id', 'version', 'feature_index'])
    .execute();
  await sql`create index submission_features_geom on submission_features using gist (geom)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('submission_features').execute();
  await db.schema.dropTable('submission_status_records').execute();
  await sql`drop function refuse_status_record_change()`.execute(db);
  await db.schema.dropTable('submission_versions').execute();
  await db.schema.dropTable('spatial_submissions').execute();
}
