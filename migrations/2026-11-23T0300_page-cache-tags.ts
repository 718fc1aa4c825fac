import { type Kysely, sql } from 'kysely';

/**
 * The tables a cached public page may show, by the page-cache tag that follows them (decision 012).
 * A page's cached copy names the tags it depends on; a change to any table under one of them gives
 * the tag a new version, and every web instance stops serving the copy within a second.
 */
export const pageCacheTables = {
  'page-content': [
    'pages', 'articles', 'updates', 'announcements', 'events', 'faqs', 'statutory_requirements',
    'strategic_actions', 'survey_timeline', 'gap_ta_studies', 'risk_register', 'by_the_numbers',
    'did_you_know', 'whats_new', 'documents', 'tags', 'document_tags', 'layers', 'localities',
    'locality_indicators', 'mid_term_needs', 'statistics', 'statistics_versions', 'freight_flows',
    'freight_lanes',
  ],
  // Apart, so a burst of comments does not empty the cache of every other page.
  'page-comments': ['comments', 'comment_likes', 'comment_flags'],
} as const;

// Statement-level triggers: one version bump per statement, so a 100,000-row freight import costs
// one update of cache_tags, not 100,000 (row-level would also serialise every writer on that row).
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('cache_tags')
    .values(Object.keys(pageCacheTables).map((tag) => ({ tag })))
    .execute();
  for (const [tag, tables] of Object.entries(pageCacheTables)) {
    for (const table of tables) {
      await sql`
        create trigger ${sql.id(`${table}_touch_page_cache`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function touch_cache_tag(${sql.lit(tag)})`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const tables of Object.values(pageCacheTables)) {
    for (const table of tables) {
      await sql`drop trigger ${sql.id(`${table}_touch_page_cache`)} on ${sql.table(table)}`.execute(db);
    }
  }
  await db.deleteFrom('cache_tags').where('tag', 'in', Object.keys(pageCacheTables)).execute();
}
