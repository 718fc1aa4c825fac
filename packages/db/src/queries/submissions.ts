import {
  noteRequired,
  resubmittableStatuses,
  type SubmissionActor,
  type SubmissionFileType,
  type SubmissionStatus,
  submitterNotifiedStatuses,
  transition,
} from '@vtrans/contracts/submissions';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';
import { publishSubmissionLayer } from './publish-layer';

export interface SubmissionFile {
  key: string;
  name: string;
  type: SubmissionFileType;
  bytes: number;
  /** The EPSG code of the coordinate system; null for a file's own definition that has none. */
  sourceSrid: number | null;
  /** The system's name, as the submitter saw it. */
  sourceCrs: string;
  /** GDAL reads the file's own definition; otherwise sourceSrid overrides it. */
  crsFromFile: boolean;
  /** The layer to read, for a file with several. */
  layerName: string | null;
}

/** The latest status record of a submission's latest version (of one status, when given); undefined when there is none. */
function latestStatusRecord(db: DbOrTrx, submissionId: number, status?: SubmissionStatus) {
  let query = db.selectFrom('submission_status_records').select(['id', 'version', 'status', 'note']).where('submission_id', '=', submissionId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('version', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The latest version of a submission and that version's latest status (with its note); null for no such submission. */
export async function currentSubmissionStatus(db: DbOrTrx, submissionId: number): Promise<{ version: number; status: SubmissionStatus; note: string } | null> {
  const row = await latestStatusRecord(db, submissionId);
  return row ? { version: row.version, status: row.status, note: row.note } : null;
}

export type StatusChange = 'recorded' | 'not-found' | { refused: string };

/**
 * Whether `actor` may move a submission's latest version to `to` now: its current status, or why
 * not. The submission row is locked first, so two concurrent moves are decided one after the
 * other and the second sees the first; a reviewer's confirmation (issue 56) reads it so too.
 */
export async function submissionChangeAllowed(
  trx: Transaction<Database>,
  change: { submissionId: number; to: SubmissionStatus; actor: SubmissionActor; note?: string },
): Promise<{ version: number; status: SubmissionStatus } | Exclude<StatusChange, 'recorded'>> {
  const locked = await trx.selectFrom('spatial_submissions').select('id').where('id', '=', change.submissionId).forUpdate().executeTakeFirst();
  if (!locked) return 'not-found';
  const current = await currentSubmissionStatus(trx, change.submissionId);
  if (!current) return 'not-found';
  const verdict = transition(current.status, change.to, change.actor);
  if (!verdict.ok) return { refused: verdict.reason };
  if (noteRequired(change.to) && !change.note?.trim()) return { refused: 'Please add a note saying why, so the submitter knows what to do.' };
  return current;
}

/**
 * Moves a submission's latest version to `to`, if submissionChangeAllowed, appending a status
 * record; on "approved" it also publishes that version as the submission's map layer
 * (publishSubmissionLayer), in the same transaction.
 */
export async function moveSubmissionAndPublishIfApproved(
  trx: Transaction<Database>,
  change: { submissionId: number; to: SubmissionStatus; actor: SubmissionActor; actorUserId?: string | null; note?: string },
): Promise<StatusChange> {
  const current = await submissionChangeAllowed(trx, change);
  if (current === 'not-found' || 'refused' in current) return current;
  await appendStatusRecord(trx, {
    submissionId: change.submissionId,
    version: current.version,
    status: change.to,
    actor: change.actor,
    actorUserId: change.actorUserId ?? null,
    note: change.note?.trim() ?? '',
  });
  if (change.to === 'approved') await publishSubmissionLayer(trx, change.submissionId, current.version);
  return 'recorded';
}

/**
 * What a review decision on a submission's latest version reaches (issue 56): its title and
 * locality, the submitter's address, how many features the version would publish and how many the
 * layer shows now (0 before its first approval). Null for no such submission.
 */
export async function reviewDecisionReach(db: DbOrTrx, submissionId: number) {
  const submission = await db
    .selectFrom('spatial_submissions as s')
    .innerJoin('localities as l', 'l.fips', 's.locality_fips')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.title', 's.layer_id', 'l.full_name as locality', sql<string>`l.fips::text`.as('fips'), 'u.email as submitter'])
    .where('s.id', '=', submissionId)
    .executeTakeFirst();
  const current = submission && (await currentSubmissionStatus(db, submissionId));
  if (!submission || !current) return null;
  const count = (query: Promise<{ count: string | number | bigint } | undefined>) => query.then((row) => Number(row?.count ?? 0));
  const [features, published] = await Promise.all([
    count(
      db
        .selectFrom('submission_features')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('submission_id', '=', submissionId)
        .where('version', '=', current.version)
        .executeTakeFirst(),
    ),
    submission.layer_id
      ? count(
          db
            .selectFrom('layer_features')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('layer_id', '=', submission.layer_id)
            .executeTakeFirst(),
        )
      : Promise.resolve(0),
  ]);
  return { ...submission, version: current.version, features, published };
}

/** A version's file, its first status record (submitted, which staff are told about) and the processing job, in the caller's transaction. */
async function addVersion(trx: Transaction<Database>, submissionId: number, version: number, file: SubmissionFile, userId: string, note = '') {
  await trx
    .insertInto('submission_versions')
    .values({
      submission_id: submissionId,
      version,
      file_key: file.key,
      file_name: file.name,
      file_type: file.type,
      file_bytes: file.bytes,
      source_srid: file.sourceSrid,
      source_crs: file.sourceCrs,
      crs_from_file: file.crsFromFile,
      layer_name: file.layerName,
    })
    .execute();
  await appendStatusRecord(trx, { submissionId, version, status: 'submitted', actor: 'submitter', actorUserId: userId, note });
  await enqueue(trx, { name: 'submission.process', payload: { submissionId, version } });
}

/** A status record and, in the same transaction, its event: the worker decides who is told about it. */
async function appendStatusRecord(
  trx: Transaction<Database>,
  record: { submissionId: number; version: number; status: SubmissionStatus; actor: SubmissionActor; actorUserId: string | null; note: string },
) {
  const { id } = await trx
    .insertInto('submission_status_records')
    .values({
      submission_id: record.submissionId,
      version: record.version,
      status: record.status,
      actor: record.actor,
      actor_user_id: record.actorUserId,
      note: record.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(trx, { name: 'submission.status-recorded', payload: { statusRecordId: id } });
}

/**
 * Staff asked for the notice of the latest version's submission again: that version's `submitted`
 * record is announced once more. False for no such submission.
 */
export async function requeueSubmittedNotice(trx: Transaction<Database>, submissionId: number): Promise<boolean> {
  const record = await latestStatusRecord(trx, submissionId, 'submitted');
  if (!record) return false;
  await enqueue(trx, { name: 'submission.status-recorded', payload: { statusRecordId: record.id } });
  return true;
}

/**
 * Staff asked for the submitter to be told again where their submission stands: its latest record
 * is announced once more. False when there is none, or its status is not one the submitter hears about.
 */
export async function requeueCurrentStatusNotice(trx: Transaction<Database>, submissionId: number): Promise<boolean> {
  const latest = await latestStatusRecord(trx, submissionId);
  if (!latest || !submitterNotifiedStatuses.includes(latest.status)) return false;
  await enqueue(trx, { name: 'submission.status-recorded', payload: { statusRecordId: latest.id } });
  return true;
}

/** One status record with what its notices say: the submission, its locality, its submitter and the version's file. */
export async function findStatusRecordForNotification(db: DbOrTrx, statusRecordId: string) {
  return db
    .selectFrom('submission_status_records as r')
    .innerJoin('spatial_submissions as s', 's.id', 'r.submission_id')
    .innerJoin('localities as l', 'l.fips', 's.locality_fips')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('submission_versions as v', (join) => join.onRef('v.submission_id', '=', 'r.submission_id').onRef('v.version', '=', 'r.version'))
    .select(['r.submission_id', 'r.version', 'r.status', 'r.note', 's.title', 's.category', 'l.full_name as locality', 'u.email as submitter', 'v.file_name'])
    .where('r.id', '=', statusRecordId)
    .executeTakeFirst();
}

/** A new submission: its row, version 1 with its file, the first status record and the processing job, together. */
export async function createSubmission(
  trx: Transaction<Database>,
  submission: { userId: string; localityFips: string; title: string; description: string; category: string; file: SubmissionFile },
): Promise<number> {
  const { id } = await trx
    .insertInto('spatial_submissions')
    .values({
      user_id: submission.userId,
      locality_fips: submission.localityFips,
      title: submission.title,
      description: submission.description,
      category: submission.category,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addVersion(trx, id, 1, submission.file, submission.userId);
  return id;
}

/**
 * After changes were requested, or when the file could not be processed, the submitter sends a
 * new file: a new version of the same submission, starting again at submitted. Only the submitter.
 */
export async function resubmit(
  trx: Transaction<Database>,
  /** `note`: what the submitter says of the new version (what changed), kept on its status record for the reviewer. */
  resubmission: { submissionId: number; userId: string; file: SubmissionFile; note?: string },
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
  if (!current || !resubmittableStatuses.includes(current.status)) {
    return { refused: 'A new version can be sent only after staff have asked for changes, or when the file could not be processed.' };
  }
  const version = current.version + 1;
  await addVersion(trx, resubmission.submissionId, version, resubmission.file, resubmission.userId, resubmission.note);
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
/** When the submission took its current status: how long it has been waiting, in the review list. */
const latestStatusAt = sql<Date>`(select r.created_at from submission_status_records r
  where r.submission_id = s.id order by r.version desc, r.id desc limit 1)`;

/** Submissions with their current status and latest version, newest first; one submitter's when `userId` is given. */
export async function listSubmissions(db: DbOrTrx, filter: { userId?: string; status?: SubmissionStatus; localityFips?: string; oldestFirst?: boolean } = {}) {
  let query = db
    .selectFrom('spatial_submissions as s')
    .innerJoin('localities as l', 'l.fips', 's.locality_fips')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.title', 's.category', 's.layer_id', 's.created_at', 'l.full_name as locality', 'u.email as submitter'])
    .select(latestStatus.as('status'))
    .select(latestStatusAt.as('status_at'))
    .select(sql<number>`(select max(v.version) from submission_versions v where v.submission_id = s.id)`.as('version'))
    .select(
      sql<number | null>`(select (v.report->>'features')::int from submission_versions v where v.submission_id = s.id order by v.version desc limit 1)`.as(
        'features',
      ),
    )
    .orderBy('s.created_at', filter.oldestFirst ? 'asc' : 'desc')
    .orderBy('s.id', filter.oldestFirst ? 'asc' : 'desc');
  if (filter.userId) query = query.where('s.user_id', '=', filter.userId);
  if (filter.status) query = query.where(latestStatus, '=', filter.status);
  if (filter.localityFips) query = query.where('s.locality_fips', '=', filter.localityFips);
  return query.execute();
}

/** Staff re-run a failed version: back to processing, and the job queued again, together. */
export async function rerunSubmission(trx: Transaction<Database>, submissionId: number, staffUserId: string): Promise<StatusChange> {
  const outcome = await moveSubmissionAndPublishIfApproved(trx, {
    submissionId,
    to: 'processing',
    actor: 'staff',
    actorUserId: staffUserId,
    note: 'Processing run again.',
  });
  if (outcome !== 'recorded') return outcome;
  const current = (await currentSubmissionStatus(trx, submissionId))!;
  await enqueue(trx, { name: 'submission.process', payload: { submissionId, version: current.version } });
  return outcome;
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
      .select(['version', 'file_name', 'file_type', 'file_bytes', 'source_srid', 'source_crs', 'layer_name', 'report', 'created_at'])
      .where('submission_id', '=', id)
      .orderBy('version')
      .execute(),
    submissionHistory(db, id),
  ]);
  return { ...submission, versions, history };
}
