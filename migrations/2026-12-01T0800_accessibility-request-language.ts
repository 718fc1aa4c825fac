import { type Kysely, sql } from 'kysely';

/*
 * Issue 62: the language an accessible-format request was written in — the edition of the form it
 * came from. The reader's receipt and the e-mail that says it is done are written in it, and
 * staff's alert says so. Every request before this came from the English form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accessibility_requests add column language text not null default 'en' check (language in ('en', 'es'))`.execute(db);
  await sql`comment on column accessibility_requests.language is ${sql.lit(
    'The edition of the request form the request came from (en, es): the reader’s e-mails are written in this language.',
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accessibility_requests drop column language`.execute(db);
}
