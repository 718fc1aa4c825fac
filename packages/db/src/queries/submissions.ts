import { noteRequired, type SubmissionActor, type SubmissionFileType, type SubmissionStatus, transition } from '@vtrans/contracts';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';

export interface SubmissionFile {
  key: string;
  name: string;
  type: SubmissionFileType;
  bytes: number;
  sourceSrid: number;
}

/** The latest version of a submission and that version's latest status; null for no such submission. */
export async function currentSubmissionStatus(db: DbOrTrx, submissionId: number): Promise<{ version: number; status: SubmissionStatus } | null> {
  const row = await db
    .selectFrom('submission_status_records')
    .select(['version', 'status'])
    .where('submission_id', '=', submissionId)
    .orderBy('version', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export type StatusChange = 'recorded' | 'not-found' | { refused: string };

/**
 * Moves a submission's latest version to `to`, if the state machine (packages/contracts) lets
 * `actor` do that from where it is now, appending a status record. The submission row is locked
 * first, so two concurrent moves are decided one after the other and the second sees the first.
 */
export async function recordSubmissionStatus(
  trx: Transaction<Database>,
  change: { submissionId: number; to: SubmissionStatus; actor: SubmissionActor; actorUserId?: string | null; note?: string },
): Promise<StatusChange> {
  const locked = await trx.selectFrom('spatial_submissions').select('id').where('id', '=', change.submissionId).forUpdate().executeTakeFirst();
  if (!locked) return 'not-found';
  const current = await currentSubmissionStatus(trx, change.submissionId);
  if (!current) return 'not-found';
  const verdict = transition(current.status, change.to, change.actor);
  if (!verdict.ok) return { refused: verdict.reason };
  const note = change.note?.trim() ?? '';
  if (noteRequired(change.to) && !note) return { refused: 'Please add a note saying why, so the submitter knows what to do.' };
  await trx
    .insertInto('submission_status_records')
    .values({ submission_id: change.submissionId, version: current.version, status: change.to, actor: change.actor, actor_user_id: change.actorUserId ?? null, note })
    .execute();
  return 'recorded';
}

/** A version's file, its first status record (submitted) and the processing job, in the caller's transaction. */
async function addVersion(trx: Transaction<Database>, submissionId: number, version: number, file: SubmissionFile, userId: string) {
  await trx
    .insertInto('submission_versions')
    .values({ submission_id: submissionId, version, file_key: file.key, file_name: file.name, file_type: file.type, file_bytes: file.bytes, source_srid: file.sourceSrid })
    .execute();
  await trx.insertInto('submission_status_records').values({ submission_id: submissionId, version, status: 'submitted', actor: 'submitter', actor_user_id: userId }).execute();
  await enqueue(trx, { name: 'submission.process', payload: { submissionId, version } });
}

/** A new submission: its row, version 1 with its file, the first status record and the processing job, together. */
export async function createSubmission(
  trx: Transaction<Database>,
  submission: { userId: string; localityFips: string; title: string; description: string; category: string; file: SubmissionFile },
): Promise<number> {
  const { id } = await trx
    .insertInto('spatial_submissions')
    .values({ user_id: submission.userId, locality_fips: submission.localityFips, title: submission.title, description: submission.description, category: submission.category })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addVersion(trx, id, 1, submission.file, submission.userId);
  return id;
}

/**
 * After changes were requested, the submitter sends a new file: a new version of the same
 * submission, starting again at submitted. Only the submitter, and only from changes requested.
 */
export async function resubmit(
  trx: Transaction<Database>,
  resubmission: { submissionId: number; userId: string; file: SubmissionFile },
): Promise<{ version: number } | 'not-found' | { refused: string }> {
  const owned = await trx
    .selectFrom('spatial_submissions')
    .select('id')
    .where('id', '=', resubmission.submissionId)
    .where('user_id', '=', resubmission.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!owned) return 'not-found';
  const current = await currentSubmissionStatus(trx, resubmission.submissionId);
  if (current?.status !== 'changes_requested') {
    return { refused: 'A new version can be sent only after staff have asked for changes.' };
  }
  const version = current.version + 1;
  await addVersion(trx, resubmission.submissionId, version, resubmission.file, resubmission.userId);
  return { version };
}

/** Every status record of a submission, oldest first: the history the submitter sees. */
export async function submissionHistory(db: DbOrTrx, submissionId: number) {
  return db
    .selectFrom('submission_status_records')
    .select(['version', 'status', 'actor', 'note', 'created_at'])
    .where('submission_id', '=', submissionId)
    .orderBy('id')
    .execute();
}

/** The latest status of each submission's latest version, as a column. */
const latestStatus = sql<SubmissionStatus>`(select r.status from submission_status_records r
  where r.submission_id = s.id order by r.version desc, r.id desc limit 1)`;

/** Submissions with their current status and latest version, newest first; one submitter's when `userId` is given. */
export async function listSubmissions(db: DbOrTrx, filter: { userId?: string } = {}) {
  let query = db
    .selectFrom('spatial_submissions as s')
    .innerJoin('localities as l', 'l.fips', 's.locality_fips')
    .select(['s.id', 's.user_id', 's.title', 's.category', 's.layer_id', 's.created_at', 'l.full_name as locality'])
    .select(latestStatus.as('status'))
    .select(sql<number>`(select max(v.version) from submission_versions v where v.submission_id = s.id)`.as('version'))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc');
  if (filter.userId) query = query.where('s.user_id', '=', filter.userId);
  return query.execute();
}

/** One submission with its versions and whole status history; null when there is none. */
export async function findSubmission(db: DbOrTrx, id: number) {
  const submission = await db
    .selectFrom('spatial_submissions as s')
    .innerJoin('localities as l', 'l.fips', 's.locality_fips')
    .select(['s.id', 's.user_id', 's.title', 's.description', 's.category', 's.layer_id', 's.created_at', 's.locality_fips', 'l.full_name as locality'])
    .select(latestStatus.as('status'))
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!submission) return null;
  const [versions, history] = await Promise.all([
    db
      .selectFrom('submission_versions')
      .select(['version', 'file_name', 'file_type', 'file_bytes', 'source_srid', 'report', 'created_at'])
      .where('submission_id', '=', id)
      .orderBy('version')
      .execute(),
    submissionHistory(db, id),
  ]);
  return { ...submission, versions, history };
}

/** What processing found, shown to the submitter and reviewers. */
export interface ProcessingReport {
  features: number;
  /** Features whose geometry was invalid and was repaired (ST_MakeValid). */
  repaired: number;
  /** Features left out: no geometry, or nothing left of it after repair. */
  dropped: number;
  geometryTypes: string[];
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number] | null;
  localities: string[];
}

const featureBatchSize = 1_000;

/**
 * Loads a version's features into PostGIS in batches: each geometry is read from GeoJSON in the
 * source system, reprojected to WGS 84 and repaired. Earlier rows of the same version go first,
 * so a retried job leaves exactly one copy. Runs in the caller's transaction.
 */
export async function loadSubmissionFeatures(
  trx: Transaction<Database>,
  load: { submissionId: number; version: number; sourceSrid: number; features: { geometry: unknown; properties: Record<string, unknown> }[] },
): Promise<ProcessingReport> {
  await trx.deleteFrom('submission_features').where('submission_id', '=', load.submissionId).where('version', '=', load.version).execute();
  let repaired = 0;
  let dropped = 0;
  for (let start = 0; start < load.features.length; start += featureBatchSize) {
    const batch = load.features.slice(start, start + featureBatchSize).map((feature, offset) => ({
      index: start + offset,
      geometry: feature.geometry ?? null,
      properties: feature.properties,
    }));
    const result = await sql<{ repaired: number; dropped: number }>`
      with input as (
        select (item->>'index')::int as feature_index, item->'properties' as properties,
               case when item->'geometry' is null or jsonb_typeof(item->'geometry') = 'null' then null
                    else st_transform(st_setsrid(st_geomfromgeojson(item->'geometry'), ${load.sourceSrid}::int), 4326) end as raw
        from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as item
      ),
      repaired as (
        select feature_index, properties, raw, case when raw is null then null else st_makevalid(raw) end as geom from input
      ),
      inserted as (
        insert into submission_features (submission_id, version, feature_index, properties, geom)
        select ${load.submissionId}::int, ${load.version}::int, feature_index, coalesce(properties, '{}'::jsonb), geom
        from repaired where geom is not null and not st_isempty(geom)
        returning 1
      )
      select (count(*) filter (where raw is not null and not st_isvalid(raw)))::int as repaired,
             (count(*) filter (where geom is null or st_isempty(geom)))::int as dropped
      from repaired`.execute(trx);
    repaired += result.rows[0]!.repaired;
    dropped += result.rows[0]!.dropped;
  }
  const summary = await sql<{ features: number; types: string[] | null; bbox: number[] | null; localities: string[] | null }>`
    select count(*)::int as features,
           array_agg(distinct geometrytype(f.geom) order by geometrytype(f.geom)) filter (where f.geom is not null) as types,
           case when count(*) = 0 then null
                else array[st_xmin(st_extent(f.geom)), st_ymin(st_extent(f.geom)), st_xmax(st_extent(f.geom)), st_ymax(st_extent(f.geom))] end as bbox,
           (select array_agg(l.full_name order by l.full_name) from localities l
             where exists (select 1 from submission_features g
                           where g.submission_id = ${load.submissionId}::int and g.version = ${load.version}::int and st_intersects(g.geom, l.geom))) as localities
    from submission_features f
    where f.submission_id = ${load.submissionId}::int and f.version = ${load.version}::int`.execute(trx);
  const row = summary.rows[0]!;
  return {
    features: row.features,
    repaired,
    dropped,
    geometryTypes: row.types ?? [],
    bbox: (row.bbox as ProcessingReport['bbox']) ?? null,
    localities: row.localities ?? [],
  };
}

/** A version's stored file, for the processing job. */
export async function findSubmissionVersion(db: DbOrTrx, submissionId: number, version: number) {
  return db
    .selectFrom('submission_versions')
    .select(['file_key', 'file_type', 'source_srid'])
    .where('submission_id', '=', submissionId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Keeps the processing report with its version. */
export async function saveProcessingReport(trx: Transaction<Database>, submissionId: number, version: number, report: ProcessingReport | { reason: string }) {
  await trx.updateTable('submission_versions').set({ report: JSON.stringify(report) }).where('submission_id', '=', submissionId).where('version', '=', version).execute();
}
