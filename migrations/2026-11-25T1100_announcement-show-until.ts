import { type Kysely, sql } from 'kysely';

// Issue 35: an announcement may end. `show_until` is the last day (in Virginia) it shows; null
// keeps the old rule (it shows until a newer one for the page replaces it); the seed gives the
// 2023 register's its end, so it no longer leads that page in 2026.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table announcements add column show_until date`.execute(db);
  await sql`alter table announcements add constraint announcements_show_until_after_date check (show_until is null or show_until >= published_on)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table announcements drop column show_until`.execute(db);
}
