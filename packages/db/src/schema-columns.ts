import type { Database } from './types';

/**
 * The columns of every table, as data. The compiler checks this list against the `Database`
 * interface both ways (nothing extra, nothing missing), and
 * `tests/integration/schema-types.test.ts` checks it against the migrated database — together
 * they keep the hand-written types in step with `migrations/`.
 */
export const tableColumns = {
  outbox: ['id', 'seq', 'event', 'queue', 'payload', 'created_at', 'dispatched_at', 'dispatch_count', 'completed_at', 'failed_at', 'last_error'],
  email_deliveries: ['idempotency_key', 'message_id', 'template', 'recipients', 'subject', 'sent_at'],
  localities: ['fips', 'name', 'full_name', 'kind', 'geom', 'label_point', 'boundary_approximated'],
  pages: ['route', 'title', 'description', 'keywords', 'heading', 'intro', 'body', 'updated_at'],
  updates: ['id', 'published_on', 'title', 'intro', 'body'],
} as const satisfies { [Table in keyof Database]: readonly (keyof Database[Table])[] };

type UnlistedColumns = {
  [Table in keyof Database]: Exclude<keyof Database[Table], (typeof tableColumns)[Table][number]>;
}[keyof Database];
// Fails to compile, naming the column, when an interface has a column the list lacks.
export const everyColumnListed: [UnlistedColumns] extends [never] ? true : UnlistedColumns = true;
