import {
  type CommentChannel,
  type CommentPeriodFields,
  type PeriodCommentFilters,
  periodRefusal,
  periodState,
  receivedOutsidePeriod,
  type StaffCommentEntry,
} from '@vtrans/contracts/comment-periods';
import { AppError, invalidFieldsError } from '@vtrans/contracts/errors';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';
import { containsPattern } from '../like';

/*
 * Comment periods (issue 41). Times are stored as instants; staff type them as Virginia wall-clock
 * times, which Postgres turns into instants by the zone's rules (daylight saving included).
 */

const VIRGINIA = 'America/New_York';
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
  return db
    .selectFrom('comment_periods as p')
    .leftJoin('documents as d', 'd.id', 'p.document_id')
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
    ]);
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
  return periods(db).where('p.opens_at', '<=', sql<Date>`now()`).orderBy('p.opens_at', 'desc').limit(limit).execute();
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
    const known = await trx.selectFrom('localities').select(sql<number>`count(*)::int`.as('n')).where(sql<boolean>`fips::text = any(${fields.localities}::text[])`).executeTakeFirstOrThrow();
    if (known.n !== fields.localities.length) throw invalidFieldsError({ localities: 'Please choose localities from the list.' });
  }
  if (fields.documentId && fields.documentId !== currentDocumentId && !(await trx.selectFrom('documents').select('id').where('id', '=', fields.documentId).executeTakeFirst())) {
    throw invalidFieldsError({ documentId: 'Please choose a document from the list.' });
  }
}

/**
 * The worker's jobs at the period's opening (announce it: feeds, locality alerts, the pages) and
 * closing (the pages). Each carries the moment it was scheduled for; if staff move the dates, the
 * old job finds them changed and does nothing, and the new dates get jobs of their own.
 */
async function scheduleMoments(trx: Transaction<Database>, periodId: string, moments: { opensAt?: Date; closesAt?: Date }): Promise<void> {
  if (moments.opensAt) await enqueue(trx, { name: 'comment-period.opened', payload: { periodId, at: moments.opensAt.toISOString() } }, { runAfter: moments.opensAt });
  if (moments.closesAt) await enqueue(trx, { name: 'comment-period.closed', payload: { periodId, at: moments.closesAt.toISOString() } }, { runAfter: moments.closesAt });
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
    .select(['p.id', 'p.title', 'p.description', 'p.subject', 'p.document_id as documentId', 'p.localities', 'p.opens_at as opensAt', 'p.closes_at as closesAt', 'p.version', 'p.updated_at as savedAt', 'u.email as savedBy'])
    .select(sql<number>`(select count(*)::int from comments c where c.period_id = p.id)`.as('comments'))
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
}
export type PeriodAsRead = NonNullable<Awaited<ReturnType<typeof periodForEdit>>>;

/** The moments a period's wall-clock times in Virginia name. */
export async function periodMoments(db: DbOrTrx, fields: { opensAt: string; closesAt: string }): Promise<{ opensAt: Date; closesAt: Date }> {
  const { rows } = await sql<{ opensAt: Date; closesAt: Date }>`select ${instantInVirginia(fields.opensAt)} as "opensAt", ${instantInVirginia(fields.closesAt)} as "closesAt"`.execute(db);
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
  return (await db.selectFrom('localities').select(sql<string>`fips::text`.as('fips')).execute()).map((row) => row.fips);
}

/**
 * Refuses a staff entry for a period that has not opened yet, by the database's clock, with the
 * public form's words on `periodId` (issue 54); and one received on a day outside the period's
 * days in Virginia, on `receivedOn`. A closed period still takes what was received while it was
 * open (a letter in the post, a meeting's cards typed up days later, one postmarked in time): its
 * closing binds the public form, not the record of what was received. The row stays share-locked
 * until the comment commits, so its dates cannot move in between.
 */
async function assertPeriodTakesEntry(trx: Transaction<Database>, periodId: string, entry: Pick<StaffCommentEntry, 'receivedOn' | 'channel'>): Promise<void> {
  const period = await trx
    .selectFrom('comment_periods')
    .select([
      'title',
      'opens_at as opensAt',
      'closes_at as closesAt',
      sql<Date>`now()`.as('now'),
      sql<string>`to_char(opens_at at time zone ${VIRGINIA}, 'YYYY-MM-DD')`.as('firstDay'),
      // The last day it was open: one closing at midnight took nothing on the day that begins.
      sql<string>`to_char((closes_at - interval '1 microsecond') at time zone ${VIRGINIA}, 'YYYY-MM-DD')`.as('lastDay'),
    ])
    .where('id', '=', periodId)
    .forShare()
    .executeTakeFirst();
  if (!period) throw invalidFieldsError({ periodId: 'Please choose a comment period from the list.' });
  if (periodState(period, period.now) === 'upcoming') {
    const refusal = periodRefusal(period, 'upcoming')!;
    throw new AppError('conflict', refusal, { fields: { periodId: refusal } });
  }
  const outside = receivedOutsidePeriod(period, entry.receivedOn, entry.channel);
  if (outside) throw invalidFieldsError({ receivedOn: outside });
}

/** A comment received by phone, letter, e-mail or at a meeting, typed in by staff. */
export async function insertStaffComment(
  trx: Transaction<Database>,
  entry: StaffCommentEntry & { letter: { key: string; type: 'pdf' | 'png' | 'jpg'; bytes: number } | null },
  staffUserId: string,
): Promise<string> {
  if (entry.periodId) await assertPeriodTakesEntry(trx, entry.periodId, entry);
  // A locality named places the comment where the no-map form places one: at its label point.
  if (entry.localityFips && !(await trx.selectFrom('localities').select('fips').where('fips', '=', entry.localityFips).executeTakeFirst())) throw invalidFieldsError({ localityFips: 'Please choose a locality from the list.' });
  const { id } = await trx
    .insertInto('comments')
    .values({
      geom: entry.localityFips ? sql`(select label_point from localities where fips = ${entry.localityFips})` : null,
      category: entry.category,
      text: entry.text,
      name: entry.name ?? null,
      email: entry.email ?? null,
      location_note: entry.locationNote ?? null,
      period_id: entry.periodId ?? null,
      channel: entry.channel,
      meeting_name: entry.channel === 'meeting' ? (entry.meetingName ?? null) : null,
      received_on: entry.receivedOn,
      contact: entry.contact ?? null,
      kept_private: entry.keptPrivate,
      entered_by: staffUserId,
      letter_key: entry.letter?.key ?? null,
      letter_type: entry.letter?.type ?? null,
      letter_bytes: entry.letter?.bytes ?? null,
      // The record dates it by when it was received.
      created_at: sql`(${entry.receivedOn}::date + (now() at time zone ${VIRGINIA})::time) at time zone ${VIRGINIA}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Followers of its locality hear of it like any other comment (the staff alert skips staff's own
  // entries). No receipt: the person wrote or spoke to staff, who answer them with the response.
  await enqueue(trx, { name: 'comment.created', payload: { commentId: id, receipt: false } });
  return id;
}

/** A staff-entered comment's scanned letter, for staff only. */
export async function findCommentLetter(db: DbOrTrx, commentId: string) {
  return db
    .selectFrom('comments')
    .select(['letter_key as key', 'letter_type as type', 'letter_bytes as bytes'])
    .where('id', '=', commentId)
    .where('letter_key', 'is not', null)
    .executeTakeFirst();
}

// Themes -------------------------------------------------------------------------------------

export interface CommentTheme {
  id: string;
  name: string;
  keywords: string[];
  tagged: number;
}

export async function listCommentThemes(db: DbOrTrx, periodId: string): Promise<CommentTheme[]> {
  return db
    .selectFrom('comment_themes as t')
    .select(['t.id', 't.name', 't.keywords', sql<number>`(select count(*)::int from comment_theme_tags ct where ct.theme_id = t.id)`.as('tagged')])
    .where('t.period_id', '=', periodId)
    .orderBy(sql`lower(t.name)`)
    .execute();
}

export async function createCommentTheme(db: DbOrTrx, theme: { periodId: string; name: string; keywords: string[] }): Promise<string> {
  const period = await db.selectFrom('comment_periods').select('id').where('id', '=', theme.periodId).executeTakeFirst();
  if (!period) throw new AppError('not-found', 'No such comment period.');
  const row = await db
    .insertInto('comment_themes')
    .values({ period_id: theme.periodId, name: theme.name, keywords: sql<string[]>`${theme.keywords}::text[]` })
    .onConflict((conflict) => conflict.expression(sql`period_id, lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw invalidFieldsError({ name: `This period already has a theme called “${theme.name}”.` });
  return row.id;
}

export async function setCommentThemeRules(db: DbOrTrx, themeId: string, keywords: string[]): Promise<boolean> {
  const row = await db.updateTable('comment_themes').set({ keywords: sql<string[]>`${keywords}::text[]` }).where('id', '=', themeId).returning('id').executeTakeFirst();
  return Boolean(row);
}

/** A theme about to change or go (issue 56): its name and period, the comments tagged with it, its rules. Locked; null for no such theme. */
export async function themeForChange(trx: Transaction<Database>, themeId: string) {
  return trx
    .selectFrom('comment_themes as t')
    .innerJoin('comment_periods as p', 'p.id', 't.period_id')
    .select(['t.id', 't.name', 't.keywords', 'p.title as periodTitle'])
    .select(sql<number>`(select count(*)::int from comment_theme_tags g where g.theme_id = t.id)`.as('tagged'))
    .where('t.id', '=', themeId)
    .forUpdate('t')
    .executeTakeFirst();
}

export async function deleteCommentTheme(db: DbOrTrx, themeId: string): Promise<boolean> {
  return Boolean(await db.deleteFrom('comment_themes').where('id', '=', themeId).returning('id').executeTakeFirst());
}

/**
 * A theme's rules as one Postgres regular expression: any of its words or phrases, whole (word
 * boundaries at both ends), in any case, with any run of blanks between a phrase's words. Null
 * for a theme without rules.
 */
export function themeRulePattern(keywords: readonly string[]): string | null {
  const alternatives = keywords.map((keyword) =>
    keyword
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
  );
  const usable = alternatives.filter(Boolean);
  return usable.length ? `\\m(${usable.join('|')})\\M` : null;
}

/**
 * Tags (or untags) the ticked comments with a theme, only those of the theme's period; tagging
 * twice is a no-op. Answers how many changed.
 */
export async function tagCommentsWithTheme(trx: DbOrTrx, change: { periodId: string; themeId: string; commentIds: string[]; untag: boolean }, staffUserId: string): Promise<number> {
  const theme = await trx.selectFrom('comment_themes').select('id').where('id', '=', change.themeId).where('period_id', '=', change.periodId).executeTakeFirst();
  if (!theme) throw invalidFieldsError({ themeId: 'Please choose one of this period’s themes.' });
  if (change.untag) {
    const removed = await trx
      .deleteFrom('comment_theme_tags')
      .where('theme_id', '=', change.themeId)
      .where('comment_id', '=', sql<string>`any(${change.commentIds}::uuid[])`)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  }
  const { rows } = await sql<{ n: number }>`
    with added as (
      insert into comment_theme_tags (comment_id, theme_id, tagged_by)
      select c.id, ${change.themeId}::uuid, ${staffUserId}::uuid from comments c
      where c.id = any(${change.commentIds}::uuid[]) and c.period_id = ${change.periodId}::uuid
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from added`.execute(trx);
  return rows[0]!.n;
}

// The staff list and shared responses -------------------------------------------------------

export interface PeriodCommentForStaff {
  id: string;
  category: string;
  text: string;
  name: string | null;
  channel: CommentChannel;
  meetingName: string | null;
  receivedOn: string | null;
  createdAt: Date;
  hidden: boolean;
  keptPrivate: boolean;
  hasEmail: boolean;
  hasLetter: boolean;
  contact: string | null;
  locality: string | null;
  response: string | null;
  responseId: string | null;
  themes: string[];
}

/** How many comments the staff list shows at most; the bulk actions can still take every match. */
export const PERIOD_LIST_LIMIT = 1000;

/**
 * What the staff list's filters ask of a period's comment `c`, as one condition; null when they
 * can match nothing (suggestions of a theme without rules). The list, its count and the bulk
 * actions' "every comment these filters select" all use it.
 */
async function staffFilter(db: DbOrTrx, periodId: string, filters: PeriodCommentFilters): Promise<RawBuilder<boolean> | null> {
  const conditions: RawBuilder<boolean>[] = [sql`c.period_id = ${periodId}::uuid`];
  if (filters.channel) conditions.push(sql`c.channel = ${filters.channel}`);
  if (filters.answered) conditions.push(filters.answered === 'yes' ? sql`c.response is not null` : sql`c.response is null`);
  if (filters.q) conditions.push(sql`c.text ilike ${containsPattern(filters.q)}`);
  if (filters.theme === 'none') conditions.push(sql`not exists (select 1 from comment_theme_tags ct where ct.comment_id = c.id)`);
  else if (filters.theme) conditions.push(sql`exists (select 1 from comment_theme_tags ct where ct.comment_id = c.id and ct.theme_id = ${filters.theme}::uuid)`);
  if (filters.suggested) {
    const theme = await db.selectFrom('comment_themes').select('keywords').where('id', '=', filters.suggested).where('period_id', '=', periodId).executeTakeFirst();
    const pattern = theme ? themeRulePattern(theme.keywords) : null;
    if (!pattern) return null;
    conditions.push(suggestedBy(filters.suggested, pattern));
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** A comment the theme's rules match and that does not have the theme yet. */
const suggestedBy = (themeId: string, pattern: string) =>
  sql<boolean>`(c.text ~* ${pattern} and not exists (select 1 from comment_theme_tags ct where ct.comment_id = c.id and ct.theme_id = ${themeId}::uuid))`;

/** A period's comments for staff (hidden and private ones too), by the list's filters, oldest first; and how many match in all. */
export async function listPeriodCommentsForStaff(
  db: DbOrTrx,
  periodId: string,
  filters: PeriodCommentFilters,
  limit = PERIOD_LIST_LIMIT,
): Promise<{ comments: PeriodCommentForStaff[]; matching: number }> {
  const condition = await staffFilter(db, periodId, filters);
  if (!condition) return { comments: [], matching: 0 };
  const [comments, total] = await Promise.all([
    db
      .selectFrom('comments as c')
      .leftJoinLateral(
        (eb) => eb.selectFrom('localities as l').select('l.full_name').where(sql<boolean>`st_intersects(l.geom, st_pointonsurface(c.geom))`).limit(1).as('loc'),
        (join) => join.onTrue(),
      )
      .select([
        'c.id',
        'c.category',
        'c.text',
        'c.name',
        'c.channel',
        'c.meeting_name as meetingName',
        sql<string | null>`c.received_on::text`.as('receivedOn'),
        'c.created_at as createdAt',
        'c.hidden',
        'c.kept_private as keptPrivate',
        sql<boolean>`c.email is not null`.as('hasEmail'),
        sql<boolean>`c.letter_key is not null`.as('hasLetter'),
        'c.contact',
        'loc.full_name as locality',
        'c.response',
        'c.response_id as responseId',
        sql<string[]>`array(select t.name from comment_theme_tags ct join comment_themes t on t.id = ct.theme_id where ct.comment_id = c.id order by t.name)`.as('themes'),
      ])
      .where(condition)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute(),
    db.selectFrom('comments as c').select(sql<number>`count(*)::int`.as('n')).where(condition).executeTakeFirstOrThrow(),
  ]);
  return { comments, matching: total.n };
}

/** The ids of every comment the staff filters select, up to `limit`: what a bulk action over "every match" takes. */
export async function listPeriodCommentIds(db: DbOrTrx, periodId: string, filters: PeriodCommentFilters, limit: number): Promise<string[]> {
  const condition = await staffFilter(db, periodId, filters);
  if (!condition) return [];
  const rows = await db.selectFrom('comments as c').select('c.id').where(condition).orderBy('c.created_at').orderBy('c.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** How many of a period's comments each theme's rules suggest (untagged with it yet). */
export async function countThemeSuggestions(db: DbOrTrx, periodId: string): Promise<Map<string, number>> {
  const themes = await db.selectFrom('comment_themes').select(['id', 'keywords']).where('period_id', '=', periodId).execute();
  const counts = new Map<string, number>();
  for (const theme of themes) {
    const pattern = themeRulePattern(theme.keywords);
    if (!pattern) continue;
    const row = await db
      .selectFrom('comments as c')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('c.period_id', '=', periodId)
      .where(suggestedBy(theme.id, pattern))
      .executeTakeFirstOrThrow();
    counts.set(theme.id, row.n);
  }
  return counts;
}

/**
 * What giving one response to these comments of a period would reach, read (and the comments
 * locked) in the transaction that gives it (issue 56): the period, each comment it would answer
 * (its first words, whether it has a response already), and who is e-mailed — one e-mail per
 * comment with an address that is not suppressed, as the worker sends them, and how many people
 * that is (one person may have left several comments).
 */
export async function sharedResponseReach(trx: Transaction<Database>, periodId: string, commentIds: string[]) {
  const period = await trx.selectFrom('comment_periods').select(['id', 'title']).where('id', '=', periodId).executeTakeFirst();
  if (!period) return null;
  const comments = await trx
    .selectFrom('comments as c')
    .select([
      'c.id',
      'c.text',
      sql<boolean>`c.response is not null`.as('answered'),
      sql<string | null>`case when c.email is not null and not exists (select 1 from suppressions s where s.email = lower(c.email)) then lower(c.email) end`.as('mailTo'),
      sql<boolean>`c.geom is not null and not c.hidden and not c.kept_private`.as('onMap'),
    ])
    .where('c.id', '=', sql<string>`any(${commentIds}::uuid[])`)
    .where('c.period_id', '=', periodId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .forUpdate()
    .execute();
  const mailed = comments.filter((comment) => comment.mailTo !== null);
  return { period, comments, emails: mailed.length, people: new Set(mailed.map((comment) => comment.mailTo)).size };
}


/**
 * One response to many comments of a period: written once (version 1), shown on each, and each
 * newly answered comment's `comment.responded` event written in the same transaction, so every
 * commenter with an address is e-mailed once, by the worker. Answers how many were answered and
 * how many of those will get an e-mail.
 */
export async function respondToManyComments(
  trx: Transaction<Database>,
  answer: { periodId: string; commentIds: string[]; text: string },
  staffUserId: string,
): Promise<{ responseId: string; answered: number; emailed: number }> {
  const response = await trx
    .insertInto('comment_responses')
    .values({ period_id: answer.periodId, text: answer.text, written_by: staffUserId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('comment_response_versions').values({ response_id: response.id, version: 1, text: answer.text, written_by: staffUserId }).execute();
  const answered = await trx
    .updateTable('comments')
    .set({ response: answer.text, response_id: response.id, responded_at: sql`now()`, responded_by: staffUserId })
    .where('id', '=', sql<string>`any(${answer.commentIds}::uuid[])`)
    .where('period_id', '=', answer.periodId)
    .returning(['id', sql<boolean>`email is not null`.as('hasEmail')])
    .execute();
  if (answered.length === 0) throw invalidFieldsError({ commentIds: 'None of the ticked comments belongs to this period.' });
  for (const comment of answered) await enqueue(trx, { name: 'comment.responded', payload: { commentId: comment.id } });
  return { responseId: response.id, answered: answered.length, emailed: answered.filter((comment) => comment.hasEmail).length };
}

/**
 * A shared response as it is now, locked for an edit (issue 56): its text and version, who wrote
 * that version and when, its period, and the comments that show it (the first ten by their first
 * words). Null for no such response.
 */
export async function sharedResponseForEdit(trx: Transaction<Database>, responseId: string) {
  const response = await trx
    .selectFrom('comment_responses as r')
    .innerJoin('comment_periods as p', 'p.id', 'r.period_id')
    .leftJoin('users as u', 'u.id', 'r.written_by')
    .select(['r.id', 'r.text', 'r.version', 'r.updated_at as writtenAt', 'u.email as writtenBy', 'p.id as periodId', 'p.title as periodTitle'])
    .where('r.id', '=', responseId)
    .forUpdate('r')
    .executeTakeFirst();
  if (!response) return null;
  const comments = await trx.selectFrom('comments').select(['text']).where('response_id', '=', responseId).orderBy('created_at').orderBy('id').execute();
  return { ...response, comments: comments.map((comment) => comment.text) };
}

/**
 * A shared response's new text, over the version the editor read (`version`): a new version kept
 * with the others and shown at once on every comment it answers. Editing e-mails no one. Null for
 * no such response; `stale` when someone saved a newer version since (nothing is saved); comments
 * 0 when the text is unchanged.
 */
export async function editSharedResponse(
  trx: Transaction<Database>,
  edit: { responseId: string; text: string; version: number },
  staffUserId: string,
): Promise<{ version: number; comments: number } | { stale: NonNullable<Awaited<ReturnType<typeof sharedResponseForEdit>>> } | null> {
  const current = await sharedResponseForEdit(trx, edit.responseId);
  if (!current) return null;
  if (current.version !== edit.version) return { stale: current };
  if (current.text === edit.text) return { version: current.version, comments: 0 };
  const row = await trx
    .updateTable('comment_responses')
    .set({ text: edit.text, version: sql`version + 1`, updated_at: sql`now()`, written_by: staffUserId })
    .where('id', '=', edit.responseId)
    .returning(['version'])
    .executeTakeFirstOrThrow();
  await trx.insertInto('comment_response_versions').values({ response_id: edit.responseId, version: row.version, text: edit.text, written_by: staffUserId }).execute();
  const updated = await trx.updateTable('comments').set({ response: edit.text }).where('response_id', '=', edit.responseId).executeTakeFirst();
  return { version: row.version, comments: Number(updated.numUpdatedRows) };
}

export interface SharedResponseRecord {
  id: string;
  text: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  comments: number;
  /** The first comments it answers (at most 5), by their first 61 characters (enough to tell a cut one): which response is which (issue 56). */
  answers: string[];
  versions: { version: number; text: string; writtenAt: Date; writtenBy: string | null }[];
}

/** A period's shared responses with every version, newest first. */
export async function listSharedResponses(db: DbOrTrx, periodId: string): Promise<SharedResponseRecord[]> {
  const responses = await db
    .selectFrom('comment_responses as r')
    .select([
      'r.id',
      'r.text',
      'r.version',
      'r.created_at as createdAt',
      'r.updated_at as updatedAt',
      sql<number>`(select count(*)::int from comments c where c.response_id = r.id)`.as('comments'),
      sql<string[]>`array(select left(c.text, 61) from comments c where c.response_id = r.id order by c.created_at, c.id limit 5)`.as('answers'),
    ])
    .where('r.period_id', '=', periodId)
    .orderBy('r.created_at', 'desc')
    .execute();
  if (responses.length === 0) return [];
  const versions = await db
    .selectFrom('comment_response_versions as v')
    .leftJoin('users as u', 'u.id', 'v.written_by')
    .select(['v.response_id', 'v.version', 'v.text', 'v.written_at as writtenAt', 'u.email as writtenBy'])
    .where(
      'v.response_id',
      'in',
      responses.map((response) => response.id),
    )
    .orderBy('v.version', 'desc')
    .execute();
  return responses.map((response) => ({
    ...response,
    versions: versions.filter((version) => version.response_id === response.id).map(({ response_id: _, ...version }) => version),
  }));
}

// The public record ---------------------------------------------------------------------------

export interface PeriodCounts {
  /** Every comment received on the period and not removed by moderation, public or not. */
  received: number;
  /** Of those, kept private at the commenter's request: counted, never shown. */
  keptPrivate: number;
  answered: number;
  byChannel: { name: string; count: number }[];
  byTheme: { name: string; count: number }[];
  byLocality: { name: string; count: number }[];
  byCategory: { name: string; count: number }[];
}

/**
 * What the response-to-comments record counts, from the database in one pass per breakdown. A
 * comment with several themes counts once under each; one with none under "No theme".
 */
export async function countPeriodComments(db: DbOrTrx, periodId: string): Promise<PeriodCounts> {
  const { rows } = await sql<{ breakdown: string; name: string; count: number }>`
    with received as (
      select c.id, c.channel, c.category, c.kept_private, c.response is not null as answered,
             coalesce((select l.full_name from localities l where st_intersects(l.geom, st_pointonsurface(c.geom)) limit 1), 'No place given') as locality
      from comments c where c.period_id = ${periodId}::uuid and not c.hidden
    )
    select 'total' as breakdown, 'received' as name, count(*)::int as count from received
    union all select 'total', 'kept private', count(*)::int from received where kept_private
    union all select 'total', 'answered', count(*)::int from received where answered
    union all select 'channel', channel, count(*)::int from received group by channel
    union all select 'category', category, count(*)::int from received group by category
    union all select 'locality', locality, count(*)::int from received group by locality
    union all select 'theme', coalesce(t.name, 'No theme'), count(*)::int from received r
      left join comment_theme_tags ct on ct.comment_id = r.id left join comment_themes t on t.id = ct.theme_id
      group by coalesce(t.name, 'No theme')`.execute(db);
  const breakdown = (name: string) =>
    rows
      .filter((row) => row.breakdown === name)
      .map((row) => ({ name: row.name, count: row.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const total = (name: string) => rows.find((row) => row.breakdown === 'total' && row.name === name)?.count ?? 0;
  return {
    received: total('received'),
    keptPrivate: total('kept private'),
    answered: total('answered'),
    byChannel: breakdown('channel'),
    byTheme: breakdown('theme'),
    byLocality: breakdown('locality'),
    byCategory: breakdown('category'),
  };
}

/** For the public record: the period's comments whose shared response was revised since it was given, with its version and when. */
export async function revisedResponsesByComment(db: DbOrTrx, periodId: string): Promise<Map<string, { version: number; updatedAt: Date }>> {
  const rows = await db
    .selectFrom('comments as c')
    .innerJoin('comment_responses as r', 'r.id', 'c.response_id')
    .select(['c.id', 'r.version', 'r.updated_at as updatedAt'])
    .where('c.period_id', '=', periodId)
    .where('r.version', '>', 1)
    .execute();
  return new Map(rows.map((row) => [row.id, { version: row.version, updatedAt: row.updatedAt }]));
}
