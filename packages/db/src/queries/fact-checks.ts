import { AppError } from '@vtrans/contracts/errors';
import { type ContentKind, itemTitle } from '@vtrans/contracts/content-editing';
import { FACT_CHECK_COMMENTS_MAX, FACT_CHECK_DAYS, type FactCheckRequest, type FactCheckState } from '@vtrans/contracts/fact-checks';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { hashToken, newToken } from '../tokens';
import { audit, latestRevision, lockAt } from './content-item-records';
import { enqueue } from './outbox';

/*
 * Fact-check links (issue 63): a read-only copy of one version of a draft, for someone outside the
 * office, by a key of its own (only its hash is kept; the e-mail carries the key, and the outbox
 * forgets it once sent). Reading by the key changes nothing, so a mail scanner's visit is harmless;
 * only a comment, posted with the key, writes.
 */

/** The state of a link at this moment. */
const stateOf = (row: { stopped_at: Date | null; expires_at: Date }, now = new Date()): FactCheckState =>
  row.stopped_at ? 'stopped' : row.expires_at <= now ? 'expired' : 'open';

/**
 * Sends the item's latest version, as the person read it (`version`), to an outside address: a new
 * key, the e-mail with it written with the request (outbox), audited. Answers what was sent.
 */
export async function requestFactCheck(trx: Trx, request: FactCheckRequest, actorId: string) {
  await lockAt(trx, request.itemId, request.version);
  const revision = (await latestRevision(trx, request.itemId)).number;
  const key = newToken();
  const row = await trx
    .insertInto('fact_checks')
    .values({
      item_id: request.itemId,
      revision,
      email: request.email,
      message: request.message,
      key_hash: hashToken(key),
      requested_by: actorId,
      expires_at: sql<Date>`now() + make_interval(days => ${FACT_CHECK_DAYS})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  await audit(trx, actorId, 'content.fact-check', request.itemId, { factCheckId: row.id, revision, email: request.email });
  await enqueue(trx, { name: 'content.fact-check', payload: { factCheckId: row.id, key } });
  return { id: row.id, revision, expiresAt: row.expires_at };
}

/** Stops a link before it expires (a wrong address, a draft overtaken); audited. */
export async function stopFactCheck(trx: Trx, factCheckId: string, actorId: string): Promise<void> {
  const row = await trx
    .updateTable('fact_checks')
    .set({ stopped_at: sql`now()`, stopped_by: actorId })
    .where('id', '=', factCheckId)
    .where('stopped_at', 'is', null)
    .returning(['item_id', 'email'])
    .executeTakeFirst();
  if (!row) throw new AppError('conflict', 'This link is stopped already.');
  await audit(trx, actorId, 'content.fact-check-stop', row.item_id, { factCheckId, email: row.email });
}

/**
 * What a key opens: the version sent, its item's kind, the link's state and the comments made so
 * far. Null for a key that was never made; an expired or stopped link answers its state and no
 * text.
 */
export async function factCheckByKey(db: DbOrTrx, key: string) {
  const check = await db
    .selectFrom('fact_checks as f')
    .innerJoin('content_items as i', 'i.id', 'f.item_id')
    .innerJoin('content_revisions as r', (join) => join.onRef('r.item_id', '=', 'f.item_id').onRef('r.number', '=', 'f.revision'))
    .select(['f.id', 'f.revision', 'f.expires_at', 'f.stopped_at', 'f.message', 'i.kind', 'r.fields'])
    .where('f.key_hash', '=', hashToken(key))
    .executeTakeFirst();
  if (!check) return null;
  const state = stateOf(check);
  if (state !== 'open') return { state, expiresAt: check.expires_at } as const;
  const comments = await db
    .selectFrom('fact_check_comments')
    .select(['name', 'body', 'created_at'])
    .where('fact_check_id', '=', check.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const kind = check.kind as ContentKind;
  return {
    state,
    expiresAt: check.expires_at,
    kind,
    revision: check.revision,
    fields: check.fields as Record<string, unknown>,
    title: itemTitle(kind, check.fields as Record<string, unknown>),
    message: check.message,
    comments,
  } as const;
}

/** The expert's comment, by the link's key while it is open; the member of staff who asked is told (outbox). */
export async function addFactCheckComment(trx: Trx, comment: { key: string; name: string; comment: string }): Promise<void> {
  const check = await trx
    .selectFrom('fact_checks')
    .select(['id', 'item_id', 'expires_at', 'stopped_at'])
    .where('key_hash', '=', hashToken(comment.key))
    .forUpdate()
    .executeTakeFirst();
  if (!check) throw new AppError('not-found', 'This link is not one we sent: check it against the e-mail.');
  const state = stateOf(check);
  if (state !== 'open') {
    throw new AppError(
      'conflict',
      state === 'stopped' ? 'The office has stopped this link: no more comments are taken.' : 'This link has expired: no more comments are taken.',
    );
  }
  const { count } = await trx
    .selectFrom('fact_check_comments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('fact_check_id', '=', check.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= FACT_CHECK_COMMENTS_MAX) {
    throw new AppError('conflict', `This link has taken its ${FACT_CHECK_COMMENTS_MAX} comments: please reply to the e-mail with the rest.`);
  }
  const row = await trx
    .insertInto('fact_check_comments')
    .values({ fact_check_id: check.id, name: comment.name, body: comment.comment })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(trx, { name: 'content.fact-check-comment', payload: { commentId: String(row.id) } });
}

/** An item's fact-check links with their comments, newest first: the item's page. */
export async function itemFactChecks(db: DbOrTrx, itemId: string) {
  const checks = await db
    .selectFrom('fact_checks as f')
    .leftJoin('users as u', 'u.id', 'f.requested_by')
    .select(['f.id', 'f.revision', 'f.email', 'f.message', 'f.created_at', 'f.expires_at', 'f.stopped_at', 'u.email as requester'])
    .where('f.item_id', '=', itemId)
    .orderBy('f.created_at', 'desc')
    .execute();
  if (checks.length === 0) return [];
  const comments = await db
    .selectFrom('fact_check_comments')
    .select(['fact_check_id', 'name', 'body', 'created_at'])
    .where(
      'fact_check_id',
      'in',
      checks.map((check) => check.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const now = new Date();
  return checks.map((check) => ({
    ...check,
    state: stateOf(check, now),
    comments: comments.filter((comment) => comment.fact_check_id === check.id),
  }));
}

/** What the e-mail with a link says: to whom, from whom, about what, until when. Null when the link was stopped before it went. */
export async function factCheckFacts(db: DbOrTrx, factCheckId: string) {
  const row = await db
    .selectFrom('fact_checks as f')
    .innerJoin('content_items as i', 'i.id', 'f.item_id')
    .innerJoin('content_revisions as r', (join) => join.onRef('r.item_id', '=', 'f.item_id').onRef('r.number', '=', 'f.revision'))
    .leftJoin('users as u', 'u.id', 'f.requested_by')
    .select(['f.email', 'f.message', 'f.expires_at', 'f.stopped_at', 'i.kind', 'r.fields', 'u.email as requester'])
    .where('f.id', '=', factCheckId)
    .executeTakeFirst();
  if (!row || stateOf(row) !== 'open') return null;
  return { ...row, kind: row.kind as ContentKind, title: itemTitle(row.kind as ContentKind, row.fields as Record<string, unknown>) };
}

/** What the member of staff who asked is told of a comment. Null when they can no longer act (gone, disabled). */
export async function factCheckCommentFacts(db: DbOrTrx, commentId: string) {
  const row = await db
    .selectFrom('fact_check_comments as c')
    .innerJoin('fact_checks as f', 'f.id', 'c.fact_check_id')
    .innerJoin('content_items as i', 'i.id', 'f.item_id')
    .innerJoin('users as u', 'u.id', 'f.requested_by')
    .select(['c.name', 'c.body', 'f.item_id', 'f.revision', 'f.email as expert', 'i.kind', 'i.title', 'u.email as requester'])
    .where('c.id', '=', commentId)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, kind: row.kind as ContentKind } : null;
}
