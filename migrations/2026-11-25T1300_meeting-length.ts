import { type Kysely, sql } from 'kysely';

// Issue 35: a meeting has a length, which calendars show as its end (an hour unless the editor
// says otherwise). Before, every calendar entry ended an hour after it began.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table articles add column duration_minutes integer not null default 60 check (duration_minutes between 5 and 1440)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table articles drop column duration_minutes`.execute(db);
}
