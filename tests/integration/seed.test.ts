import { countLocalities, type Db, findLatestUpdates, findPage, findPageTranslation, listPageTranslationRoutes, sql } from '@vtrans/db';
import { seedAll } from '@vtrans/seed';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { infrastructureTables } from '../../scripts/codegen/table-types';
import { cloneDatabase, type TestDatabase } from '../support/databases';

/** Tables the seed fills (plumbing and form submissions start empty). */
const startsEmpty = [
  'alert_subscriptions',
  'alert_tokens',
  'campaigns',
  'campaign_recipients',
  'update_redirects',
  'audit_log',
  'suppressions',
  'document_records',
  'tags',
  'document_tags',
  'document_chunks',
  'document_web_versions',
  'document_downloads',
  'accessibility_requests',
  'gap_ta_applications',
  'outbox',
  'email_deliveries',
  'contact_messages',
  'newsletter_subscribers',
  'newsletter_unsubscribe_tokens',
  'trusted_devices',
  'users',
  'sessions',
  'sign_in_tokens',
  'interactive_queries',
  'comments',
  'comment_likes',
  'comment_flags',
  'comment_periods',
  'comment_themes',
  'comment_theme_tags',
  'comment_responses',
  'comment_response_versions',
  'spatial_submissions',
  'submission_versions',
  'submission_status_records',
  'submission_features',
  'totp_credentials',
  'passkeys',
  'recovery_codes',
  // Staff's reviews of content, their reasons for linking a failing document and the worker's
  // findings on links to other sites (issue 63); no rule is a rule: every kind needs a review
  // until an admin says otherwise.
  'content_reviews',
  'external_links',
  'review_reminders',
  'calendar_feed_keys',
  'content_change_notes',
  'fact_checks',
  'fact_check_comments',
  'campaign_reviews',
  'document_review_reminders',
  'document_reviews',
  'translation_reviews',
  'content_link_exceptions',
  'publishing_rules',
  'second_factor_sign_ins',
  'passkey_registrations',
  'passkey_sign_in_challenges',
  'search_query_weeks',
  'unconfirmed_mail_allowances',
  'document_search',
  'document_facet_sets',
  'search_champions',
];

/** The application's tables the seed fills, as the migrated database has them. */
async function seededTables(db: Db): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return result.rows.map((row) => row.table_name).filter((table) => !startsEmpty.includes(table) && !infrastructureTables.includes(table));
}

/** Every seeded row's physical location and version: both change whenever a row is rewritten. */
async function rowVersions(database: TestDatabase) {
  const versions: Record<string, string[]> = {};
  for (const table of await seededTables(database.db)) {
    const result = await sql<{ version: string }>`
      select ctid::text || '@' || xmin::text as version from ${sql.table(table)} order by ctid`.execute(database.db);
    versions[table] = result.rows.map((row) => row.version);
  }
  return versions;
}

describe('seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
  });
  afterAll(() => database.drop());

  it('loads Virginia’s 133 localities with valid geometries', async () => {
    await seedAll(database.db);
    expect(await countLocalities(database.db)).toEqual({ total: 133, counties: 95, cities: 38, invalid: 0 });
    const richmond = await sql<{ fips: string; kind: string; inside: boolean }>`
      select fips, kind, st_contains(geom, st_setsrid(st_makepoint(-77.436, 37.5407), 4326)) as inside
      from localities where full_name = 'City of Richmond'`.execute(database.db);
    expect(richmond.rows).toEqual([{ fips: '51760', kind: 'city', inside: true }]);
  });

  it('approximates only the boundary that collapses at 1:10m, to about its real area', async () => {
    const approximated = await sql<{ full_name: string; km2: number }>`
      select full_name, st_area(geom::geography) / 1e6 as km2 from localities where boundary_approximated`.execute(database.db);
    expect(approximated.rows.map((row) => row.full_name)).toEqual(['City of Falls Church']);
    expect(approximated.rows[0]!.km2).toBeGreaterThan(4);
    expect(approximated.rows[0]!.km2).toBeLessThan(7);
  });

  it('loads the home page and program updates', async () => {
    const home = await findPage(database.db, '/');
    expect(home?.heading).toMatch(/transportation/i);
    const updates = await findLatestUpdates(database.db, 3);
    expect(updates).toHaveLength(3);
    expect(updates[0]!.published_on >= updates[1]!.published_on).toBe(true);
  });

  it('makes every seeded content row an editable item, and a later seed leaves what staff changed alone', async () => {
    const items = await sql<{ kind: string; count: string }>`select kind, count(*) from content_items group by kind order by kind`.execute(database.db);
    const counts = Object.fromEntries(items.rows.map((row) => [row.kind, Number(row.count)]));
    const rows = async (table: string) => Number((await sql<{ count: string }>`select count(*) from ${sql.table(table)}`.execute(database.db)).rows[0]!.count);
    expect(counts).toEqual({
      announcements: await rows('announcements'),
      'by-the-numbers': await rows('by_the_numbers'),
      'did-you-know': await rows('did_you_know'),
      events: await rows('events'),
      faqs: await rows('faqs'),
      meetings: await rows('articles'),
      pages: await rows('pages'),
      'risk-register': await rows('risk_register'),
      'strategic-actions': await rows('strategic_actions'),
      updates: await rows('updates'),
    });
    const [first] = await findLatestUpdates(database.db, 1);
    await database.db.updateTable('updates').set({ title: 'Changed by staff' }).where('id', '=', first!.id).execute();
    await database.db.deleteFrom('faqs').where('position', '=', 1).execute();
    await seedAll(database.db);
    expect((await database.db.selectFrom('updates').select('title').where('id', '=', first!.id).executeTakeFirstOrThrow()).title).toBe('Changed by staff');
    expect(await rows('faqs')).toBe(counts.faqs! - 1);
    // A page the code gained since still gets its row (the route cannot render without one).
    await database.db.deleteFrom('pages').where('route', '=', '/newsletter').execute();
    await seedAll(database.db);
    expect(await findPage(database.db, '/newsletter')).toBeDefined();
  });

  it('writes the Spanish of the vital pages once, as current translations of their English, and leaves staff’s Spanish alone', async () => {
    const translated = await listPageTranslationRoutes(database.db, 'es');
    expect(translated.filter((page) => ['/about/title-vi', '/about/privacy'].includes(page.route)).map((page) => [page.route, page.state])).toEqual([
      ['/about/privacy', 'current'],
      ['/about/title-vi', 'current'],
    ]);
    const titleVi = await findPageTranslation(database.db, '/about/title-vi', 'es');
    expect(titleVi?.fields.heading).toBe('Título VI: sus derechos civiles');
    expect(titleVi?.fields.body).toContain('## Cómo presentar una queja');
    await sql`update content_translations t set fields = fields || '{"heading": "Cambiado por el personal"}'::jsonb
      from content_items i where i.id = t.item_id and i.public_key = '/about/title-vi'`.execute(database.db);
    await seedAll(database.db);
    expect((await findPageTranslation(database.db, '/about/title-vi', 'es'))?.fields.heading).toBe('Cambiado por el personal');
  });

  it('changes nothing when run a second time', async () => {
    const before = await rowVersions(database);
    for (const table of await seededTables(database.db)) expect(before[table]?.length, `${table} is seeded`).toBeGreaterThan(0);
    await seedAll(database.db);
    expect(await rowVersions(database)).toEqual(before);
  });
});
