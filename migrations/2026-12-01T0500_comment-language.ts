import { type Kysely, sql } from 'kysely';

/*
 * Issue 62: the language a comment was written in — the edition of the form it came from. Its
 * receipt and staff's reply are written in it; staff see it beside the comment. Every comment
 * before this came from an English form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table comments add column language text not null default 'en' check (language in ('en', 'es'))`.execute(db);
  await sql`comment on column comments.language is ${sql.lit(
    'The edition of the form the comment came from (en, es): its receipt and the reply to it are written in this language.',
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table comments drop column language`.execute(db);
}
