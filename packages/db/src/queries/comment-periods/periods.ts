import { type CommentPeriodFields, periodRefusal, periodState } from '@vtrans/contracts/comment-periods';
import { AppError, invalidFieldsError } from '@vtrans/contracts/errors';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../../db';
import type { Database } from '../../types';
import { enqueue } from '../outbox';
import { VIRGINIA } from './virginia-time';

/*
 * Comment periods (issue 41): the periods themselves, their schedule and the localities they
 * reach. Times are stored as instants; staff type them as Virginia wall-clock times, which
 * Postgres turns into instants by the zone's rules (daylight saving included).
 */

const instantInVirginia = (local: string) => sql<Date>`(${local}::timestamp at time zone ${VIRGINIA})`;
const virginiaWallClock = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${VIRGINIA}, 'YYYY-MM-DD"T"HH24:MI')`;

export interface CommentPeriod {
  id: string;
  title: string;
  description: string;
  subject: string;
  documentId: string | null;
  documentTitle: string | null;
  opensAt: Date;
  closesAt: Date;
  /** The same moments as staff typed them (Virginia wall clock), for the edit form. */
  opensAtLocal: string;
  closesAtLocal: string;
  localities: string[];
  localityNames: string[];
  /** Comments received on it, whether or not they are public. */
  received: number;
  /** What an edit form carries, so a save over a later one is refused (issue 56). */
  version: number;
}

function periods(db: DbOrTrx) {
  return (
    db
      .selectFrom('comment_periods as p')
      // A document held for a second pair of eyes is not the public's yet (decision 054): the period names none meanwhile.
      .leftJoin('documents as d', (join) => join.onRef('d.id', '=', 'p.document_id').on('d.awaiting_approval_as', 'is', null))
      .select([
        'p.id',
        'p.title',
        'p.description',
        'p.subject',
        'p.document_id as documentId',
        'd.title as documentTitle',
        'p.opens_at as opensAt',
        'p.closes_at as closesAt',
        virginiaWallClock('p.opens_at').as('opensAtLocal'),
        virginiaWallClock('p.closes_at').as('closesAtLocal'),
        'p.localities',
        sql<string[]>`array(select l.full_name from localities l where l.fips::text = any(p.localities) order by l.full_name)`.as('localityNames'),
        sql<number>`(select count(*)::int from comments c where c.period_id = p.id and not c.hidden)`.as('received'),
        'p.version',
      ])
  );
}

/** Every period, the latest to close first (the staff list and the public list). */
export async function listCommentPeriods(db: DbOrTrx): Promise<CommentPeriod[]> {
  return periods(db).orderBy('p.closes_at', 'desc').orderBy('p.id').execute();
}

/** The periods open at `at` (by default the database's now), closing soonest first. */
export async function listOpenCommentPeriods(db: DbOrTrx, at?: Date): Promise<CommentPeriod[]> {
  const now = at ? sql<Date>`${at}::timestamptz` : sql<Date>`now()`;
  return periods(db).where('p.opens_at', '<=', now).where('p.closes_at', '>', now).orderBy('p.closes_at').orderBy('p.id').execute();
}

export async function findCommentPeriod(db: DbOrTrx, id: string): Promise<CommentPeriod | null> {
  return (await periods(db).where('p.id', '=', id).executeTakeFirst()) ?? null;
}

/** The periods announced at their opening, newest first: the program-updates feed lists them. */
export async function listOpenedCommentPeriods(db: DbOrTrx, limit: number): Promise<CommentPeriod[]> {
  return periods(db)
    .where('p.opens_at', '<=', sql<Date>`now()`)
    .orderBy('p.opens_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Refuses a new comment on a period that is not open now, by the database's clock, with the
 * words the form shows; the row stays share-locked until the comment commits.
 */
export async function assertPeriodTakesComments(trx: Transaction<Database>, periodId: string): Promise<void> {
  const period = await trx
    .selectFrom('comment_periods')
    .select(['title', 'opens_at as opensAt', 'closes_at as closesAt', sql<Date>`now()`.as('now')])
    .where('id', '=', periodId)
    .forShare()
    .executeTakeFirst();
  if (!period) throw invalidFieldsError({ periodId: 'Please choose a comment period from the list.' });
  const refusal = periodRefusal(period, periodState(period, period.now));
  if (refusal) throw new AppError('conflict', refusal, { fields: { periodId: refusal } });
}

/** The localities and the document chosen exist; the document is in the library, or is the one the period shows already (kept while it is in the trash: issue 56). */
export async function checkLocalitiesAndDocument(trx: DbOrTrx, fields: CommentPeriodFields, currentDocumentId: string | null = null): Promise<void> {
  if (fields.localities.length) {
    const known = await trx
      .selectFrom('localities')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql<boolean>`fips::text = any(${fields.localities}::text[])`)
      .executeTakeFirstOrThrow();
    if (known.n !== fields.localities.length) throw invalidFieldsError({ localities: 'Please choose localities from the list.' });
  }
  if (
    fields.documentId &&
    fields.documentId !== currentDocumentId &&
    !(await trx.selectFrom('documents').select('id').where('id', '=', fields.documentId).where('awaiting_approval_as', 'is', null).executeTakeFirst())
  ) {
    throw invalidFieldsError({ documentId: 'Please choose a document from the list.' });
  }
}

/**
 * The worker's jobs at the period's opening (announce it: feeds, locality alerts, the pages) and
 * closing (the pages). Each carries the moment it was scheduled for; if staff move the dates, the
 * old job finds them changed and does nothing, and the new dates get jobs of their own.
 */
async function scheduleMoments(trx: Transaction<Database>, periodId: string, moments: { opensAt?: Date; closesAt?: Date }): Promise<void> {
  if (moments.opensAt)
    await enqueue(trx, { name: 'comment-period.opened', payload: { periodId, at: moments.opensAt.toISOString() } }, { runAfter: moments.opensAt });
  if (moments.closesAt)
    await enqueue(trx, { name: 'comment-period.closed', payload: { periodId, at: moments.closesAt.toISOString() } }, { runAfter: moments.closesAt });
}

const periodColumns = (fields: CommentPeriodFields) => ({
  title: fields.title,
  description: fields.description,
  subject: fields.subject,
  document_id: fields.documentId ?? null,
  opens_at: instantInVirginia(fields.opensAt),
  closes_at: instantInVirginia(fields.closesAt),
  localities: sql<string[]>`${fields.localities}::text[]`,
});

export async function createCommentPeriod(trx: Transaction<Database>, fields: CommentPeriodFields, staffUserId: string): Promise<string> {
  await checkLocalitiesAndDocument(trx, fields);
  const row = await trx
    .insertInto('comment_periods')
    .values({ ...periodColumns(fields), created_by: staffUserId, updated_by: staffUserId })
    .returning(['id', 'opens_at', 'closes_at'])
    .executeTakeFirstOrThrow();
  await scheduleMoments(trx, row.id, { opensAt: row.opens_at, closesAt: row.closes_at });
  return row.id;
}

/**
 * A period as an edit reads it, locked (issue 56): its fields as saved, its version, who saved it
 * last and when, and how many comments it holds. Null for no such period.
 */
export async function periodForEdit(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('comment_periods as p')
    .leftJoin('users as u', 'u.id', 'p.updated_by')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.subject',
      'p.document_id as documentId',
      'p.localities',
      'p.opens_at as opensAt',
      'p.closes_at as closesAt',
      'p.version',
      'p.updated_at as savedAt',
      'u.email as savedBy',
    ])
    .select(sql<number>`(select count(*)::int from comments c where c.period_id = p.id)`.as('comments'))
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
}
export type PeriodAsRead = NonNullable<Awaited<ReturnType<typeof periodForEdit>>>;

/** The moments a period's wall-clock times in Virginia name. */
export async function periodMoments(db: DbOrTrx, fields: { opensAt: string; closesAt: string }): Promise<{ opensAt: Date; closesAt: Date }> {
  const { rows } = await sql<{
    opensAt: Date;
    closesAt: Date;
  }>`select ${instantInVirginia(fields.opensAt)} as "opensAt", ${instantInVirginia(fields.closesAt)} as "closesAt"`.execute(db);
  return rows[0]!;
}

/**
 * A period's new fields, over the version the editor read: 'not-found'; `stale` with the period as
 * it is now when someone saved it since (nothing is saved); else saved, as version + 1. Moving a
 * date that has not passed yet schedules its job again.
 */
export async function updateCommentPeriod(
  trx: Transaction<Database>,
  id: string,
  fields: CommentPeriodFields,
  version: number,
  staffUserId: string,
): Promise<'saved' | 'not-found' | { stale: PeriodAsRead }> {
  const before = await periodForEdit(trx, id);
  if (!before) return 'not-found';
  if (before.version !== version) return { stale: before };
  await checkLocalitiesAndDocument(trx, fields, before.documentId);
  const columns = periodColumns(fields);
  // On the right of SET a column is its old value: a moment that moved is no longer noted.
  const after = await trx
    .updateTable('comment_periods')
    .set({
      ...columns,
      opening_noted_at: sql`case when opens_at = ${columns.opens_at} then opening_noted_at end`,
      closing_noted_at: sql`case when closes_at = ${columns.closes_at} then closing_noted_at end`,
      version: sql`version + 1`,
      updated_at: sql`now()`,
      updated_by: staffUserId,
    })
    .where('id', '=', id)
    .returning(['opens_at', 'closes_at'])
    .executeTakeFirstOrThrow();
  await scheduleMoments(trx, id, {
    opensAt: after.opens_at.getTime() !== before.opensAt.getTime() ? after.opens_at : undefined,
    closesAt: after.closes_at.getTime() !== before.closesAt.getTime() ? after.closes_at : undefined,
  });
  return 'saved';
}

/**
 * The worker's note that a period opened (or closed) at `at`: the write tells the page cache, so
 * the home and meetings pages show it from that moment. Null when the job is stale (the dates
 * moved since it was scheduled); else the localities the period covers (empty: statewide). A
 * retried job notes it again harmlessly and keeps the first time.
 */
export async function noteCommentPeriodMoment(db: DbOrTrx, periodId: string, moment: 'opened' | 'closed', at: Date): Promise<{ localities: string[] } | null> {
  const [column, noted] = moment === 'opened' ? (['opens_at', 'opening_noted_at'] as const) : (['closes_at', 'closing_noted_at'] as const);
  const row = await db
    .updateTable('comment_periods')
    .set({ [noted]: sql`coalesce(${sql.ref(noted)}, now())` })
    .where('id', '=', periodId)
    .where(column, '=', at)
    .returning('localities')
    .executeTakeFirst();
  return row ?? null;
}

/** Every Virginia locality's code: a statewide period is news for every follower. */
export async function allLocalityCodes(db: DbOrTrx): Promise<string[]> {
  return (
    await db
      .selectFrom('localities')
      .select(sql<string>`fips::text`.as('fips'))
      .execute()
  ).map((row) => row.fips);
}
