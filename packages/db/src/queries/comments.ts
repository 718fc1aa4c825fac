import type { CommentGeometry } from '@vtrans/contracts';
import { sql, type Transaction } from 'kysely';
import type { DbOrTrx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';

export interface PublicComment {
  id: string;
  category: string;
  text: string;
  name: string | null;
  createdAt: string;
  likes: number;
  response: string | null;
  respondedAt: string | null;
  geometry: CommentGeometry;
}

/** Visible comments as the public sees them: no e-mail address, no hidden ones. */
function publicComments(db: DbOrTrx) {
  return db
    .selectFrom('comments as c')
    .select([
      'c.id',
      'c.category',
      'c.text',
      'c.name',
      'c.response',
      sql<string>`to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
      sql<string | null>`to_char(c.responded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('respondedAt'),
      sql<number>`(select count(*)::int from comment_likes l where l.comment_id = c.id)`.as('likes'),
      sql<CommentGeometry>`st_asgeojson(c.geom, 6)::jsonb`.as('geometry'),
    ])
    .where('c.hidden', '=', false);
}

export async function listPublicComments(db: DbOrTrx): Promise<PublicComment[]> {
  return publicComments(db).orderBy('c.created_at', 'desc').execute();
}

export async function findPublicComment(db: DbOrTrx, id: string): Promise<PublicComment | null> {
  return (await publicComments(db).where('c.id', '=', id).executeTakeFirst()) ?? null;
}

export interface CommentNotice {
  staffAddress: string;
  siteUrl: string;
}

/** The staff alert for a comment, queued in the caller's transaction. */
export async function enqueueCommentAlert(trx: Transaction<Database>, commentId: string, notice: CommentNotice): Promise<boolean> {
  const comment = await trx.selectFrom('comments').select(['category', 'text', 'name']).where('id', '=', commentId).executeTakeFirst();
  if (!comment) return false;
  await enqueue(trx, {
    name: 'email.send',
    payload: {
      template: 'system-notice',
      to: notice.staffAddress,
      data: {
        subject: `New map comment: ${comment.category}`,
        heading: 'A new comment on the VTrans map',
        paragraphs: [`Category: ${comment.category}`, `From: ${comment.name || 'anonymous'}`, comment.text],
        action: { label: 'Review comments', url: new URL('/admin/comments', notice.siteUrl).toString() },
      },
    },
  });
  return true;
}

/** Stores a comment and, in the same transaction, the staff alert. */
export async function insertComment(
  trx: Transaction<Database>,
  comment: { geometry: CommentGeometry; category: string; text: string; name?: string; email?: string; userId?: string },
  notice: CommentNotice,
): Promise<string> {
  const { id } = await trx
    .insertInto('comments')
    .values({
      geom: sql`st_makevalid(st_setsrid(st_geomfromgeojson(${JSON.stringify(comment.geometry)}), 4326))`,
      category: comment.category,
      text: comment.text,
      name: comment.name || null,
      email: comment.email ?? null,
      user_id: comment.userId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueCommentAlert(trx, id, notice);
  return id;
}

/** The staff response, e-mailed to the commenter if they left an address; queued in the caller's transaction. */
export async function enqueueCommentResponse(trx: Transaction<Database>, commentId: string, siteUrl: string): Promise<boolean> {
  const comment = await trx.selectFrom('comments').select(['email', 'name', 'text', 'response']).where('id', '=', commentId).executeTakeFirst();
  if (!comment?.email || !comment.response) return false;
  await enqueue(trx, {
    name: 'email.send',
    payload: {
      template: 'system-notice',
      to: comment.email,
      data: {
        subject: 'VTrans staff replied to your map comment',
        heading: 'A reply to your comment',
        paragraphs: [`${comment.name ? `Dear ${comment.name}, you` : 'You'} wrote: “${comment.text}”`, comment.response],
        action: { label: 'See it on the map', url: new URL(`/interactvtrans/map-explorer?comment=${commentId}`, siteUrl).toString() },
      },
    },
  });
  return true;
}

/** Staff set the response and category; a new response is e-mailed to the commenter. */
export async function respondToComment(
  trx: Transaction<Database>,
  change: { id: string; response: string; category: string; staffUserId: string },
  siteUrl: string,
): Promise<'updated' | 'not-found'> {
  const before = await trx.selectFrom('comments').select('response').where('id', '=', change.id).forUpdate().executeTakeFirst();
  if (!before) return 'not-found';
  const newResponse = change.response !== '' && change.response !== before.response;
  await trx
    .updateTable('comments')
    .set({
      category: change.category,
      response: change.response || null,
      ...(newResponse ? { responded_at: sql`now()`, responded_by: change.staffUserId } : {}),
    })
    .where('id', '=', change.id)
    .execute();
  if (newResponse) await enqueueCommentResponse(trx, change.id, siteUrl);
  return 'updated';
}

/** One like per liker: a second is a no-op. Returns the like count, or null for an unknown comment. */
export async function likeComment(db: DbOrTrx, commentId: string, liker: string): Promise<number | null> {
  const visible = await db.selectFrom('comments').select('id').where('id', '=', commentId).where('hidden', '=', false).executeTakeFirst();
  if (!visible) return null;
  await db.insertInto('comment_likes').values({ comment_id: commentId, liker }).onConflict((conflict) => conflict.columns(['comment_id', 'liker']).doNothing()).execute();
  return countLikes(db, commentId);
}

/** Removes only this liker's like. */
export async function unlikeComment(db: DbOrTrx, commentId: string, liker: string): Promise<number> {
  await db.deleteFrom('comment_likes').where('comment_id', '=', commentId).where('liker', '=', liker).execute();
  return countLikes(db, commentId);
}

async function countLikes(db: DbOrTrx, commentId: string): Promise<number> {
  const row = await db.selectFrom('comment_likes').select(sql<number>`count(*)::int`.as('likes')).where('comment_id', '=', commentId).executeTakeFirstOrThrow();
  return row.likes;
}

/** Every comment, hidden ones too, unanswered first, for the moderation page. */
export async function listCommentsForModeration(db: DbOrTrx) {
  return db
    .selectFrom('comments')
    .select(['id', 'category', 'text', 'name', 'hidden', 'response', 'created_at'])
    .select(sql<boolean>`email is not null`.as('has_email'))
    .orderBy(sql`response is null`, 'desc')
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

/** Hides a comment from the public APIs (or shows it again). False when there is no such comment. */
export async function setCommentHidden(db: DbOrTrx, id: string, hidden: boolean): Promise<boolean> {
  const row = await db.updateTable('comments').set({ hidden }).where('id', '=', id).returning('id').executeTakeFirst();
  return Boolean(row);
}
