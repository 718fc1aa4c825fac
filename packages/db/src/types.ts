import type { CampaignStatus } from '@vtrans/contracts/campaigns';
import type { AlertFrequency, AlertTopic } from '@vtrans/contracts/alerts';
import type { Role } from '@vtrans/contracts/auth';
import type { AccessibilityRequestStatus, AccessibleFormat } from '@vtrans/contracts/accessibility-requests';
import type { WebVersion } from '@vtrans/contracts/document-web-version';
import type { PdfAccessibilityFinding } from '@vtrans/contracts/pdf-accessibility';
import type { SubmissionActor, SubmissionFileType, SubmissionStatus } from '@vtrans/contracts/submissions';
import type { ColumnType, Generated, GeneratedAlways, Insertable, RawBuilder, Selectable } from 'kysely';

/**
 * Table types, written by hand to say more than the database can (a status is a union here, text
 * there; a geometry is read only through SQL). `schema-check.ts` holds them to `generated/tables.ts`
 * — what kysely-codegen reads from the migrated database — column by column, type and nullability,
 * and `tests/integration/schema-types.test.ts` holds that file to `migrations/`: a migration that
 * forgets this file fails the typecheck.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** PostGIS columns are read through ST_ functions, never as raw values. */
type Geometry = ColumnType<unknown, never, never>;
/** A geometry the app writes, always through SQL (ST_GeomFromGeoJSON …). */
type WritableGeometry = ColumnType<unknown, RawBuilder<unknown>, never>;

export interface OutboxTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  event: string;
  queue: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  dispatched_at: NullableTimestamp;
  dispatch_count: Generated<number>;
  completed_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  last_error: string | null;
  /** A scheduled job: the relay adds it delayed until this time. */
  run_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface EmailDeliveriesTable {
  idempotency_key: string;
  message_id: string;
  template: string;
  recipients: string[];
  subject: string;
  sent_at: Generated<Date>;
}

export interface LocalitiesTable {
  fips: string;
  name: string;
  full_name: string;
  kind: 'county' | 'city';
  geom: Geometry;
  label_point: Geometry;
  boundary_approximated: Generated<boolean>;
  /** The VDOT construction district (set by the seed). */
  district: string | null;
}

/** A body is Markdown (issue 20), rendered by @vtrans/contracts/markdown. */
type Paragraphs = string;

export interface PagesTable {
  route: string;
  title: string;
  description: string;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  heading: string;
  intro: string;
  body: Paragraphs;
  /** Set by a trigger on every update. */
  updated_at: Timestamp;
  search: GeneratedAlways<string>;
}

export interface UpdatesTable {
  id: string;
  /** ISO date (YYYY-MM-DD); the pg driver is told to leave dates as strings. */
  published_on: string;
  title: string;
  intro: string;
  body: Paragraphs;
  search: GeneratedAlways<string>;
  /** Set by a trigger on every update. */
  updated_at: Timestamp;
  /** The localities it concerns (FIPS codes): people following them hear of it. */
  localities: ColumnType<string[], string[] | undefined, string[]>;
}

export interface ArticlesTable {
  name: string;
  title: string;
  intro: string;
  body: Paragraphs;
  meeting_on: string | null;
  location: string | null;
  starts_at: NullableTimestamp;
  /** The IANA zone the meeting's time was given in (its page and calendar entry show it). */
  time_zone: Generated<string>;
  online_url: string | null;
  document_ids: ColumnType<string[], string[] | undefined, string[]>;
  /** The localities it concerns (FIPS codes): people following them hear of it. */
  localities: ColumnType<string[], string[] | undefined, string[]>;
  /** How long calendars show it (issue 35). */
  duration_minutes: Generated<number>;
  search: GeneratedAlways<string>;
  /** Set by a trigger on every update. */
  updated_at: Timestamp;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  published_on: string;
  message: string;
  href: string | null;
  pages: string[];
  /** The last day it shows (Virginia's day); null: until a newer one replaces it. */
  show_until: string | null;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  starts_at: Timestamp;
  location: string;
  description: string;
  article_name: string | null;
}

export interface FaqsTable {
  id: Generated<number>;
  topic: string;
  question: string;
  answer: string;
  position: number;
  search: GeneratedAlways<string>;
}

export interface StatutoryRequirementsTable {
  id: Generated<number>;
  citation: string;
  title: string;
  summary: string;
  level: 'state' | 'federal';
  position: number;
}

export interface StrategicActionsTable {
  code: string;
  theme: string;
  title: string;
  description: string;
  status: 'Not started' | 'Underway' | 'Complete';
  position: number;
}

export interface SurveyTimelineTable {
  id: Generated<number>;
  milestone_on: string;
  title: string;
  description: string;
}

export interface GapTaStudiesTable {
  id: string;
  title: string;
  locality_fips: string;
  fiscal_year: number;
  component: string;
  summary: string;
  status: 'Scoping' | 'Underway' | 'Complete';
  area: Geometry;
  /** [{ title, href }] */
  documents: ColumnType<{ title: string; href: string }[], string | undefined, string>;
}

export interface RiskRegisterTable {
  id: Generated<number>;
  megatrend: 'climate' | 'technology' | 'consumption' | 'sociodemographic';
  macrotrend: string;
  kind: 'Risk' | 'Opportunity' | 'Risk and opportunity';
  description: string;
  indicator: string;
  position: number;
}

export interface ByTheNumbersTable {
  id: Generated<number>;
  label: string;
  /** numeric comes back from pg as a string, to keep its precision. */
  value: ColumnType<string, number | string, number | string>;
  unit: string;
  source: string;
  position: number;
}

export interface DidYouKnowTable {
  id: Generated<number>;
  fact: string;
  source: string;
}

export interface WhatsNewTable {
  id: Generated<number>;
  published_on: string;
  title: string;
  href: string;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: Generated<Date>;
}

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  status: NewsletterStatus;
  confirm_token_hash: string | null;
  confirmation_sent_at: Date | null;
  created_at: Generated<Date>;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

/** One e-mail's unsubscribe token, hashed: any of a subscriber's tokens unsubscribes them. */
export interface NewsletterUnsubscribeTokensTable {
  token_hash: string;
  subscriber_id: string;
  created_at: Generated<Date>;
}

/** A browser that signed in to an account (its device cookie's token, hashed). */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
}

/** A cache tag's current version; triggers change it whenever the tagged table changes. */
export interface CacheTagsTable {
  tag: string;
  version: Generated<string>;
  changed_at: Generated<Date>;
}


export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: Generated<string>;
  role: Generated<Role>;
  locality_fips: string | null;
  password_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_sign_in_at: Date | null;
  /** Set: the account cannot sign in and has no sessions (an admin disabled it). */
  disabled_at: Date | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  /** The browser's User-Agent at sign-in, for its owner to recognise it (Your sessions). */
  user_agent: Generated<string>;
  /** The client's address at sign-in (server.mjs's, never a header a client sets). */
  client_address: Generated<string>;
  /** The second factor this sign-in answered, if it was asked for one. */
  second_factor: SecondFactorKind | null;
  /** When its owner last proved who they are (sign-in, or again on the account page): credential changes need it recent. */
  proved_at: Generated<Date>;
  /** The passkey challenge offered for that proof, until answered or expired. */
  proof_challenge: string | null;
  proof_challenge_expires_at: Date | null;
}

export type SecondFactorKind = 'totp' | 'passkey' | 'recovery-code';

export interface TotpCredentialsTable {
  user_id: string;
  key: Buffer;
  confirmed_at: Date | null;
  last_counter: ColumnType<string, string | number | undefined, string | number>;
  created_at: Generated<Date>;
}

export interface PasskeysTable {
  id: string;
  user_id: string;
  public_key: Buffer;
  counter: ColumnType<string, string | number | undefined, string | number>;
  transports: Generated<string[]>;
  label: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
}

export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface SecondFactorSignInsTable {
  token_hash: string;
  user_id: string;
  first_factor: 'password' | 'link';
  callback_url: string;
  webauthn_challenge: string | null;
  enrolled: 'totp' | 'passkey' | null;
  failed_attempts: Generated<number>;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface PasskeyRegistrationsTable {
  user_id: string;
  challenge: string;
  expires_at: Date;
}

export interface SecondFactorPolicyTable {
  role: Exclude<Role, 'public'>;
  required: boolean;
  updated_by: string | null;
  updated_at: Generated<Date>;
  /** An admin asked to make the rule optional; another must confirm (issue 54). */
  off_requested_by: string | null;
  off_requested_at: Date | null;
}

export interface SignInTokensTable {
  token_hash: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export type GeometryType = 'point' | 'line' | 'polygon';

/** A layer's features counted by the kind of shape a person would name. */
export type ShapeCounts = Partial<Record<'point' | 'line' | 'polygon' | 'collection', number>>;

export interface LayersTable {
  id: string;
  name: string;
  description: string;
  category: string;
  geometry_type: GeometryType;
  style: ColumnType<unknown, string, string>;
  source: string;
  published: Generated<boolean>;
  position: Generated<number>;
  version: Generated<string>;
  /** When its features last changed, how many it has and their extent: kept by the trigger that versions it. */
  updated_at: Generated<Date>;
  feature_count: Generated<number>;
  /** How many of its features are points, lines, areas (polygon) and collections; kinds it lacks are absent. */
  shape_counts: ColumnType<ShapeCounts, never, never>;
  /** The download files the worker last wrote: for which version, and each format's size in bytes. */
  downloads: ColumnType<{ version: string; sizes: Record<string, number> } | null, never, string>;
  /** [west, south, east, north] in WGS 84; null while it has no features. */
  extent: ColumnType<[number, number, number, number] | null, never, never>;
}

export interface LayerFeaturesTable {
  id: Generated<string>;
  layer_id: string;
  feature_key: string;
  properties: ColumnType<Record<string, unknown>, string, string>;
  geom: Geometry;
}

export interface InteractiveQueriesTable {
  id: string;
  state: ColumnType<unknown, string, never>;
  created_at: Generated<Date>;
}

export type CommentChannelColumn = 'web' | 'phone' | 'letter' | 'email' | 'meeting';

export interface CommentsTable {
  id: Generated<string>;
  /** Null only for a staff entry that names no place. */
  geom: WritableGeometry | null;
  category: string;
  text: string;
  name: string | null;
  email: string | null;
  user_id: string | null;
  hidden: Generated<boolean>;
  response: string | null;
  responded_at: Date | null;
  responded_by: string | null;
  flags_reviewed_at: Date | null;
  location_note: string | null;
  created_at: Generated<Date>;
  period_id: string | null;
  channel: Generated<CommentChannelColumn>;
  meeting_name: string | null;
  received_on: ColumnType<string | null, string | null | undefined, string | null>;
  contact: string | null;
  kept_private: Generated<boolean>;
  entered_by: string | null;
  letter_key: string | null;
  letter_type: 'pdf' | 'png' | 'jpg' | null;
  letter_bytes: number | null;
  response_id: string | null;
}

export interface CommentPeriodsTable {
  id: Generated<string>;
  title: string;
  description: string;
  subject: string;
  document_id: string | null;
  opens_at: Date;
  closes_at: Date;
  localities: Generated<string[]>;
  created_by: string | null;
  created_at: Generated<Date>;
  opening_noted_at: Date | null;
  closing_noted_at: Date | null;
  /** Each save adds one: an edit read at an older version is refused (issue 56). */
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

export interface CommentResponsesTable {
  id: Generated<string>;
  period_id: string | null;
  text: string;
  version: Generated<number>;
  written_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommentResponseVersionsTable {
  response_id: string;
  version: number;
  text: string;
  written_by: string | null;
  written_at: Generated<Date>;
}

export interface CommentThemesTable {
  id: Generated<string>;
  period_id: string;
  name: string;
  keywords: Generated<string[]>;
  created_at: Generated<Date>;
}

/** A staff group of names for one thing, searched for together (issue 42). */
export interface SearchSynonymsTable {
  id: Generated<number>;
  terms: string[];
  updated_at: Generated<Date>;
}

/** One week's count of one search query (issue 42): nothing about who searched. */
export interface SearchQueryWeeksTable {
  week: ColumnType<string, string, string>;
  /** The words, only once searched SEARCH_INSIGHT_MIN_SEARCHES times that week (issue 54); null before. */
  query: string | null;
  searches: Generated<number>;
  found_nothing: Generated<number>;
  /** A digest of the week and the words; '' for an ended week's remainder (its rarer queries' counts). */
  digest: string;
}

/** Receipts sent to an address nobody has confirmed, per Virginia day (issue 54): a digest of the day and the address, not the address in clear (whoever holds the database can still test a guessed address). */
export interface UnconfirmedMailAllowancesTable {
  recipient: string;
  day: ColumnType<string, string, string>;
  sent: number;
}

/** A combination of a document's facets (issue 42): one integer to count by. */
export interface DocumentFacetSetsTable {
  id: Generated<number>;
  year: number;
  file_type: string;
  tags: number[];
}

/** A visible document as search counts it: all its words, without positions, and its facet set. Kept by triggers. */
export interface DocumentSearchTable {
  document_id: string;
  words: string;
  facets: number;
  /** ISO date (YYYY-MM-DD). */
  published_on: string;
}

/** A word's documents where it weighs most (decision 035). Kept by triggers. */
export interface SearchChampionsTable {
  lexeme: string;
  document_id: string;
  weight: number;
}

/** A word the searchable text holds: what "Did you mean" chooses from. */
export interface SearchWordsTable {
  word: string;
}

export interface CommentThemeTagsTable {
  comment_id: string;
  theme_id: string;
  tagged_by: string | null;
  tagged_at: Generated<Date>;
}

export interface CommentLikesTable {
  id: Generated<string>;
  comment_id: string;
  liker: string;
  created_at: Generated<Date>;
  /** A digest of the comment and the client's address key (issue 54): one like per address; null on likes from before. */
  address_digest: string | null;
}

export interface CommentFlagsTable {
  id: Generated<string>;
  comment_id: string;
  flagger: string;
  reason: string;
  created_at: Generated<Date>;
}

export interface BasemapLandTable {
  id: string;
  name: string;
  geom: WritableGeometry;
}

export interface WorldCountriesTable {
  id: string;
  name: string;
  geom: WritableGeometry;
}

/** One load of basemap data: the embedded default or an OpenStreetMap extract (decision 023). */
export interface BasemapImportsTable {
  id: Generated<number>;
  source: 'embedded' | 'osm';
  file_name: string;
  file_bytes: ColumnType<string, number | string, never>;
  status: ColumnType<'building' | 'active' | 'retired', 'building' | undefined, 'active' | 'retired'>;
  /** Set by SQL when the import is activated. */
  extent: ColumnType<unknown, never, never>;
  counts: ColumnType<Record<string, number>, string | undefined, string>;
  started_at: Generated<Date>;
  activated_at: NullableTimestamp;
}

/** Written only by SQL (INSERT … SELECT from GDAL's staging tables or from GeoJSON). */
export interface BasemapFeaturesTable {
  id: Generated<string>;
  import_id: number;
  layer: string;
  class: string;
  name: string | null;
  ref: string | null;
  min_zoom: number;
  max_zoom: Generated<number>;
  rank: Generated<number>;
  geom: WritableGeometry;
}

export interface BasemapPlaceNamesTable {
  id: Generated<string>;
  import_id: number | null;
  kind: 'place' | 'route' | 'street' | 'address';
  label: string;
  search_text: string;
  /** basemap_key(search_text), kept by Postgres. */
  /** basemap_key(search_text): Postgres cannot tell that it is never null. */
  search_key: ColumnType<string | null, never, never>;
  number: string | null;
  network: string | null;
  locality_fips: string | null;
  locality: string | null;
  rank: Generated<number>;
  point: WritableGeometry;
  bbox: WritableGeometry;
}

export interface SpatialSubmissionsTable {
  id: Generated<number>;
  user_id: string;
  locality_fips: string;
  title: string;
  description: string;
  category: string;
  layer_id: string | null;
  created_at: Generated<Date>;
}

export interface SubmissionVersionsTable {
  submission_id: number;
  version: number;
  file_key: string;
  file_name: string;
  file_type: SubmissionFileType;
  file_bytes: ColumnType<string, number, number>;
  source_srid: number | null;
  source_crs: Generated<string>;
  crs_from_file: Generated<boolean>;
  layer_name: string | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface SubmissionStatusRecordsTable {
  id: Generated<string>;
  submission_id: number;
  version: number;
  status: SubmissionStatus;
  actor: SubmissionActor;
  actor_user_id: string | null;
  note: Generated<string>;
  created_at: Generated<Date>;
}

export interface SubmissionFeaturesTable {
  id: Generated<string>;
  submission_id: number;
  version: number;
  feature_index: number;
  properties: ColumnType<unknown, string, string>;
  geom: WritableGeometry;
}

export interface LocalityIndicatorsTable {
  fips: string;
  year: number;
  population: number;
  employment: number;
}

export interface MidTermNeedsTable {
  id: string;
  district: string;
  travel_market: string;
  category: string;
  priority: number;
  miles: ColumnType<string, number, number>;
}

export interface StatisticsVersionsTable {
  version: GeneratedAlways<number>;
  computed_at: Generated<Date>;
  reason: string;
  content_hash: string;
  duration_ms: number;
  row_counts: ColumnType<Record<string, number>, string, never>;
}

export interface StatisticsTable {
  version: number;
  dataset: string;
  rows: ColumnType<unknown, string, never>;
}

/** One imported FAF file (issue 40): the zone file or the state file, at most one of each. */
export interface FreightDatasetsTable {
  id: GeneratedAlways<number>;
  geography: string;
  release: string;
  file_name: string;
  years: number[];
  /** Parallel to years: base, final, preliminary or forecast. */
  year_kinds: string[];
  measures: string[];
  lines: number;
  imported_at: Generated<Date>;
  /** The seed's generated sample, not an imported FHWA file (issue 57). */
  sample: Generated<boolean>;
}

/** A kept line of a FAF file with every code; orig and dest are zones or states by the dataset's geography. */
export interface FreightLinesTable {
  dataset_id: number;
  line: number;
  fr_orig: number | null;
  orig: number;
  dest: number;
  fr_dest: number | null;
  fr_inmode: number | null;
  mode: number;
  fr_outmode: number | null;
  commodity: number;
  trade_type: number;
  dist_band: number | null;
}

/** A line's figures for one year; a measure the file lacks is null. */
export interface FreightMeasuresTable {
  dataset_id: number;
  year: number;
  line: number;
  tons: number;
  value: number;
  current_value: number | null;
  tmiles: number | null;
  tons_low: number | null;
  tons_high: number | null;
  value_low: number | null;
  value_high: number | null;
}

export interface GapTaApplicationsTable {
  id: Generated<number>;
  locality_fips: string;
  organization: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  component: string;
  project_title: string;
  project_description: string;
  area: WritableGeometry;
  status: Generated<'received' | 'under review' | 'awarded' | 'not selected'>;
  staff_note: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  updated_by: string | null;
}

export interface DocumentsTable {
  id: Generated<string>;
  file_name: string;
  title: string;
  description: Generated<string>;
  /** ISO date (YYYY-MM-DD). */
  published_on: string;
  file_type: string;
  content_type: string;
  size_bytes: ColumnType<string, number, number>;
  storage_key: string;
  accessible: Generated<boolean>;
  hidden: Generated<boolean>;
  archived: Generated<boolean>;
  extraction: Generated<'pending' | 'done' | 'failed' | 'none'>;
  extraction_note: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  search: GeneratedAlways<string>;
  /** The worker's PDF/UA check: pending until it runs; none for a file that is not a PDF. */
  accessibility_check: Generated<'pending' | 'passed' | 'failed' | 'none'>;
  accessibility_findings: ColumnType<PdfAccessibilityFinding[], string | undefined, string>;
  accessibility_checked_at: Date | null;
  verified_by: string | null;
  verified_at: Date | null;
  accessibility_exception: 'archived' | 'preexisting' | null;
  exception_reason: Generated<string>;
  exception_decided_by: string | null;
  exception_decided_at: Date | null;
  /** In the trash since (issue 56): restorable until the purge, 30 days on. Always null through the `documents` view. */
  trashed_at: Date | null;
  trashed_by: string | null;
}

export interface DocumentWebVersionsTable {
  document_id: string;
  version: ColumnType<WebVersion, string, string>;
  made_at: Generated<Date>;
}

export interface DocumentDownloadsTable {
  document_id: string;
  /** ISO date (YYYY-MM-DD), Virginia time. */
  day: ColumnType<string, string, string>;
  downloads: Generated<number>;
}

export interface AccessibilityRequestsTable {
  id: Generated<string>;
  /** Null once the document has been purged from the trash; the request stays (issue 56). */
  document_id: string | null;
  /** The document as it was named when the request came: the request reads the same after a purge. */
  document_title: string;
  document_file_name: string;
  name: string;
  email: string;
  phone: Generated<string>;
  format: AccessibleFormat;
  details: Generated<string>;
  status: Generated<AccessibilityRequestStatus>;
  received_at: Generated<Date>;
  /** ISO date (YYYY-MM-DD): 15 working days after receipt. */
  due_on: ColumnType<string, string, string>;
  reminded_at: Date | null;
  closed_at: Date | null;
  /** Who marked it sent or closed (issue 59: the trail of handled requests). */
  closed_by: string | null;
  staff_note: Generated<string>;
  updated_at: Generated<Date>;
  /** The accessible file staff attached, in file storage, and the link the requester's e-mail holds (its token hashed) until `file_until`. */
  file_key: string | null;
  file_name: string | null;
  file_bytes: number | null;
  file_token_hash: string | null;
  file_until: Date | null;
}

/** A passkey sign-in begun with nobody named (issue 59): its challenge, under the hash of the browser's token. */
export interface PasskeySignInChallengesTable {
  token_hash: string;
  challenge: string;
  callback_url: Generated<string>;
  expires_at: Generated<Date>;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
}

export interface DocumentTagsTable {
  document_id: string;
  tag_id: number;
}

export interface DocumentChunksTable {
  document_id: string;
  chunk: number;
  body: string;
  search: GeneratedAlways<string>;
}

export interface UpdateRedirectsTable {
  old_id: string;
  new_id: string;
  created_at: Generated<Date>;
}

export interface ContentItemsTable {
  id: Generated<string>;
  kind: string;
  public_key: string | null;
  status: 'draft' | 'scheduled' | 'published' | 'unpublished';
  version: Generated<number>;
  published_revision: number | null;
  publish_at: NullableTimestamp;
  title: string;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface ContentRevisionsTable {
  item_id: string;
  number: number;
  fields: ColumnType<Record<string, unknown>, string, string>;
  author_id: string | null;
  note: Generated<string>;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  actor_id: string | null;
  action: string;
  subject: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface SuppressionsTable {
  /** Lower-cased. */
  email: string;
  reason: 'bounce' | 'complaint' | 'admin';
  detail: Generated<string>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export type CampaignRecipientStatus = 'queued' | 'sent' | 'skipped' | 'failed';

export interface CampaignsTable {
  id: Generated<string>;
  subject: string;
  /** Markdown. */
  body: string;
  status: ColumnType<CampaignStatus, CampaignStatus | undefined, CampaignStatus>;
  version: Generated<number>;
  send_at: Date | null;
  rendered_version: number | null;
  rendered_html: string | null;
  rendered_text: string | null;
  recipient_count: number | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface CampaignRecipientsTable {
  campaign_id: string;
  subscriber_id: string;
  batch: number;
  status: ColumnType<CampaignRecipientStatus, CampaignRecipientStatus | undefined, CampaignRecipientStatus>;
  detail: Generated<string>;
  handled_at: Date | null;
}

export interface AlertSubscriptionsTable {
  id: Generated<string>;
  email: string;
  localities: string[];
  topics: AlertTopic[];
  frequency: AlertFrequency;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  confirmation_sent_at: Date | null;
  digest_through: Date | null;
  created_at: Generated<Date>;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  last_alert_at: Date | null;
  alert_due_at: Date | null;
  alert_sending_until: Date | null;
}

export interface AlertTokensTable {
  token_hash: string;
  subscription_id: string;
  created_at: Generated<Date>;
}

export interface Database {
  alert_subscriptions: AlertSubscriptionsTable;
  alert_tokens: AlertTokensTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  suppressions: SuppressionsTable;
  update_redirects: UpdateRedirectsTable;
  content_items: ContentItemsTable;
  content_revisions: ContentRevisionsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  email_deliveries: EmailDeliveriesTable;
  localities: LocalitiesTable;
  pages: PagesTable;
  updates: UpdatesTable;
  articles: ArticlesTable;
  announcements: AnnouncementsTable;
  events: EventsTable;
  faqs: FaqsTable;
  statutory_requirements: StatutoryRequirementsTable;
  strategic_actions: StrategicActionsTable;
  survey_timeline: SurveyTimelineTable;
  gap_ta_studies: GapTaStudiesTable;
  risk_register: RiskRegisterTable;
  by_the_numbers: ByTheNumbersTable;
  did_you_know: DidYouKnowTable;
  whats_new: WhatsNewTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_unsubscribe_tokens: NewsletterUnsubscribeTokensTable;
  trusted_devices: TrustedDevicesTable;
  cache_tags: CacheTagsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_tokens: SignInTokensTable;
  layers: LayersTable;
  layer_features: LayerFeaturesTable;
  interactive_queries: InteractiveQueriesTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  comment_flags: CommentFlagsTable;
  comment_periods: CommentPeriodsTable;
  comment_responses: CommentResponsesTable;
  comment_response_versions: CommentResponseVersionsTable;
  comment_themes: CommentThemesTable;
  comment_theme_tags: CommentThemeTagsTable;
  search_query_weeks: SearchQueryWeeksTable;
  unconfirmed_mail_allowances: UnconfirmedMailAllowancesTable;
  document_search: DocumentSearchTable;
  document_facet_sets: DocumentFacetSetsTable;
  search_champions: SearchChampionsTable;
  search_synonyms: SearchSynonymsTable;
  search_words: SearchWordsTable;
  basemap_land: BasemapLandTable;
  world_countries: WorldCountriesTable;
  basemap_imports: BasemapImportsTable;
  basemap_features: BasemapFeaturesTable;
  basemap_place_names: BasemapPlaceNamesTable;
  spatial_submissions: SpatialSubmissionsTable;
  submission_versions: SubmissionVersionsTable;
  submission_status_records: SubmissionStatusRecordsTable;
  submission_features: SubmissionFeaturesTable;
  locality_indicators: LocalityIndicatorsTable;
  mid_term_needs: MidTermNeedsTable;
  statistics_versions: StatisticsVersionsTable;
  statistics: StatisticsTable;
  freight_datasets: FreightDatasetsTable;
  freight_lines: FreightLinesTable;
  freight_measures: FreightMeasuresTable;
  gap_ta_applications: GapTaApplicationsTable;
  /** The library's rows, those in the trash included: only the trash and its purge read it (decision 037). */
  document_records: DocumentsTable;
  /** A view: the documents not in the trash, which everything else reads and writes. */
  documents: DocumentsTable;
  tags: TagsTable;
  document_tags: DocumentTagsTable;
  document_chunks: DocumentChunksTable;
  document_web_versions: DocumentWebVersionsTable;
  document_downloads: DocumentDownloadsTable;
  accessibility_requests: AccessibilityRequestsTable;
  totp_credentials: TotpCredentialsTable;
  passkeys: PasskeysTable;
  recovery_codes: RecoveryCodesTable;
  second_factor_sign_ins: SecondFactorSignInsTable;
  passkey_registrations: PasskeyRegistrationsTable;
  passkey_sign_in_challenges: PasskeySignInChallengesTable;
  second_factor_policy: SecondFactorPolicyTable;
}

export type Page = Selectable<PagesTable>;
export type Update = Selectable<UpdatesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewEmailDelivery = Insertable<EmailDeliveriesTable>;
