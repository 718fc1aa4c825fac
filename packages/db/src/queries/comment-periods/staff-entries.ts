import { periodRefusal, periodState, receivedOutsidePeriod, type StaffCommentEntry } from '@vtrans/contracts/comment-periods';
import { AppError, invalidFieldsError } from '@vtrans/contracts/errors';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../../db';
import type { Database } from '../../types';
import { enqueue } from '../outbox';
import { VIRGINIA } from './virginia-time';

/* Comments staff enter on a period's behalf: a letter, a card, a call (issue 54). */

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
  if (entry.localityFips && !(await trx.selectFrom('localities').select('fips').where('fips', '=', entry.localityFips).executeTakeFirst()))
    throw invalidFieldsError({ localityFips: 'Please choose a locality from the list.' });
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
