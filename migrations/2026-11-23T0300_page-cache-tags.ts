import { type Kysely, sql } from 'kysely';

/**
 * The tables a cached public page may show, by the page-cache tag that follows them (decision 012).
 * A page's cached copy names the tags it depends on; a change to any table under one of them gives
 * the tag a new version, and every web instance stops serving the copy within a second.
 */
export const pageCacheTables = {
  'page-content': [
    'pages',
    'articles',
    'updates',
    'announcements',
    'events',
    'faqs',
    'statutory_requirements',
    'strategic_actions',
    'survey_timeline',
    'gap_ta_studies',
    'risk_register',
    'by_the_numbers',
    'did_you_know',
    'whats_new',
    'documents',
    'tags',
    'document_tags',
    'layers',
    'localities',
    'locality_indicators',
    'mid_term_needs',
    'statistics',
    'statistics_versions',
    'freight_flows',
    'freight_lanes',
  ],
  // Apart, so a burst of comments does not empty the cache of every other page.
  'page-comments': ['comments', 'comment_likes', 'comment_flags'],
} as const;

// Statement-level triggers that look at the rows the statement changed (transition tables): one
// version bump per statement, so a 100,000-row freight import costs one update of cache_tags, not
// 100,000 (row-level would also serialise every writer on that row); and a statement that changes
// nothing — a seed run over rows that are already right — leaves the tag, and the cache, alone.
const changedRows: Record<string, string> = { insert: 'new', update: 'new', delete: 'old' };

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('cache_tags')
    .values(Object.keys(pageCacheTables).map((tag) => ({ tag })))
    .execute();
  await sql`
    create function touch_cache_tag_if_changed() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed_rows) then
        update cache_tags set version = gen_random_uuid(), changed_at = clock_timestamp() where tag = tg_argv[0];
      end if;
      return null;
    end
    $$`.execute(db);
  for (const [tag, tables] of Object.entries(pageCacheTables)) {
    for (const table of tables) {
      for (const [event, rows] of Object.entries(changedRows)) {
        await sql`
          create trigger ${sql.id(`${table}_${event}_touch_page_cache`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          referencing ${sql.raw(rows)} table as changed_rows
          for each statement execute function touch_cache_tag_if_changed(${sql.lit(tag)})`.execute(db);
      }
      await sql`
        create trigger ${sql.id(`${table}_truncate_touch_page_cache`)}
        after truncate on ${sql.table(table)}
        for each statement execute function touch_cache_tag(${sql.lit(tag)})`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const tables of Object.values(pageCacheTables)) {
    for (const table of tables) {
      for (const event of [...Object.keys(changedRows), 'truncate']) {
        await sql`drop trigger ${sql.id(`${table}_${event}_touch_page_cache`)} on ${sql.table(table)}`.execute(db);
      }
    }
  }
  await sql`drop function touch_cache_tag_if_changed()`.execute(db);
  await db.deleteFrom('cache_tags').where('tag', 'in', Object.keys(pageCacheTables)).execute();
}
