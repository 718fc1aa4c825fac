import { type Kysely, sql } from 'kysely';

// Public comments on the map, their likes, and staff responses.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('geom', sql`geometry(Geometry, 4326)`, (c) => c.notNull().check(sql`st_isvalid(geom)`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 2000`))
    .addColumn('name', 'text')
    // Only for sending the staff response; never shown or served.
    .addColumn('email', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('response', 'text')
    .addColumn('responded_at', 'timestamptz')
    .addColumn('responded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index comments_geom on comments using gist (geom)`.execute(db);

  await db.schema
    .createTable('comment_likes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('comment_id', 'uuid', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    // Who liked: a signed-in user, or an anonymous browser's random id.
    .addColumn('liker', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('comment_likes_once', ['comment_id', 'liker'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment_likes').execute();
  await db.schema.dropTable('comments').execute();
}
