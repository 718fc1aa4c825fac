import { type Kysely, sql } from 'kysely';

// Issue 42: what people search for, for staff. One row per week and query (lower-cased, spaces
// collapsed): how often it was asked and how often it found nothing. Nothing about who asked —
// no address, no session, no time finer than the week. Weeks past the retention are deleted as
// new searches are noted (noteSearch).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_query_weeks (
      week date not null check (extract(isodow from week) = 1),
      query text not null check (char_length(query) between 1 and 200),
      searches integer not null default 0 check (searches >= 0),
      found_nothing integer not null default 0 check (found_nothing between 0 and searches),
      primary key (week, query)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_query_weeks`.execute(db);
}
