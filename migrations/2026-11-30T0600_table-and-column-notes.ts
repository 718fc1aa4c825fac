import { type Kysely, sql } from 'kysely';

/*
 * Issue 61: the table types are generated from the database (packages/db/src/generated/tables.ts),
 * so what a column means is said where kysely-codegen reads it, and where psql's \d+ shows it: as
 * the database's own comments, moved here from the hand-written types they were on.
 */
const tables: [table: string, note: string][] = [
  ['newsletter_unsubscribe_tokens', "One e-mail's unsubscribe token, hashed: any of a subscriber's tokens unsubscribes them."],
  ['trusted_devices', "A browser that signed in to an account (its device cookie's token, hashed)."],
  ['cache_tags', "A cache tag's current version; triggers change it whenever the tagged table changes."],
  ['search_synonyms', 'A staff group of names for one thing, searched for together (issue 42).'],
  ['search_query_weeks', "One week's count of one search query (issue 42): nothing about who searched."],
  [
    'unconfirmed_mail_allowances',
    'Receipts sent to an address nobody has confirmed, per Virginia day (issue 54): a digest of the day and the address, not the address in clear (whoever holds the database can still test a guessed address).',
  ],
  ['document_facet_sets', "A combination of a document's facets (issue 42): one integer to count by."],
  ['document_search', 'A visible document as search counts it: all its words, without positions, and its facet set. Kept by triggers.'],
  ['search_champions', "A word's documents where it weighs most (decision 035). Kept by triggers."],
  ['search_words', 'A word the searchable text holds: what "Did you mean" chooses from.'],
  ['basemap_imports', 'One load of basemap data: the embedded default or an OpenStreetMap extract (decision 023).'],
  ['basemap_features', "Written only by SQL (INSERT … SELECT from GDAL's staging tables or from GeoJSON)."],
  ['freight_datasets', 'One imported FAF file (issue 40): the zone file or the state file, at most one of each.'],
  ['freight_lines', "A kept line of a FAF file with every code; orig and dest are zones or states by the dataset's geography."],
  ['freight_measures', "A line's figures for one year; a measure the file lacks is null."],
  ['passkey_sign_in_challenges', "A passkey sign-in begun with nobody named (issue 59): its challenge, under the hash of the browser's token."],
];

const columns: [column: string, note: string][] = [
  ['outbox.run_after', 'A scheduled job: the relay adds it delayed until this time.'],
  ['localities.district', 'The VDOT construction district (set by the seed).'],
  ['pages.updated_at', 'Set by a trigger on every update.'],
  ['updates.published_on', 'ISO date (YYYY-MM-DD); the pg driver is told to leave dates as strings.'],
  ['updates.updated_at', 'Set by a trigger on every update.'],
  ['updates.localities', 'The localities it concerns (FIPS codes): people following them hear of it.'],
  ['articles.time_zone', "The IANA zone the meeting's time was given in (its page and calendar entry show it)."],
  ['articles.localities', 'The localities it concerns (FIPS codes): people following them hear of it.'],
  ['articles.duration_minutes', 'How long calendars show it (issue 35).'],
  ['articles.updated_at', 'Set by a trigger on every update.'],
  ['announcements.show_until', "The last day it shows (Virginia's day); null: until a newer one replaces it."],
  ['by_the_numbers.value', 'numeric comes back from pg as a string, to keep its precision.'],
  ['users.disabled_at', 'Set: the account cannot sign in and has no sessions (an admin disabled it).'],
  ['sessions.user_agent', "The browser's User-Agent at sign-in, for its owner to recognise it (Your sessions)."],
  ['sessions.client_address', "The client's address at sign-in (server.mjs's, never a header a client sets)."],
  ['sessions.proved_at', 'When its owner last proved who they are (sign-in, or again on the account page): credential changes need it recent.'],
  ['sessions.proof_challenge', 'The passkey challenge offered for that proof, until answered or expired.'],
  ['second_factor_policy.off_requested_by', 'An admin asked to make the rule optional; another must confirm (issue 54).'],
  ['layers.updated_at', 'When its features last changed, how many it has and their extent: kept by the trigger that versions it.'],
  ['comment_periods.version', 'Each save adds one: an edit read at an older version is refused (issue 56).'],
  ['search_query_weeks.query', 'The words, only once searched SEARCH_INSIGHT_MIN_SEARCHES times that week (issue 54); null before.'],
  ['search_query_weeks.digest', "A digest of the week and the words; '' for an ended week's remainder (its rarer queries' counts)."],
  ['document_search.published_on', 'ISO date (YYYY-MM-DD).'],
  ['comment_likes.address_digest', "A digest of the comment and the client's address key (issue 54): one like per address; null on likes from before."],
  ['freight_datasets.year_kinds', 'Parallel to years: base, final, preliminary or forecast.'],
  ['freight_datasets.sample', "The seed's generated sample, not an imported FHWA file (issue 57)."],
  ['document_records.published_on', 'ISO date (YYYY-MM-DD).'],
  ['document_records.trashed_at', 'In the trash since (issue 56): restorable until the purge, 30 days on. Always null through the `documents` view.'],
  ['document_downloads.day', 'ISO date (YYYY-MM-DD), Virginia time.'],
  ['accessibility_requests.document_id', 'Null once the document has been purged from the trash; the request stays (issue 56).'],
  ['accessibility_requests.document_title', 'The document as it was named when the request came: the request reads the same after a purge.'],
  ['accessibility_requests.due_on', 'ISO date (YYYY-MM-DD): 15 working days after receipt.'],
  ['accessibility_requests.closed_by', 'Who marked it sent or closed (issue 59: the trail of handled requests).'],
  [
    'accessibility_requests.file_key',
    "The accessible file staff attached, in file storage, and the link the requester's e-mail holds (its token hashed) until `file_until`.",
  ],
  ['suppressions.email', 'Lower-cased.'],
  ['campaigns.body', 'Markdown.'],
  ['pages.body', 'Markdown (issue 20), rendered by @vtrans/contracts/markdown.'],
  ['updates.body', 'Markdown (issue 20), rendered by @vtrans/contracts/markdown.'],
  ['articles.body', 'Markdown (issue 20), rendered by @vtrans/contracts/markdown.'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, note] of tables) await sql`comment on table ${sql.table(table)} is ${sql.lit(note)}`.execute(db);
  for (const [column, note] of columns) await sql`comment on column ${sql.ref(column)} is ${sql.lit(note)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of tables) await sql`comment on table ${sql.table(table)} is null`.execute(db);
  for (const [column] of columns) await sql`comment on column ${sql.ref(column)} is null`.execute(db);
}
