import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types, written by hand to match `migrations/`. `schema-columns.ts` lists the same columns
 * as data, and `tests/integration/schema-types.test.ts` compares that list with the migrated
 * database, so a migration that forgets this file fails CI.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** PostGIS columns are read through ST_ functions, never as raw values. */
type Geometry = ColumnType<unknown, never, never>;

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
}

/** A page body is a list of paragraphs. */
type Paragraphs = ColumnType<string[], string, string>;

export interface PagesTable {
  route: string;
  title: string;
  description: string;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  heading: string;
  intro: string;
  body: Paragraphs;
  updated_at: Timestamp;
}

export interface UpdatesTable {
  id: string;
  /** ISO date (YYYY-MM-DD); the pg driver is told to leave dates as strings. */
  published_on: string;
  title: string;
  intro: string;
  body: Paragraphs;
}

export interface Database {
  outbox: OutboxTable;
  email_deliveries: EmailDeliveriesTable;
  localities: LocalitiesTable;
  pages: PagesTable;
  updates: UpdatesTable;
}

export type Page = Selectable<PagesTable>;
export type Update = Selectable<UpdatesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewEmailDelivery = Insertable<EmailDeliveriesTable>;
