import { type Kysely, sql } from 'kysely';

/*
 * Issue 62: the language a contact message was written in — the edition of the form it came from.
 * The sender's receipt is written in it, and staff's alert says so, so the answer goes in it too.
 * Every message before this came from the English form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_messages add column language text not null default 'en' check (language in ('en', 'es'))`.execute(db);
  await sql`comment on column contact_messages.language is ${sql.lit(
    'The edition of the contact form the message came from (en, es): the sender’s receipt is written in this language, and staff answer in it.',
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_messages drop column language`.execute(db);
}
