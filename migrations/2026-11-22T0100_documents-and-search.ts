import { type Kysely, sql } from 'kysely';

// Issue 8: the document library and site search. Each searchable table gets a stored tsvector
// (weighted: title A, summary B, body C) with a GIN index; a document's extracted text is kept in
// chunks of its own (document_chunks), so no tsvector passes the 16,383-position or 1 MB limits
// however long the PDF.
export async function up(db: Kysely<any>): Promise<void> {
  const english = sql`'english'::regconfig`;
  await sql`
    alter table pages add column search tsvector generated always as (
      setweight(to_tsvector(${english}, title || ' ' || heading), 'A') ||
      setweight(to_tsvector(${english}, description || ' ' || intro), 'B') ||
      setweight(jsonb_to_tsvector(${english}, body, '["string"]'), 'C')) stored`.execute(db);
  await sql`
    alter table updates add column search tsvector generated always as (
      setweight(to_tsvector(${english}, title), 'A') ||
      setweight(to_tsvector(${english}, intro), 'B') ||
      setweight(jsonb_to_tsvector(${english}, body, '["string"]'), 'C')) stored`.execute(db);
  await sql`
    alter table articles add column search tsvector generated always as (
      setweight(to_tsvector(${english}, title), 'A') ||
      setweight(to_tsvector(${english}, intro), 'B') ||
      setweight(jsonb_to_tsvector(${english}, body, '["string"]'), 'C')) stored`.execute(db);
  await sql`
    alter table faqs add column search tsvector generated always as (
      setweight(to_tsvector(${english}, question), 'A') ||
      setweight(to_tsvector(${english}, topic || ' ' || answer), 'B')) stored`.execute(db);
  for (const table of ['pages', 'updates', 'articles', 'faqs']) {
    await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin (search)`.execute(db);
  }

  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The name it is served under (/resources/{file_name}); the accessible list (spec §5) is by name.
    .addColumn('file_name', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`file_name ~ '^[A-Za-z0-9][A-Za-z0-9._() -]{0,199}$'`),
    )
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 300`))
    .addColumn('description', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(description) <= 4000`),
    )
    .addColumn('published_on', 'date', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().check(sql`size_bytes >= 0`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('accessible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('extraction', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`extraction in ('pending', 'done', 'failed', 'none')`),
    )
    .addColumn('extraction_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    alter table documents add column search tsvector generated always as (
      setweight(to_tsvector(${english}, title), 'A') || setweight(to_tsvector(${english}, description), 'B')) stored`.execute(db);
  await sql`create index documents_search on documents using gin (search)`.execute(db);
  await sql`create index documents_published on documents (published_on desc)`.execute(db);

  await db.schema
    .createTable('tags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`char_length(name) between 1 and 60`),
    )
    .execute();
  await db.schema
    .createTable('document_tags')
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('document_tags_pk', ['document_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('document_tags_tag').on('document_tags').column('tag_id').execute();

  await db.schema
    .createTable('document_chunks')
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('chunk', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_chunks_pk', ['document_id', 'chunk'])
    .execute();
  await sql`alter table document_chunks add column search tsvector generated always as (to_tsvector(${english}, body)) stored`.execute(db);
  await sql`create index document_chunks_search on document_chunks using gin (search)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_chunks').execute();
  await db.schema.dropTable('document_tags').execute();
  await db.schema.dropTable('tags').execute();
  await db.schema.dropTable('documents').execute();
  for (const table of ['pages', 'updates', 'articles', 'faqs']) {
    await sql`alter table ${sql.table(table)} drop column search`.execute(db);
  }
}
