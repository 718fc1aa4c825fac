import { type Kysely, sql } from 'kysely';

/*
 * Issue 58: "Jefferson Pike, Blacksburg" — a street followed by a town, community or postal name.
 * The search finds the map's places of that exact name (place-search.ts, inLocality): an index on
 * the places' canonical names, so a Virginia-size import (millions of names) is not read for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index basemap_place_names_place_text on basemap_place_names (search_text) where kind = 'place'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index basemap_place_names_place_text`.execute(db);
}
