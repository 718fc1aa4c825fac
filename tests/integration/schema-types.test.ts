import { readFileSync } from 'node:fs';
import { type Database, type DatabaseAsMigrated, type SchemaDrift, sql } from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateTableTypes, infrastructureTables, tableTypesFile } from '../../scripts/codegen/table-types';
import { cloneDatabase, type TestDatabase } from '../support/databases';

let database: TestDatabase;
beforeAll(async () => {
  database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
});
afterAll(() => database.drop());

/*
 * The narrowed columns of packages/db/src/types.ts are held to generated/tables.ts by the compiler
 * (schema-check.ts); this test holds generated/tables.ts to the migrations. The check must bite:
 * these types fail to compile if SchemaDrift stopped naming a changed nullability or type.
 */
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type UsersWith<Change> = Omit<Database, 'users'> & { users: Omit<Database['users'], keyof Change> & Change };
export const namesANullabilityDrift: Equal<
  SchemaDrift<UsersWith<{ locality_fips: string }>, DatabaseAsMigrated>,
  'users.locality_fips: the database has it nullable'
> = true;
export const namesATypeDrift: Equal<SchemaDrift<UsersWith<{ email: number }>, DatabaseAsMigrated>, "users.email: its type is not the database's"> = true;
export const namesAMissingColumn: Equal<SchemaDrift<UsersWith<{ nickname: string }>, DatabaseAsMigrated>, 'users.nickname: not in the database'> = true;

describe('table types', () => {
  it('generated/tables.ts is what kysely-codegen reads from the migrated database (else run `npm run codegen`)', async () => {
    expect(readFileSync(tableTypesFile, 'utf8')).toBe(await generateTableTypes(database.url));
  });
});

/**
 * Tables no cached public page shows (decision 012): sessions, mail, intake, tiles and search data
 * are read only by the APIs, the admin area or per-request pages. Every other table must tell the
 * page cache when it changes, or its pages would go stale.
 */
const notOnCachedPages = [
  'accessibility_requests',
  'document_downloads',
  'audit_log',
  'basemap_features',
  'basemap_imports',
  'basemap_land',
  'basemap_place_names',
  'cache_tags',
  'content_items',
  'content_revisions',
  'contact_messages',
  'document_chunks',
  'email_deliveries',
  'gap_ta_applications',
  'interactive_queries',
  'layer_features',
  'newsletter_subscribers',
  'newsletter_unsubscribe_tokens',
  'trusted_devices',
  'outbox',
  'sessions',
  'sign_in_tokens',
  'spatial_submissions',
  'submission_features',
  'suppressions',
  'campaigns',
  'campaign_recipients',
  'alert_subscriptions',
  'alert_tokens',
  'submission_status_records',
  'submission_versions',
  'users',
  'world_countries',
  // An account's second factors and waiting sign-ins (issue 38): read only at sign-in and in the admin area.
  'totp_credentials',
  'passkeys',
  'recovery_codes',
  'second_factor_sign_ins',
  'passkey_registrations',
  'passkey_sign_in_challenges',
  'second_factor_policy',
  // A shared response's earlier texts (issue 41): staff see them; the record shows the current text, from comment_responses.
  'comment_response_versions',
  // Search's vocabulary and synonym groups (issue 42): read by /search and /api/search, answered per request, never cached.
  'search_words',
  'search_synonyms',
  'search_query_weeks',
  // Documents as search finds and counts them (issue 42): kept by triggers, read only by search.
  'document_search',
  'document_facet_sets',
  'search_champions',
  // Receipts sent per address and day (issue 54): read only when a public form writes its event.
  'unconfirmed_mail_allowances',
  // Reviews of content, the rules for them, reasons for linking a failing document and the links to other sites as last checked (issue 63): staff's pages only.
  'content_reviews',
  'external_links',
  'owner_groups',
  'review_reminders',
  'calendar_feed_keys',
  'fact_checks',
  'fact_check_comments',
  'campaign_reviews',
  'document_review_reminders',
  'document_reviews',
  'translation_reviews',
  'publishing_rules',
  'content_link_exceptions',
];

/**
 * Tables shown on cached pages whose rows change only with a row of another, told table: a freight
 * import writes its millions of lines and measures with its `freight_datasets` row (issue 40), so
 * one trigger on the dataset tells the cache, and the rows carry none.
 */
const toldThroughAnotherTable: Record<string, string> = { freight_lines: 'freight_datasets', freight_measures: 'freight_datasets' };

describe('the page cache', () => {
  it('is told of a write to every table a cached page may show', async () => {
    const result = await sql<{ table_name: string; told: boolean }>`
      select t.table_name, exists (
        select 1 from pg_trigger g where g.tgrelid = format('public.%I', t.table_name)::regclass and g.tgname like '%_touch_page_cache'
      ) as told
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`.execute(database.db);
    const untold = result.rows.filter(
      (row) => !row.told && ![...infrastructureTables, ...notOnCachedPages, ...Object.keys(toldThroughAnotherTable)].includes(row.table_name),
    );
    expect(untold.map((row) => row.table_name)).toEqual([]);
    const told = new Set(result.rows.filter((row) => row.told).map((row) => row.table_name));
    for (const [table, through] of Object.entries(toldThroughAnotherTable)) {
      expect(told.has(through), `${table} is told through ${through}`).toBe(true);
      expect(told.has(table), `${table} needs no trigger of its own`).toBe(false);
    }
    // And the exempt list stays true: none of them is told (a table moved under a tag leaves it).
    expect(result.rows.filter((row) => row.told && notOnCachedPages.includes(row.table_name)).map((row) => row.table_name)).toEqual([]);
  });

  it('gives a tag a new version on a write that changes rows, and leaves it alone otherwise', async () => {
    const version = async () =>
      (await database.db.selectFrom('cache_tags').select('version').where('tag', '=', 'page-content').executeTakeFirstOrThrow()).version;
    const before = await version();
    await sql`insert into faqs (topic, question, answer, position) values ('Cache', 'Is it current?', 'Within a second.', 999)`.execute(database.db);
    const afterInsert = await version();
    expect(afterInsert).not.toBe(before);
    await sql`update faqs set answer = 'Within one second.' where position = 999`.execute(database.db);
    const afterUpdate = await version();
    expect(afterUpdate).not.toBe(afterInsert);
    await sql`delete from faqs where position = 999`.execute(database.db);
    const afterDelete = await version();
    expect(afterDelete).not.toBe(afterUpdate);
    // A read, or a write statement that matches no row, changes nothing.
    await sql`select 1 from faqs`.execute(database.db);
    await sql`update faqs set answer = answer where false`.execute(database.db);
    expect(await version()).toBe(afterDelete);
  });
});
