import { type Kysely, sql } from 'kysely';

// The explorer's own basemap needs no internet: US states (land) come from this table, Virginia's
// localities from theirs, and water is whatever is not land.
// Visitors can flag a comment for staff to look at; one flag per person, like likes. A comment made
// without the map says in words where it applies.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('basemap_land')
    .addColumn('id', 'char(2)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('geom', sql`geometry(MultiPolygon, 4326)`, (c) => c.notNull().check(sql`st_isvalid(geom)`))
    .execute();
  await sql`create index basemap_land_geom on basemap_land using gist (geom)`.execute(db);

  await db.schema
    .createTable('comment_flags')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('comment_id', 'uuid', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('flagger', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('comment_flags_once', ['comment_id', 'flagger'])
    .execute();
  // Set when staff have looked at a comment's flags, so only new flags put it back on the list.
  await db.schema.alterTable('comments').addColumn('flags_reviewed_at', 'timestamptz').execute();
  // Where the commenter said the comment applies, in words (the non-map path: an address or place).
  await db.schema
    .alterTable('comments')
    .addColumn('location_note', 'text', (c) => c.check(sql`char_length(location_note) <= 200`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('location_note').dropColumn('flags_reviewed_at').execute();
  await db.schema.dropTable('comment_flags').execute();
  await db.schema.dropTable('basemap_land').execute();
}
