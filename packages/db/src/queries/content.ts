import { sql } from 'kysely';
import type { DbOrTrx } from '../db';

export async function findPage(db: DbOrTrx, route: string) {
  return db
    .selectFrom('pages')
    .select(['route', 'title', 'description', 'keywords', 'heading', 'intro', 'body', 'updated_at'])
    .where('route', '=', route)
    .executeTakeFirst();
}

export async function findLatestUpdates(db: DbOrTrx, limit: number) {
  return db.selectFrom('updates').select(['id', 'published_on', 'title', 'intro']).orderBy('published_on', 'desc').orderBy('id').limit(limit).execute();
}

export async function listUpdates(db: DbOrTrx) {
  return findLatestUpdates(db, 1_000);
}

export async function findUpdate(db: DbOrTrx, id: string) {
  return db.selectFrom('updates').select(['id', 'published_on', 'title', 'intro', 'body']).where('id', '=', id).executeTakeFirst();
}

/** One article (meeting) with the library documents attached to it (hidden ones left out). */
export async function findArticle(db: DbOrTrx, name: string) {
  const article = await db
    .selectFrom('articles')
    .select(['name', 'title', 'intro', 'body', 'meeting_on', 'location', 'starts_at', 'time_zone', 'online_url', 'duration_minutes', 'document_ids'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!article) return undefined;
  return { ...article, documents: await listMeetingDocuments(db, article.document_ids) };
}

/** The library documents a meeting lists, as its page shows them: the visible ones, by title. */
export async function listMeetingDocuments(db: DbOrTrx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('documents').select(['file_name', 'title']).where('id', 'in', ids).where('hidden', '=', false).orderBy('title').execute();
}

/** Meetings, newest first. */
export async function listMeetings(db: DbOrTrx) {
  return db
    .selectFrom('articles')
    .select(['name', 'title', 'intro', 'meeting_on', 'location'])
    .where('meeting_on', 'is not', null)
    .orderBy('meeting_on', 'desc')
    .execute();
}

/** The newest program updates with their bodies, for the update feed. */
export async function listUpdatesForFeed(db: DbOrTrx, limit: number) {
  // When it was really published and last changed: the publishing in the audit log. An update
  // from before the editor (the seed's) was published at noon in Virginia on its date; its
  // updated_at is only when the seed ran, the same for every one of them.
  const published = (first: 'min' | 'max') => sql<Date | null>`(
    select ${sql.raw(first)}(a.created_at) from audit_log a join content_items i on a.subject = 'content:' || i.id
    where i.kind = 'updates' and a.action in ('content.publish', 'content.publish-scheduled') and a.details->>'key' = updates.id)`;
  const noonInVirginia = sql<Date>`(published_on + time '12:00') at time zone 'America/New_York'`;
  return (
    db
      .selectFrom('updates')
      .select(['id', 'published_on', 'title', 'intro', 'body'])
      .select(sql<Date>`coalesce(${published('min')}, ${noonInVirginia})`.as('published_at'))
      .select(sql<Date>`coalesce(${published('max')}, ${noonInVirginia})`.as('changed_at'))
      // The date the update carries orders it, as on its page, even when it was published later.
      .select(noonInVirginia.as('dated_at'))
      .orderBy('published_on', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/**
 * One meeting as a calendar entry: the article with its start time — its own, or (for a meeting
 * from before meetings had times) that of the event that belongs to it.
 */
export async function findMeetingForCalendar(db: DbOrTrx, name: string) {
  return db
    .selectFrom('articles')
    .leftJoin('events', 'events.article_name', 'articles.name')
    .select([
      'articles.name',
      'articles.title',
      'articles.intro',
      'articles.meeting_on',
      'articles.location',
      'articles.online_url',
      'articles.updated_at',
      'articles.duration_minutes',
    ])
    .select(sql<Date | null>`coalesce(articles.starts_at, events.starts_at)`.as('starts_at'))
    .where('articles.name', '=', name)
    .orderBy('events.starts_at')
    .executeTakeFirst();
}

/**
 * What is still to come, for the meetings calendar: events starting from `since`, and meetings on
 * or after its day that no event stands for.
 */
export async function listUpcomingMeetings(db: DbOrTrx, since: Date) {
  const [events, meetings] = await Promise.all([
    db
      .selectFrom('events')
      .select(['id', 'title', 'description', 'location', 'starts_at', 'article_name'])
      .where('starts_at', '>=', since)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('articles')
      .select(['name', 'title', 'intro', 'meeting_on', 'location', 'online_url', 'starts_at', 'time_zone', 'updated_at', 'duration_minutes'])
      .where(sql<boolean>`coalesce(starts_at >= ${since}, meeting_on >= (${since}::timestamptz at time zone 'America/New_York')::date)`)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('events').select('id').whereRef('events.article_name', '=', 'articles.name'))))
      .orderBy('meeting_on')
      .orderBy('starts_at')
      .execute(),
  ]);
  return { events, meetings };
}

/**
 * The meetings page: what is still to come from the start of today in Virginia (so a meeting
 * stays upcoming all its day, as the page's copy lasts the day), and the meetings before that,
 * newest first.
 */
export async function listMeetingSchedule(db: DbOrTrx) {
  const { rows } = await sql<{
    midnight: Date;
  }>`select (date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York') as midnight`.execute(db);
  const [upcoming, all] = await Promise.all([listUpcomingMeetings(db, rows[0]!.midnight), listMeetings(db)]);
  const coming = new Set([...upcoming.meetings.map((meeting) => meeting.name), ...upcoming.events.flatMap((event) => event.article_name ?? [])]);
  return { ...upcoming, past: all.filter((meeting) => !coming.has(meeting.name)) };
}

export async function listAnnouncements(db: DbOrTrx) {
  return db.selectFrom('announcements').selectAll().orderBy('published_on', 'desc').orderBy('id').execute();
}

export async function findEvent(db: DbOrTrx, id: number) {
  return db.selectFrom('events').select(['id', 'title', 'description', 'location', 'starts_at', 'article_name']).where('id', '=', id).executeTakeFirst();
}

export async function listEvents(db: DbOrTrx) {
  return db.selectFrom('events').selectAll().orderBy('starts_at').execute();
}

export async function listFaqs(db: DbOrTrx) {
  return db.selectFrom('faqs').select(['id', 'topic', 'question', 'answer', 'position']).orderBy('position').execute();
}

export async function listStatutoryRequirements(db: DbOrTrx) {
  return db.selectFrom('statutory_requirements').selectAll().orderBy('position').execute();
}

export async function listStrategicActions(db: DbOrTrx) {
  return db.selectFrom('strategic_actions').selectAll().orderBy('position').execute();
}

export async function listSurveyTimeline(db: DbOrTrx) {
  return db.selectFrom('survey_timeline').selectAll().orderBy('milestone_on').execute();
}

/** GAP-TA studies with their locality's name and their area as GeoJSON (for maps) and a bounding box. */
export async function listGapTaStudies(db: DbOrTrx, id?: string) {
  let query = db
    .selectFrom('gap_ta_studies as study')
    .innerJoin('localities as locality', 'locality.fips', 'study.locality_fips')
    .select([
      'study.id',
      'study.title',
      'study.locality_fips',
      'locality.full_name as locality',
      'study.fiscal_year',
      'study.component',
      'study.summary',
      'study.status',
      'study.documents',
      sql<string>`st_asgeojson(study.area, 6)`.as('area_geojson'),
      sql<[number, number, number, number]>`array[st_xmin(study.area), st_ymin(study.area), st_xmax(study.area), st_ymax(study.area)]`.as('bbox'),
    ])
    .orderBy('study.fiscal_year', 'desc')
    .orderBy('study.id');
  if (id !== undefined) query = query.where('study.id', '=', id);
  return query.execute();
}

export async function listRiskRegister(db: DbOrTrx) {
  return db.selectFrom('risk_register').selectAll().orderBy('position').execute();
}

export async function listByTheNumbers(db: DbOrTrx) {
  return db.selectFrom('by_the_numbers').selectAll().orderBy('position').execute();
}

export async function listDidYouKnow(db: DbOrTrx) {
  return db.selectFrom('did_you_know').selectAll().orderBy('id').execute();
}

export async function listWhatsNew(db: DbOrTrx) {
  return db.selectFrom('whats_new').selectAll().orderBy('published_on', 'desc').execute();
}

/** Every cache tag's current version (see the cache-tags migration). */
export async function readCacheTagVersions(db: DbOrTrx): Promise<Record<string, string>> {
  const rows = await db.selectFrom('cache_tags').select(['tag', 'version']).execute();
  return Object.fromEntries(rows.map((row) => [row.tag, row.version]));
}

/**
 * What the sitemap lists — every page, update, meeting, comment period and public document
 * (with its web version) — each with when it really last changed (issue 57): a row's `updated_at`
 * is when it was last written, which for seeded content is the moment the database was seeded. So
 * a change counts when staff made it (a publication through the editor, a document's upload, edit
 * or accessibility verdict) or it is the content's own date (an update's or a document's
 * publication day); a seeded page or meeting nobody has edited has no known date, and the sitemap
 * gives none rather than a wrong one.
 */
export async function listSitemapEntries(db: DbOrTrx) {
  /**
   * When the content item behind a public row was last published — by an editor, or on schedule —
   * as the audit log records it (null: never through the editor). Not content_items.updated_at:
   * the seed adopts its rows as items at seed time, and saving a draft of a published item moves it.
   */
  const published = (kind: string, key: ReturnType<typeof sql.ref>) =>
    sql<Date | null>`(select max(a.created_at) from content_items i join audit_log a on a.subject = 'content:' || i.id
      where i.kind = ${kind} and i.public_key = ${key} and a.action in ('content.publish', 'content.publish-scheduled'))`;
  const day = (column: string) => sql`(${sql.ref(column)}::timestamp at time zone 'America/New_York')`;
  return {
    documents: await db
      .selectFrom('documents as d')
      .leftJoin('document_web_versions as w', 'w.document_id', 'd.id')
      .select(['d.id', 'w.made_at as web_version_made_at'])
      .select(
        sql<Date>`greatest(${day('d.published_on')}, (select max(a.created_at) from audit_log a where a.subject = 'document:' || d.id and a.action in ('document.upload', 'document.update', 'document.verify')))`.as(
          'changed_at',
        ),
      )
      .where('d.hidden', '=', false)
      .orderBy('d.published_on', 'desc')
      .orderBy('d.id')
      .execute(),
    pages: await db
      .selectFrom('pages')
      .select(['route', published('pages', sql.ref('pages.route')).as('changed_at')])
      .orderBy('route')
      .execute(),
    updates: await db
      .selectFrom('updates')
      .select(['id', sql<Date>`greatest(${day('updates.published_on')}, ${published('updates', sql.ref('updates.id'))})`.as('changed_at')])
      .orderBy('published_on', 'desc')
      .orderBy('id')
      .execute(),
    meetings: await db
      .selectFrom('articles')
      .select(['name', published('meetings', sql.ref('articles.name')).as('changed_at')])
      .where('meeting_on', 'is not', null)
      .orderBy('meeting_on', 'desc')
      .execute(),
    // Each period's public page, upcoming ones included (they say when they open); staff's saves set updated_at.
    commentPeriods: await db.selectFrom('comment_periods').select(['id', 'updated_at as changed_at']).orderBy('opens_at', 'desc').execute(),
  };
}
