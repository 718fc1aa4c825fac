import type { CommentChannel } from '@vtrans/contracts/comment-periods';
import type { CommentPlace } from '@vtrans/contracts/comment-receipt';
import type { CommentFilters, CommentGeometry, StaffCommentFilters } from '@vtrans/contracts/comments';
import type { Language } from '@vtrans/contracts/languages';
import { type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { Db, DbOrTrx } from '../db';
import { hashToken } from '../tokens';
import type { Database } from '../types';
import { assertPeriodTakesComments } from './comment-periods';
import { mvtGeometry, runTileQuery, tileBounds } from './layers';
import { enqueue } from './outbox';
import { takeUnconfirmedMail } from './unconfirmed-mail';
import type { ItemsFilter } from './open-data';

export interface PublicComment {
  id: string;
  category: string;
  text: string;
  name: string | null;
  locationNote: string | null;
  /** The locality the comment lies in (for a line or area, the one holding a point on it). */
  locality: string | null;
  localityFips: string | null;
  createdAt: string;
  likes: number;
  response: string | null;
  respondedAt: string | null;
  /** Null for a comment staff entered without a place. */
  geometry: CommentGeometry | null;
  /** How it reached the office, and for a meeting which one (issue 41). */
  channel: CommentChannel;
  meetingName: string | null;
  /** The day staff received a comment they entered (YYYY-MM-DD); null for the website's. */
  receivedOn: string | null;
  periodId: string | null;
  /** The period's themes it is tagged with, by name. */
  themes: string[];
  /** The language it was written in (issue 62): pages mark its words with it. */
  language: Language;
}

/** Each comment with the locality it lies in (for a line or area, the one holding a point on it). */
function locatedComments(db: DbOrTrx) {
  return db.selectFrom('comments as c').leftJoinLateral(
    (eb) =>
      eb
        .selectFrom('localities as l')
        .select(['l.full_name', 'l.fips'])
        .where(sql<boolean>`st_intersects(l.geom, st_pointonsurface(c.geom))`)
        .limit(1)
        .as('loc'),
    (join) => join.onTrue(),
  );
}

/** A query over located comments, whatever it selects. */
type Located<Output> =
  ReturnType<typeof locatedComments> extends SelectQueryBuilder<infer Tables, infer From, object> ? SelectQueryBuilder<Tables, From, Output> : never;

/**
 * The filters the public list, staff's list and the exports share. Whether hidden is staff's
 * choice; the public read has already left hidden comments out.
 */
function filtered<Output>(query: Located<Output>, filters: StaffCommentFilters): Located<Output> {
  let narrowed = query;
  if (filters.category) narrowed = narrowed.where('c.category', '=', filters.category);
  if (filters.locality) narrowed = narrowed.where('loc.fips', '=', filters.locality);
  if (filters.answered) narrowed = narrowed.where('c.response', filters.answered === 'yes' ? 'is not' : 'is', null);
  if (filters.period) narrowed = narrowed.where('c.period_id', '=', filters.period);
  if (filters.visibility === 'visible' || filters.visibility === 'hidden') narrowed = narrowed.where('c.hidden', '=', filters.visibility === 'hidden');
  return narrowed;
}

/**
 * Comments as the record shows them, with the locality each lies in: never the e-mail address.
 * The public's read adds "not hidden"; staff's exports choose.
 */
function commentRecords(db: DbOrTrx) {
  return locatedComments(db).select([
    'c.id',
    'c.category',
    'c.text',
    'c.name',
    'c.response',
    'c.location_note as locationNote',
    'loc.full_name as locality',
    sql<string | null>`loc.fips::text`.as('localityFips'),
    sql<string>`to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
    sql<string | null>`to_char(c.responded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('respondedAt'),
    sql<number>`(select count(*)::int from comment_likes l where l.comment_id = c.id)`.as('likes'),
    sql<CommentGeometry | null>`st_asgeojson(c.geom, 6)::jsonb`.as('geometry'),
    'c.channel',
    'c.meeting_name as meetingName',
    sql<string | null>`c.received_on::text`.as('receivedOn'),
    'c.period_id as periodId',
    'c.language',
    sql<string[]>`array(select t.name from comment_theme_tags ct join comment_themes t on t.id = ct.theme_id where ct.comment_id = c.id order by t.name)`.as(
      'themes',
    ),
  ]);
}

/**
 * Visible comments as the public sees them: no e-mail address or private contact, no hidden ones,
 * and none whose author asked staff not to publish it.
 */
const publicComments = (db: DbOrTrx) => commentRecords(db).where('c.hidden', '=', false).where('c.kept_private', '=', false);

export async function listPublicComments(db: DbOrTrx, filters: CommentFilters = {}): Promise<PublicComment[]> {
  return filtered(publicComments(db), filters).orderBy('c.created_at', 'desc').execute();
}

export type RecordedComment = PublicComment & { hidden: boolean; wkt: string };

/**
 * Every comment the filters select, newest first, for the record's exports: for staff hidden
 * ones too unless filtered out, for the public only what the public sees; never an e-mail
 * address or a private contact.
 */
export async function listCommentsForExport(
  db: DbOrTrx,
  filters: StaffCommentFilters = {},
  audience: 'staff' | 'public' = 'staff',
): Promise<RecordedComment[]> {
  return filtered(audience === 'public' ? publicComments(db) : commentRecords(db), filters)
    .select(['c.hidden', sql<string>`st_astext(c.geom, 6)`.as('wkt')])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .execute();
}

export async function findPublicComment(db: DbOrTrx, id: string): Promise<PublicComment | null> {
  return (await publicComments(db).where('c.id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * A page of visible comments for the feature API's `comments` collection, oldest first (a stable
 * order while new ones arrive), with how many match in all. bbox and datetime (the Virginia day it
 * was posted, the day its `date` property gives: issue 56) narrow it.
 */
export async function listCommentItems(db: DbOrTrx, filter: ItemsFilter): Promise<{ comments: PublicComment[]; matched: number }> {
  let query = publicComments(db);
  if (filter.bbox) {
    const [west, south, east, north] = filter.bbox;
    query = query.where(sql<boolean>`st_intersects(c.geom, st_makeenvelope(${west}, ${south}, ${east}, ${north}, 4326))`);
  }
  const day = sql<string>`to_char(c.created_at at time zone 'America/New_York', 'YYYY-MM-DD')`;
  if (filter.datetime?.from) query = query.where(day, '>=', filter.datetime.from);
  if (filter.datetime?.to) query = query.where(day, '<=', filter.datetime.to);
  const [comments, total] = await Promise.all([
    query.orderBy('c.created_at').orderBy('c.id').limit(filter.limit).offset(filter.offset).execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('matched'))
      .executeTakeFirstOrThrow(),
  ]);
  return { comments, matched: total.matched };
}

/**
 * Stores a comment and, in the same transaction, its `comment.created` event: staff's alert, and
 * the commenter's receipt when they gave an address that has receipts left today (issue 58; the
 * allowance is issue 54's, unconfirmed-mail.ts).
 * A comment on a period is taken only while the period is open by the database's clock; the
 * period's row is locked (shared) so a change to its dates cannot pass it in between.
 */
export async function insertComment(
  trx: Transaction<Database>,
  comment: {
    geometry: CommentGeometry;
    category: string;
    text: string;
    locationNote?: string;
    name?: string;
    email?: string;
    userId?: string;
    periodId?: string;
    language?: Language;
  },
): Promise<string> {
  if (comment.periodId) await assertPeriodTakesComments(trx, comment.periodId);
  const { id } = await trx
    .insertInto('comments')
    .values({
      geom: sql`st_makevalid(st_setsrid(st_geomfromgeojson(${JSON.stringify(comment.geometry)}), 4326))`,
      category: comment.category,
      text: comment.text,
      name: comment.name || null,
      location_note: comment.locationNote || null,
      email: comment.email ?? null,
      user_id: comment.userId ?? null,
      period_id: comment.periodId ?? null,
      language: comment.language ?? 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const receipt = comment.email ? await takeUnconfirmedMail(trx, comment.email) : false;
  await enqueue(trx, { name: 'comment.created', payload: { commentId: id, receipt } });
  return id;
}

/** Staff asked for a comment's alert again: its `comment.created` event once more. False for no such comment. */
export async function requeueCommentAlert(trx: Transaction<Database>, commentId: string): Promise<boolean> {
  const comment = await trx.selectFrom('comments').select('id').where('id', '=', commentId).executeTakeFirst();
  if (!comment) return false;
  // Staff's alert again, not the commenter's receipt.
  await enqueue(trx, { name: 'comment.created', payload: { commentId, receipt: false } });
  return true;
}

/** Staff asked for a response to be e-mailed again. False when there is no response or no address to send it to. */
export async function requeueCommentResponse(trx: Transaction<Database>, commentId: string): Promise<boolean> {
  const comment = await trx
    .selectFrom('comments')
    .select('id')
    .where('id', '=', commentId)
    .where('email', 'is not', null)
    .where('response', 'is not', null)
    .executeTakeFirst();
  if (!comment) return false;
  await enqueue(trx, { name: 'comment.responded', payload: { commentId } });
  return true;
}

/** What a comment's notifications say: its words, its author's address (never shown publicly) and staff's response. */
export async function findCommentForNotification(db: DbOrTrx, commentId: string) {
  const row = await locatedComments(db)
    .leftJoin('comment_periods as p', 'p.id', 'c.period_id')
    .select([
      'c.id',
      'c.category',
      'c.text',
      'c.name',
      'c.location_note',
      'c.email',
      'c.response',
      'c.entered_by',
      'c.period_id',
      'c.hidden',
      'c.kept_private',
      'c.language',
      'p.title as period_title',
    ])
    .select(['loc.full_name as locality', sql<string | null>`loc.fips::text`.as('locality_fips')])
    .select(sql<boolean>`c.geom is not null and not c.hidden and not c.kept_private`.as('on_map'))
    .select(sql<boolean>`c.geom is not null`.as('placed'))
    // Where it is, measured here (issue 58): the e-mails say it in words (contracts' commentPlaceWords).
    // By dimension: st_makevalid may have made a crossing area a MultiPolygon, a line a MultiLineString.
    .select(sql<number | null>`st_dimension(c.geom)`.as('dimension'))
    .select(sql<number | null>`st_y(st_pointonsurface(c.geom))`.as('latitude'))
    .select(sql<number | null>`st_x(st_pointonsurface(c.geom))`.as('longitude'))
    .select(sql<number | null>`case when st_dimension(c.geom) = 1 then st_length(c.geom::geography) / 1609.344 end`.as('miles'))
    .select(sql<number | null>`case when st_dimension(c.geom) = 2 then st_area(c.geom::geography) / 4046.8564224 end`.as('acres'))
    .where('c.id', '=', commentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { dimension, latitude, longitude, miles, acres, ...comment } = row;
  const kind = dimension === 1 ? 'LineString' : dimension === 2 ? 'Polygon' : 'Point';
  const place: CommentPlace | null = latitude === null || longitude === null ? null : { kind, locality: comment.locality, latitude, longitude, miles, acres };
  return { ...comment, place };
}

/** Staff set the response and category; a new response becomes a `comment.responded` event (e-mailed to the commenter). */
export async function respondToComment(
  trx: Transaction<Database>,
  change: { id: string; response: string; category: string; staffUserId: string },
): Promise<{ emailed: boolean; text: string } | null> {
  const before = await trx.selectFrom('comments').select(['response', 'email', 'text']).where('id', '=', change.id).forUpdate().executeTakeFirst();
  if (!before) return null;
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
  if (newResponse) await enqueue(trx, { name: 'comment.responded', payload: { commentId: change.id } });
  // What staff are told: whether the commenter gets an e-mail, and which comment it was (by its words).
  return { emailed: newResponse && before.email !== null, text: before.text };
}

/**
 * What a like keeps of the client's address (issue 54): a digest of the comment and the address
 * key the rate limits count by, not the address in clear (an unkeyed digest: whoever holds the database can test a guessed address). Differing per comment, the digests do not tie
 * one address's likes on different comments together.
 */
export function likeAddressDigest(commentId: string, addressKey: string): string {
  return hashToken(`comment-like\n${commentId}\n${addressKey}`);
}

/**
 * One like per liker (a signed-in user or a browser's cookie), and one per client address (issue
 * 54: fresh cookies from one address added a like each): a second is a no-op. Returns the like
 * count, or null for an unknown comment.
 */
export async function likeComment(db: DbOrTrx, commentId: string, liker: string, addressKey: string): Promise<{ likes: number; liked: boolean } | null> {
  const visible = await db.selectFrom('comments').select('id').where('id', '=', commentId).where('hidden', '=', false).executeTakeFirst();
  if (!visible) return null;
  await db
    .insertInto('comment_likes')
    .values({ comment_id: commentId, liker, address_digest: likeAddressDigest(commentId, addressKey) })
    // Either constraint: this liker's like, or this address's (comment_likes_once, comment_likes_once_per_address).
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // Whether this liker's like is there: not when another browser at the same address liked it first.
  const own = await db.selectFrom('comment_likes').select('liker').where('comment_id', '=', commentId).where('liker', '=', liker).executeTakeFirst();
  return { likes: await countLikes(db, commentId), liked: Boolean(own) };
}

/** Removes only this liker's like. */
export async function unlikeComment(db: DbOrTrx, commentId: string, liker: string): Promise<number> {
  await db.deleteFrom('comment_likes').where('comment_id', '=', commentId).where('liker', '=', liker).execute();
  return countLikes(db, commentId);
}

async function countLikes(db: DbOrTrx, commentId: string): Promise<number> {
  const row = await db
    .selectFrom('comment_likes')
    .select(sql<number>`count(*)::int`.as('likes'))
    .where('comment_id', '=', commentId)
    .executeTakeFirstOrThrow();
  return row.likes;
}

/** The comments staff's filters select, hidden ones too, for the moderation page: newly flagged first, then unanswered. */
export async function listCommentsForModeration(db: DbOrTrx, filters: StaffCommentFilters = {}) {
  const newFlags = sql<string[]>`(select coalesce(array_agg(f.reason order by f.created_at), '{}') from comment_flags f
    where f.comment_id = c.id and (c.flags_reviewed_at is null or f.created_at > c.flags_reviewed_at))`;
  return filtered(
    locatedComments(db).select(['c.id', 'c.category', 'c.text', 'c.name', 'c.hidden', 'c.response', 'c.created_at', 'loc.full_name as locality']),
    filters,
  )
    .select(sql<boolean>`c.email is not null`.as('has_email'))
    .select(newFlags.as('new_flags'))
    .orderBy(sql`cardinality(${newFlags}) > 0`, 'desc')
    .orderBy(sql`c.response is null`, 'desc')
    .orderBy('c.created_at', 'desc')
    .limit(500)
    .execute();
}

/** Hides a comment from the public APIs (or shows it again). False when there is no such comment. */
export async function setCommentHidden(db: DbOrTrx, id: string, hidden: boolean): Promise<boolean> {
  const row = await db.updateTable('comments').set({ hidden }).where('id', '=', id).returning('id').executeTakeFirst();
  return Boolean(row);
}

/** Web Mercator metres across the world; comment clusters are cells of 1/8 tile (64 px at 512 px tiles). */
const MERCATOR_WIDTH = 2 * 20037508.342789244;
const CLUSTER_CELLS_PER_TILE = 8;
/** From this zoom on, points are never merged. */
const CLUSTER_UNTIL_ZOOM = 15;

/**
 * The public comments as one vector tile layer, `comments`. Points that share a grid cell below
 * zoom 15 become one cluster feature (`count` > 1, no id); lines and areas are drawn as they are.
 * Hidden comments are never in it.
 */
export async function commentTile(db: Db, z: number, x: number, y: number): Promise<Buffer> {
  const cell = z >= CLUSTER_UNTIL_ZOOM ? 0 : MERCATOR_WIDTH / 2 ** z / CLUSTER_CELLS_PER_TILE;
  return runTileQuery(
    db,
    sql<{ tile: Buffer }>`
      with ${tileBounds(z, x, y)},
      visible as (
        select c.id::text as id, c.category, c.response is not null as answered, c.geom,
               st_transform(c.geom, 3857) as merc, geometrytype(c.geom) = 'POINT' as is_point
        from comments c, bounds where not c.hidden and not c.kept_private and c.geom && bounds.env4326
      ),
      points as (
        select case when count(*) = 1 then min(id) end as id,
               case when count(*) = 1 then min(category) end as category,
               case when count(*) = 1 then bool_and(answered) end as answered,
               count(*)::int as count,
               st_asmvtgeom(st_centroid(st_collect(merc)), bounds.env, 4096, 0, true) as geom
        from visible, bounds
        where is_point
        group by case when ${cell}::float8 > 0 then floor(st_x(merc) / ${cell}::float8) else st_x(merc) end,
                 case when ${cell}::float8 > 0 then floor(st_y(merc) / ${cell}::float8) else st_y(merc) end,
                 bounds.env
      ),
      shapes as (
        select id, category, answered, 1 as count, ${mvtGeometry(sql.ref('geom'), z)} as geom
        from visible, bounds where not is_point
      ),
      features as (select * from points union all select * from shapes)
      select coalesce(st_asmvt(features.*, 'comments', 4096, 'geom'), ''::bytea) as tile
      from features where geom is not null`,
  );
}

/** A visitor flags a comment for staff; one flag per person. False for an unknown or hidden comment. */
export async function flagComment(db: DbOrTrx, commentId: string, flagger: string, reason: string): Promise<boolean> {
  const visible = await db.selectFrom('comments').select('id').where('id', '=', commentId).where('hidden', '=', false).executeTakeFirst();
  if (!visible) return false;
  await db
    .insertInto('comment_flags')
    .values({ comment_id: commentId, flagger, reason })
    .onConflict((conflict) => conflict.columns(['comment_id', 'flagger']).doNothing())
    .execute();
  return true;
}

/** Staff have looked at a comment's flags: it leaves the flagged list until someone flags it again. */
export async function markCommentFlagsReviewed(db: DbOrTrx, id: string): Promise<boolean> {
  const row = await db
    .updateTable('comments')
    .set({ flags_reviewed_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
