import { invalidFieldsError } from '@vtrans/contracts/errors';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../../db';
import type { Database } from '../../types';
import { enqueue } from '../outbox';

/* One response given to many comments of a period (issue 56): what it reaches, giving it, and editing it. */

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
      'c.language',
      sql<boolean>`c.response is not null`.as('answered'),
      sql<string | null>`case when c.email is not null and not exists (select 1 from suppressions s where s.email = lower(c.email)) then lower(c.email) end`.as(
        'mailTo',
      ),
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
  await trx
    .insertInto('comment_response_versions')
    .values({ response_id: edit.responseId, version: row.version, text: edit.text, written_by: staffUserId })
    .execute();
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
