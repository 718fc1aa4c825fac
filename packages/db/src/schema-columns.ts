import type { Database } from './types';

/**
 * The columns of every table, as data. The compiler checks this list against the `Database`
 * interface both ways (nothing extra, nothing missing), and
 * `tests/integration/schema-types.test.ts` checks it against the migrated database — together
 * they keep the hand-written types in step with `migrations/`.
 */
export const tableColumns = {
  outbox: ['id', 'seq', 'event', 'queue', 'payload', 'created_at', 'dispatched_at', 'dispatch_count', 'completed_at', 'failed_at', 'last_error', 'run_after'],
  email_deliveries: ['idempotency_key', 'message_id', 'template', 'recipients', 'subject', 'sent_at'],
  localities: ['fips', 'name', 'full_name', 'kind', 'geom', 'label_point', 'boundary_approximated', 'district'],
  pages: ['route', 'title', 'description', 'keywords', 'heading', 'intro', 'body', 'updated_at', 'search'],
  updates: ['id', 'published_on', 'title', 'intro', 'body', 'search', 'updated_at', 'localities'],
  articles: ['name', 'title', 'intro', 'body', 'meeting_on', 'location', 'search', 'updated_at', 'starts_at', 'time_zone', 'online_url', 'document_ids', 'localities', 'duration_minutes'],
  update_redirects: ['old_id', 'new_id', 'created_at'],
  content_items: ['id', 'kind', 'public_key', 'status', 'version', 'published_revision', 'publish_at', 'title', 'updated_by', 'updated_at'],
  content_revisions: ['item_id', 'number', 'fields', 'author_id', 'note', 'created_at'],
  audit_log: ['id', 'actor_id', 'action', 'subject', 'details', 'created_at'],
  alert_subscriptions: ['id', 'email', 'localities', 'topics', 'frequency', 'status', 'confirm_token_hash', 'confirmation_sent_at', 'digest_through', 'created_at', 'confirmed_at', 'unsubscribed_at', 'last_alert_at', 'alert_due_at', 'alert_sending_until'],
  alert_tokens: ['token_hash', 'subscription_id', 'created_at'],
  campaigns: ['id', 'subject', 'body', 'status', 'version', 'send_at', 'rendered_version', 'rendered_html', 'rendered_text', 'recipient_count', 'created_by', 'updated_by', 'created_at', 'updated_at', 'started_at', 'finished_at'],
  campaign_recipients: ['campaign_id', 'subscriber_id', 'batch', 'status', 'detail', 'handled_at'],
  suppressions: ['email', 'reason', 'detail', 'created_by', 'created_at'],
  announcements: ['id', 'published_on', 'message', 'href', 'pages', 'show_until'],
  events: ['id', 'title', 'starts_at', 'location', 'description', 'article_name'],
  faqs: ['id', 'topic', 'question', 'answer', 'position', 'search'],
  statutory_requirements: ['id', 'citation', 'title', 'summary', 'level', 'position'],
  strategic_actions: ['code', 'theme', 'title', 'description', 'status', 'position'],
  survey_timeline: ['id', 'milestone_on', 'title', 'description'],
  gap_ta_studies: ['id', 'title', 'locality_fips', 'fiscal_year', 'component', 'summary', 'status', 'area', 'documents'],
  risk_register: ['id', 'megatrend', 'macrotrend', 'kind', 'description', 'indicator', 'position'],
  by_the_numbers: ['id', 'label', 'value', 'unit', 'source', 'position'],
  did_you_know: ['id', 'fact', 'source'],
  whats_new: ['id', 'published_on', 'title', 'href'],
  contact_messages: ['id', 'name', 'email', 'message', 'created_at'],
  newsletter_subscribers: [
    'id',
    'email',
    'first_name',
    'last_name',
    'status',
    'confirm_token_hash',
    'confirmation_sent_at',
    'created_at',
    'confirmed_at',
    'unsubscribed_at',
  ],
  newsletter_unsubscribe_tokens: ['token_hash', 'subscriber_id', 'created_at'],
  trusted_devices: ['token_hash', 'user_id', 'created_at'],
  cache_tags: ['tag', 'version', 'changed_at'],
  users: ['id', 'email', 'name', 'role', 'locality_fips', 'password_hash', 'created_at', 'updated_at', 'last_sign_in_at', 'disabled_at'],
  sessions: ['id', 'user_id', 'created_at', 'last_seen_at', 'expires_at'],
  sign_in_tokens: ['token_hash', 'email', 'expires_at', 'used_at', 'created_at'],
  layers: ['id', 'name', 'description', 'category', 'geometry_type', 'style', 'source', 'published', 'position', 'version', 'updated_at', 'feature_count', 'extent'],
  layer_features: ['id', 'layer_id', 'feature_key', 'properties', 'geom'],
  interactive_queries: ['id', 'state', 'created_at'],
  comments: ['id', 'geom', 'category', 'text', 'name', 'email', 'user_id', 'hidden', 'response', 'responded_at', 'responded_by', 'flags_reviewed_at', 'location_note', 'created_at'],
  comment_flags: ['id', 'comment_id', 'flagger', 'reason', 'created_at'],
  basemap_land: ['id', 'name', 'geom'],
  basemap_imports: ['id', 'source', 'file_name', 'file_bytes', 'status', 'extent', 'counts', 'started_at', 'activated_at'],
  basemap_features: ['id', 'import_id', 'layer', 'class', 'name', 'ref', 'min_zoom', 'max_zoom', 'rank', 'geom'],
  basemap_place_names: ['id', 'import_id', 'kind', 'label', 'search_text', 'search_key', 'number', 'network', 'locality_fips', 'locality', 'rank', 'point', 'bbox'],
  world_countries: ['id', 'name', 'geom'],
  spatial_submissions: ['id', 'user_id', 'locality_fips', 'title', 'description', 'category', 'layer_id', 'created_at'],
  submission_versions: ['submission_id', 'version', 'file_key', 'file_name', 'file_type', 'file_bytes', 'source_srid', 'report', 'created_at', 'source_crs', 'crs_from_file', 'layer_name'],
  submission_status_records: ['id', 'submission_id', 'version', 'status', 'actor', 'actor_user_id', 'note', 'created_at'],
  submission_features: ['id', 'submission_id', 'version', 'feature_index', 'properties', 'geom'],
  comment_likes: ['id', 'comment_id', 'liker', 'created_at'],
  locality_indicators: ['fips', 'year', 'population', 'employment'],
  mid_term_needs: ['id', 'district', 'travel_market', 'category', 'priority', 'miles'],
  statistics_versions: ['version', 'computed_at', 'reason', 'content_hash', 'duration_ms', 'row_counts'],
  statistics: ['version', 'dataset', 'rows'],
  freight_flows: ['id', 'fr_orig', 'orig_zone', 'dest_zone', 'fr_dest', 'trade_type', 'mode', 'commodity', 'year', 'tons', 'value', 'orig_state', 'dest_state'],
  freight_lanes: ['orig_zone', 'dest_zone', 'mode', 'year', 'tons', 'value', 'orig_state', 'dest_state'],
  documents: ['id', 'file_name', 'title', 'description', 'published_on', 'file_type', 'content_type', 'size_bytes', 'storage_key', 'accessible', 'hidden', 'archived', 'extraction', 'extraction_note', 'created_at', 'updated_at', 'search'],
  tags: ['id', 'name'],
  document_tags: ['document_id', 'tag_id'],
  document_chunks: ['document_id', 'chunk', 'body', 'search'],
  gap_ta_applications: ['id', 'locality_fips', 'organization', 'contact_name', 'contact_email', 'contact_phone', 'component', 'project_title', 'project_description', 'area', 'status', 'staff_note', 'created_at', 'updated_at', 'updated_by'],
} as const satisfies { [Table in keyof Database]: readonly (keyof Database[Table])[] };

type UnlistedColumns = {
  [Table in keyof Database]: Exclude<keyof Database[Table], (typeof tableColumns)[Table][number]>;
}[keyof Database];
// Fails to compile, naming the column, when an interface has a column the list lacks.
export const everyColumnListed: [UnlistedColumns] extends [never] ? true : UnlistedColumns = true;
