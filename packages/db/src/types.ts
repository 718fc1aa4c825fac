import type { CampaignStatus } from '@vtrans/contracts/campaigns';
import type { AlertFrequency, AlertTopic } from '@vtrans/contracts/alerts';
import type { Role } from '@vtrans/contracts/auth';
import type { Language } from '@vtrans/contracts/languages';
import type { AccessibilityRequestStatus, AccessibleFormat } from '@vtrans/contracts/accessibility-requests';
import type { WebVersion } from '@vtrans/contracts/document-web-version';
import type { PdfAccessibilityFinding } from '@vtrans/contracts/pdf-accessibility';
import type { SubmissionActor, SubmissionFileType, SubmissionStatus } from '@vtrans/contracts/submissions';
import type { ColumnType, Generated, GeneratedAlways, Insertable, RawBuilder, Selectable } from 'kysely';
import type { DB } from './generated/tables';

/**
 * The table types: the migrated database's own (generated/tables.ts, which kysely-codegen writes
 * from the migrations), with the columns the code knows more about than the database narrowed here
 * (a status is a union here, text there; a geometry is read only through SQL; a generated column
 * is never written). A new table or column needs nothing here until the code wants it narrower.
 * `schema-check.ts` holds every narrowing to the database's column, type and nullability, and
 * fails to compile on a narrowing of a column the table does not have.
 */

/** PostGIS columns are read through ST_ functions, never as raw values. */
type Geometry = ColumnType<unknown, never, never>;

/** A geometry the app writes, always through SQL (ST_GeomFromGeoJSON …). */
type WritableGeometry = ColumnType<unknown, RawBuilder<unknown>, never>;

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export type SecondFactorKind = 'totp' | 'passkey' | 'recovery-code';

export type GeometryType = 'point' | 'line' | 'polygon';

/** A layer's features counted by the kind of shape a person would name. */
export type ShapeCounts = Partial<Record<'point' | 'line' | 'polygon' | 'collection', number>>;

export type CommentChannelColumn = 'web' | 'phone' | 'letter' | 'email' | 'meeting';

export type CampaignRecipientStatus = 'queued' | 'sent' | 'skipped' | 'failed';

/** What the code knows of each table beyond what the database says, column by column. */
interface Narrowings {
  outbox: {
    seq: ColumnType<string, never, never>;
    payload: ColumnType<unknown, string, string>;
  };
  localities: {
    kind: 'county' | 'city';
    geom: Geometry;
    label_point: Geometry;
  };
  pages: {
    search: GeneratedAlways<string>;
  };
  updates: {
    search: GeneratedAlways<string>;
  };
  articles: {
    search: GeneratedAlways<string>;
  };
  faqs: {
    search: GeneratedAlways<string>;
  };
  statutory_requirements: {
    level: 'state' | 'federal';
  };
  strategic_actions: {
    status: 'Not started' | 'Underway' | 'Complete';
  };
  gap_ta_studies: {
    status: 'Scoping' | 'Underway' | 'Complete';
    area: Geometry;
    /** [{ title, href }] */
    documents: ColumnType<{ title: string; href: string }[], string | undefined, string>;
  };
  risk_register: {
    megatrend: 'climate' | 'technology' | 'consumption' | 'sociodemographic';
    kind: 'Risk' | 'Opportunity' | 'Risk and opportunity';
  };
  newsletter_subscribers: {
    status: NewsletterStatus;
  };
  users: {
    role: Generated<Role>;
  };
  sessions: {
    /** The second factor this sign-in answered, if it was asked for one. */
    second_factor: SecondFactorKind | null;
  };
  second_factor_sign_ins: {
    first_factor: 'password' | 'link';
    enrolled: 'totp' | 'passkey' | null;
  };
  second_factor_policy: {
    role: Exclude<Role, 'public'>;
  };
  layers: {
    geometry_type: GeometryType;
    style: ColumnType<unknown, string, string>;
    /** How many of its features are points, lines, areas (polygon) and collections; kinds it lacks are absent. */
    shape_counts: ColumnType<ShapeCounts, never, never>;
    /** The download files the worker last wrote (each format's size in bytes), or when its last job for that version failed for good. */
    downloads: ColumnType<{ version: string; sizes?: Record<string, number>; failedAt?: string } | null, never, string>;
    /** [west, south, east, north] in WGS 84; null while it has no features. */
    extent: ColumnType<[number, number, number, number] | null, never, never>;
  };
  layer_features: {
    properties: ColumnType<Record<string, unknown>, string, string>;
    geom: Geometry;
  };
  interactive_queries: {
    state: ColumnType<unknown, string, never>;
  };
  comments: {
    /** Null only for a staff entry that names no place. */
    geom: WritableGeometry | null;
    channel: Generated<CommentChannelColumn>;
    letter_type: 'pdf' | 'png' | 'jpg' | null;
    language: Generated<Language>;
  };
  basemap_land: {
    geom: WritableGeometry;
  };
  world_countries: {
    geom: WritableGeometry;
  };
  /** One load of basemap data: the embedded default or an OpenStreetMap extract (decision 023). */
  basemap_imports: {
    source: 'embedded' | 'osm';
    file_bytes: ColumnType<string, number | string, never>;
    status: ColumnType<'building' | 'active' | 'retired', 'building' | undefined, 'active' | 'retired'>;
    /** Set by SQL when the import is activated. */
    extent: ColumnType<unknown, never, never>;
    counts: ColumnType<Record<string, number>, string | undefined, string>;
  };
  /** Written only by SQL (INSERT … SELECT from GDAL's staging tables or from GeoJSON). */
  basemap_features: {
    geom: WritableGeometry;
  };
  basemap_place_names: {
    kind: 'place' | 'route' | 'street' | 'address';
    /** basemap_key(search_text), kept by Postgres, which cannot tell that it is never null. */
    search_key: ColumnType<string | null, never, never>;
    point: WritableGeometry;
    bbox: WritableGeometry;
  };
  submission_versions: {
    file_type: SubmissionFileType;
    report: ColumnType<unknown, string | null | undefined, string | null>;
  };
  submission_status_records: {
    status: SubmissionStatus;
    actor: SubmissionActor;
  };
  submission_features: {
    properties: ColumnType<unknown, string, string>;
    geom: WritableGeometry;
  };
  statistics_versions: {
    version: GeneratedAlways<number>;
    row_counts: ColumnType<Record<string, number>, string, never>;
  };
  statistics: {
    rows: ColumnType<unknown, string, never>;
  };
  /** One imported FAF file (issue 40): the zone file or the state file, at most one of each. */
  freight_datasets: {
    id: GeneratedAlways<number>;
  };
  gap_ta_applications: {
    area: WritableGeometry;
    status: Generated<'received' | 'under review' | 'awarded' | 'not selected'>;
  };
  document_records: {
    extraction: Generated<'pending' | 'done' | 'failed' | 'none'>;
    search: GeneratedAlways<string>;
    /** The worker's PDF/UA check: pending until it runs; none for a file that is not a PDF. */
    accessibility_check: Generated<'pending' | 'passed' | 'failed' | 'none'>;
    accessibility_findings: ColumnType<PdfAccessibilityFinding[], string | undefined, string>;
    accessibility_exception: 'archived' | 'preexisting' | null;
  };
  document_web_versions: {
    version: ColumnType<WebVersion, string, string>;
  };
  contact_messages: {
    language: Generated<Language>;
  };
  accessibility_requests: {
    language: Generated<Language>;
    format: AccessibleFormat;
    status: Generated<AccessibilityRequestStatus>;
  };
  document_chunks: {
    search: GeneratedAlways<string>;
  };
  content_items: {
    status: 'draft' | 'scheduled' | 'published' | 'unpublished';
  };
  content_revisions: {
    fields: ColumnType<Record<string, unknown>, string, string>;
  };
  content_translations: {
    /** A translated item's fields (contracts/translatable.ts: TranslationFieldsOf its kind), written as JSON text. */
    fields: ColumnType<Record<string, string>, string, string>;
    language: 'es';
    search: GeneratedAlways<string>;
  };
  translation_reviews: {
    /** The Spanish submitted (TranslationFieldsOf the item's kind), or null for "it still says the same", written as JSON text. */
    fields: ColumnType<Record<string, string> | null, string | null, string | null>;
    language: 'es';
  };
  audit_log: {
    id: ColumnType<string, never, never>;
    details: ColumnType<Record<string, unknown>, string | undefined, string>;
  };
  suppressions: {
    reason: 'bounce' | 'complaint' | 'admin';
  };
  campaigns: {
    status: ColumnType<CampaignStatus, CampaignStatus | undefined, CampaignStatus>;
  };
  campaign_recipients: {
    status: ColumnType<CampaignRecipientStatus, CampaignRecipientStatus | undefined, CampaignRecipientStatus>;
  };
  alert_subscriptions: {
    topics: AlertTopic[];
    frequency: AlertFrequency;
    status: 'pending' | 'confirmed' | 'unsubscribed';
  };
}

/** A generated table with some columns replaced by their narrower types. */
type Narrowed<Table, Columns> = Omit<Table, keyof Columns> & Columns;

/** Every table as generated, narrowed where Narrowings says. */
type Tables = { [Table in keyof DB]: Table extends keyof Narrowings ? Narrowed<DB[Table], Narrowings[Table]> : DB[Table] };

/** The columns Narrowings names that the database's table does not have: none, or schema-check.ts fails to compile. */
export type NarrowingsOfMissingColumns = {
  [Table in keyof Narrowings]: Table extends keyof DB ? `${Table}.${Exclude<keyof Narrowings[Table], keyof DB[Table]> & string}` : `${Table}: no such table`;
}[keyof Narrowings];

/**
 * The database as the code sees it. `documents` is a view of the library's rows not in the trash
 * (decision 037): Postgres calls each of its columns nullable, so it wears its table's types.
 */
export type Database = Omit<Tables, 'documents'> & { documents: Tables['document_records'] };

export type Page = Selectable<Database['pages']>;
export type Update = Selectable<Database['updates']>;
export type OutboxRow = Selectable<Database['outbox']>;
export type NewEmailDelivery = Insertable<Database['email_deliveries']>;
