import { isoToUsDate, updateId } from '@vtrans/contracts/content';
import { AppError } from '@vtrans/contracts/errors';
import { asksForChangeNote } from '@vtrans/contracts/change-notes';
import { virginiaToday } from '@vtrans/contracts/dates';
import {
  type ContentFields,
  type ContentKind,
  contentKindNames,
  type ContentStatus,
  itemTitle,
  type meetingTimeZones,
} from '@vtrans/contracts/content-editing';
import { type RawBuilder, sql } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../db';
import type { Database } from '../types';
import { enqueue } from './outbox';
import { audit, latestRevision, lockAt } from './content-item-records';
import { reviewByAfterPublication } from './content-ownership';
import { publicChangeOf, recordPublicChange } from './content-change-notes';
import { assertApproved, isCleared, recordEmergencyPublication } from './content-reviews';
import { containsPattern } from '../like';

/*
 * Staff editing (issue 20, decision 017). An item's history is its revisions; the kind's public
 * table holds what is published, written only here (and by the seed before staff own a kind).
 * Every change names the version it started from and bumps it, so two editors never overwrite
 * each other silently.
 */

/**
 * A revision's fields as stored (jsonb): what the kind's schema gave when they were saved. The
 * one place they are read back as their kind's type; a field added to a kind since is absent from
 * older revisions, which is why the projections read `localities` and the optional ones with care.
 */
function storedFields<Kind extends ContentKind>(_kind: Kind, json: unknown): ContentFields<Kind> {
  return json as ContentFields<Kind>;
}

/** How one kind's fields become a row of its public table, and back. */
interface Projection<Kind extends ContentKind> {
  /** Writes the fields into the public table; answers the row's key (new, or `key` kept or changed). */
  put(trx: Trx, fields: ContentFields<Kind>, key: string | null): Promise<string>;
  remove(trx: Trx, key: string): Promise<void>;
  /** Every public row as its key and fields: how seeded content becomes items. */
  all(db: DbOrTrx): Promise<{ key: string; fields: ContentFields<Kind> }[]>;
}

/** An optional text field as its column holds it: null when not given. */
const text = (value: string | undefined) => value || null;

/** The local wall-clock time of an instant in a zone, as a datetime-local input shows it. */
const localTime = (column: string, zone: RawBuilder<unknown>) => sql<string>`to_char(${sql.ref(column)} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI')`;
/** The instant a wall-clock time in a zone stands for. */
export const instant = (local: string, zone: string) => sql<Date>`(${local}::timestamp at time zone ${zone})`;

/** A table keyed by a generated id: the first publish inserts, later ones update the same row. */
function serialTable<Kind extends ContentKind, Table extends 'announcements' | 'events' | 'faqs' | 'risk_register' | 'by_the_numbers' | 'did_you_know'>(
  table: Table,
  toRow: (fields: ContentFields<Kind>) => { [Column in keyof Database[Table]]?: unknown },
  fromRow: Projection<Kind>['all'],
): Projection<Kind> {
  return {
    async put(trx, fields, key) {
      const row = toRow(fields);
      if (key) {
        await sql`update ${sql.table(table)} set ${sql.join(Object.entries(row).map(([column, value]) => sql`${sql.ref(column)} = ${value}`))} where id = ${Number(key)}`.execute(
          trx,
        );
        return key;
      }
      const inserted = await sql<{ id: number }>`
        insert into ${sql.table(table)} (${sql.join(Object.keys(row).map((column) => sql.ref(column)))})
        values (${sql.join(Object.values(row).map((value) => sql`${value}`))}) returning id`.execute(trx);
      return String(inserted.rows[0]!.id);
    },
    async remove(trx, key) {
      await sql`delete from ${sql.table(table)} where id = ${Number(key)}`.execute(trx);
    },
    all: fromRow,
  };
}

/** A meeting's address is made from its title when first published, and kept after. */
async function freeArticleName(trx: Trx, title: string): Promise<string> {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/[\s-]+/g, '-')
      .slice(0, 80)
      .replace(/-+$/, '') || 'meeting';
  for (let suffix = 1; ; suffix += 1) {
    const name = suffix === 1 ? base : `${base}-${suffix}`;
    const taken = await trx.selectFrom('articles').select('name').where('name', '=', name).executeTakeFirst();
    if (!taken) return name;
  }
}

/** The localities an update or a meeting is tagged with (older revisions have none). */
const tagged = (fields: ContentFields): readonly string[] => ('localities' in fields ? fields.localities : undefined) ?? [];

/** The kinds whose publication people following a locality hear of. */
const alertedKinds: readonly ContentKind[] = ['updates', 'meetings'];

const projections: { [Kind in ContentKind]: Projection<Kind> } = {
  updates: {
    async put(trx, fields, key) {
      const id = updateId(isoToUsDate(fields.date), fields.title);
      if (key !== id) {
        const taken = await trx.selectFrom('updates').select('id').where('id', '=', id).executeTakeFirst();
        if (taken)
          throw new AppError('invalid', 'Another update has this date and title.', {
            fields: { title: 'Another update has this date and title: change one of them.' },
          });
      }
      const row = { published_on: fields.date, title: fields.title, intro: fields.intro, body: fields.body ?? '', localities: [...tagged(fields)] };
      if (key && key !== id) {
        // A new address: the old one, and every older one that led to it, now lead here (308).
        await trx.deleteFrom('updates').where('id', '=', key).execute();
        await trx.updateTable('update_redirects').set({ new_id: id }).where('new_id', '=', key).execute();
        await trx
          .insertInto('update_redirects')
          .values({ old_id: key, new_id: id })
          .onConflict((conflict) => conflict.column('old_id').doUpdateSet({ new_id: id }))
          .execute();
      }
      await trx.deleteFrom('update_redirects').where('old_id', '=', id).execute();
      await trx
        .insertInto('updates')
        .values({ id, ...row })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
        .execute();
      return id;
    },
    async remove(trx, key) {
      await trx.deleteFrom('updates').where('id', '=', key).execute();
    },
    async all(db) {
      const rows = await db.selectFrom('updates').select(['id', 'published_on', 'title', 'intro', 'body', 'localities']).execute();
      return rows.map((row) => ({
        key: row.id,
        fields: { date: row.published_on, title: row.title, intro: row.intro, body: row.body, localities: row.localities },
      }));
    },
  },
  meetings: {
    async put(trx, fields, key) {
      const name = key ?? (await freeArticleName(trx, fields.title));
      const row = {
        title: fields.title,
        intro: fields.intro,
        body: fields.body ?? '',
        starts_at: instant(fields.startsAt, fields.timeZone),
        time_zone: fields.timeZone,
        meeting_on: fields.startsAt.slice(0, 10),
        duration_minutes: fields.durationMinutes ?? 60,
        location: text(fields.location),
        online_url: text(fields.onlineUrl),
        document_ids: [...(fields.documentIds ?? [])],
        localities: [...tagged(fields)],
      };
      await trx
        .insertInto('articles')
        .values({ name, ...row })
        .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
        .execute();
      return name;
    },
    async remove(trx, key) {
      await trx.updateTable('events').set({ article_name: null }).where('article_name', '=', key).execute();
      await trx.deleteFrom('articles').where('name', '=', key).execute();
    },
    async all(db) {
      const rows = await db
        .selectFrom('articles')
        .select([
          'name',
          'title',
          'intro',
          'body',
          'location',
          'online_url',
          'document_ids',
          'localities',
          'time_zone',
          'meeting_on',
          'duration_minutes',
          localTime('starts_at', sql.ref('time_zone')).as('starts_local'),
        ])
        .execute();
      return rows.map((row) => ({
        key: row.name,
        fields: {
          title: row.title,
          intro: row.intro,
          body: row.body,
          startsAt: row.starts_local ?? `${row.meeting_on}T00:00`,
          // Written from the list of zones the form offers (the column is text).
          timeZone: row.time_zone as (typeof meetingTimeZones)[number],
          location: row.location ?? undefined,
          onlineUrl: row.online_url ?? undefined,
          documentIds: row.document_ids,
          localities: row.localities,
          durationMinutes: row.duration_minutes,
        },
      }));
    },
  },
  announcements: serialTable(
    'announcements',
    (fields) => ({ published_on: fields.date, message: fields.message, href: text(fields.href), pages: fields.pages, show_until: text(fields.showUntil) }),
    async (db) =>
      (await db.selectFrom('announcements').selectAll().execute()).map((row) => ({
        key: String(row.id),
        fields: { date: row.published_on, message: row.message, href: row.href ?? undefined, pages: row.pages, showUntil: row.show_until ?? undefined },
      })),
  ),
  events: serialTable(
    'events',
    (fields) => ({ title: fields.title, starts_at: instant(fields.startsAt, fields.timeZone), location: fields.location, description: fields.description }),
    async (db) =>
      (
        await db
          .selectFrom('events')
          .select(['id', 'title', 'location', 'description', localTime('starts_at', sql.lit('America/New_York')).as('starts_local')])
          .execute()
      ).map((row) => ({
        key: String(row.id),
        fields: { title: row.title, startsAt: row.starts_local, timeZone: 'America/New_York', location: row.location, description: row.description },
      })),
  ),
  faqs: serialTable(
    'faqs',
    (fields) => ({ topic: fields.topic, question: fields.question, answer: fields.answer, position: fields.position }),
    async (db) =>
      (await db.selectFrom('faqs').select(['id', 'topic', 'question', 'answer', 'position']).execute()).map(({ id, ...fields }) => ({
        key: String(id),
        fields,
      })),
  ),
  'strategic-actions': {
    async put(trx, fields, key) {
      const { code, ...row } = fields;
      if (key !== code && (await trx.selectFrom('strategic_actions').select('code').where('code', '=', code).executeTakeFirst())) {
        throw new AppError('invalid', 'Another strategic action has this code.', { fields: { code: 'Another strategic action has this code.' } });
      }
      if (key && key !== code) await trx.deleteFrom('strategic_actions').where('code', '=', key).execute();
      await trx
        .insertInto('strategic_actions')
        .values({ code, ...row })
        .onConflict((conflict) => conflict.column('code').doUpdateSet(row))
        .execute();
      return code;
    },
    async remove(trx, key) {
      await trx.deleteFrom('strategic_actions').where('code', '=', key).execute();
    },
    async all(db) {
      return (await db.selectFrom('strategic_actions').selectAll().execute()).map((fields) => ({ key: fields.code, fields }));
    },
  },
  'risk-register': serialTable(
    'risk_register',
    (fields) => ({
      megatrend: fields.megatrend,
      macrotrend: fields.macrotrend,
      kind: fields.kind,
      description: fields.description,
      indicator: fields.indicator,
      position: fields.position,
    }),
    async (db) => (await db.selectFrom('risk_register').selectAll().execute()).map(({ id, ...fields }) => ({ key: String(id), fields })),
  ),
  'did-you-know': serialTable(
    'did_you_know',
    (fields) => ({ fact: fields.fact, source: fields.source }),
    async (db) => (await db.selectFrom('did_you_know').selectAll().execute()).map(({ id, ...fields }) => ({ key: String(id), fields })),
  ),
  'by-the-numbers': serialTable(
    'by_the_numbers',
    (fields) => ({ label: fields.label, value: fields.value, unit: fields.unit, source: fields.source, position: fields.position }),
    async (db) =>
      (await db.selectFrom('by_the_numbers').selectAll().execute()).map(({ id, value, ...fields }) => ({
        key: String(id),
        fields: { ...fields, value: Number(value) },
      })),
  ),
  pages: {
    async put(trx, fields, key) {
      if (!key) throw new AppError('invalid', 'Pages come with the site; their text is edited, not created.');
      const keywords = (fields.keywords ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
      await trx
        .updateTable('pages')
        .set({ title: fields.title, description: fields.description, keywords, heading: fields.heading, intro: fields.intro, body: fields.body ?? '' })
        .where('route', '=', key)
        .execute();
      return key;
    },
    async remove() {
      throw new AppError('conflict', 'A page of the site cannot be unpublished; edit its text instead.');
    },
    async all(db) {
      return (await db.selectFrom('pages').select(['route', 'title', 'description', 'keywords', 'heading', 'intro', 'body']).execute()).map(
        ({ route, keywords, ...fields }) => ({
          key: route,
          fields: { ...fields, keywords: keywords.join(', ') },
        }),
      );
    },
  },
};

async function addRevision(
  trx: Trx,
  itemId: string,
  fields: unknown,
  authorId: string | null,
  note = 'saved',
  changeNote: string | null = null,
): Promise<number> {
  const row = await trx
    .insertInto('content_revisions')
    .values((eb) => ({
      item_id: itemId,
      number: eb
        .selectFrom('content_revisions')
        .select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
        .where('item_id', '=', itemId),
      fields: JSON.stringify(fields),
      author_id: authorId,
      note,
      change_note: changeNote,
    }))
    .returning('number')
    .executeTakeFirstOrThrow();
  return row.number;
}

/**
 * After a new revision (a save or a restore): the next version, the list's title from the new
 * fields, and a scheduled item back to draft (its job, made for the old version, does nothing).
 */
/** What a scheduled item is once its schedule is dropped: published if a version of it is on the site, else a draft. */
const statusWithoutSchedule = (item: { published_revision: number | null }): ContentStatus => (item.published_revision !== null ? 'published' : 'draft');

async function markRevised(
  trx: Trx,
  item: { id: string; kind: string; status: ContentStatus; published_revision: number | null },
  version: number,
  fields: Record<string, unknown>,
  actorId: string,
) {
  await trx
    .updateTable('content_items')
    .set({
      version: version + 1,
      title: itemTitle(item.kind as ContentKind, fields),
      status: item.status === 'scheduled' ? statusWithoutSchedule(item) : item.status,
      publish_at: null,
      updated_by: actorId,
      updated_at: sql`now()`,
    })
    .where('id', '=', item.id)
    .execute();
}

/** A new item of a kind, as a draft (revision 1). */
export async function createContentItem<Kind extends ContentKind>(trx: Trx, kind: Kind, fields: ContentFields<Kind>, editorId: string): Promise<string> {
  const item = await trx
    .insertInto('content_items')
    .values({ kind, status: 'draft', title: itemTitle(kind, fields), updated_by: editorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addRevision(trx, item.id, fields, editorId);
  return item.id;
}

/**
 * Saves new fields as the next revision, and answers its number. A published item stays
 * published (showing its published revision) until it is published again. A change to a page the
 * public can open, once it has been on the site, says whether it is minor (`changeNote` null) or
 * what changed, for the page's history (issue 63); unsaid (undefined), it is refused.
 */
export async function saveContentItem(
  trx: Trx,
  itemId: string,
  version: number,
  fields: ContentFields,
  editorId: string,
  changeNote?: string | null,
): Promise<number> {
  const item = await lockAt(trx, itemId, version);
  if (changeNote === undefined && asksForChangeNote(item)) {
    const message = 'Say whether this is a minor change or one the public is told of.';
    throw new AppError('invalid', message, { fields: { change: message } });
  }
  const revision = await addRevision(trx, itemId, fields, editorId, 'saved', asksForChangeNote(item) ? changeNote : null);
  await markRevised(trx, item, version, fields, editorId);
  return revision;
}

/** Writes a revision's fields into its kind's public table (one kind's projection, typed by it). */
function putFields<Kind extends ContentKind>(trx: Trx, kind: Kind, json: unknown, key: string | null): Promise<string> {
  return projections[kind].put(trx, storedFields(kind, json), key);
}

/**
 * Copies the latest revision into the public table, in the caller's transaction, with its audit
 * entry `action`: the entry is also the
 * record of when which revision went up under which key, read by the updates feed and the
 * locality alerts.
 */
async function project(
  trx: Trx,
  item: { id: string; kind: string; public_key: string | null; review_by: string | null; published_revision: number | null },
  actorId: string | null,
  action: string,
  version: number,
) {
  const revision = await latestRevision(trx, item.id);
  const key = await putFields(trx, item.kind as ContentKind, revision.fields, item.public_key);
  await recordPublicChange(trx, item, revision.number);
  await trx
    .updateTable('content_items')
    .set({
      status: 'published',
      public_key: key,
      published_revision: revision.number,
      publish_at: null,
      version: version + 1,
      updated_at: sql`now()`,
      ...(actorId ? { updated_by: actorId } : {}),
      // A publication is a review (issue 63): a date passed moves on by the kind's period, and a “needs review” flag is answered.
      review_by: reviewByAfterPublication(item.kind as ContentKind, item.review_by, virginiaToday()),
      needs_review_at: null,
      needs_review_by: null,
      needs_review_note: '',
    })
    .where('id', '=', item.id)
    .execute();
  await audit(trx, actorId, action, item.id, { kind: item.kind, key, revision: revision.number });
  if (alertedKinds.includes(item.kind as ContentKind) && tagged(storedFields(item.kind as ContentKind, revision.fields)).length > 0) {
    await enqueue(trx, { name: 'content.published', payload: { itemId: item.id, revision: revision.number } });
  }
  return key;
}

/**
 * What publishing, scheduling or unpublishing an item reaches (issue 56), read at the version the
 * editor started from (a conflict when someone changed it since): its kind and title, the version
 * that would go up and the one up now, where it is, and the localities (FIPS) whose followers hear of it.
 */
export async function contentPublicationReach(trx: Trx, itemId: string, version: number) {
  const item = await lockAt(trx, itemId, version);
  const latest = await latestRevision(trx, itemId);
  const fields = storedFields(item.kind as ContentKind, latest.fields);
  const localities = alertedKinds.includes(item.kind as ContentKind) ? tagged(fields) : [];
  return {
    kind: item.kind as ContentKind,
    status: item.status as ContentStatus,
    title: itemTitle(item.kind as ContentKind, latest.fields as Record<string, unknown>),
    latest: latest.number,
    // The version the public sees now: kept while a later one is scheduled, none once unpublished.
    published: item.published_revision,
    publicKey: item.public_key,
    localities,
    // What the page's history gains (issue 63).
    history: await publicChangeOf(trx, item, latest.number),
  };
}

/**
 * Puts the latest revision on the site now: once it is approved, where its kind needs a second pair
 * of eyes (issue 63), or as an emergency, with its reason, to be approved afterwards.
 */
export async function publishContentItem(trx: Trx, itemId: string, version: number, actorId: string, emergency?: { reason: string }): Promise<string> {
  const item = await lockAt(trx, itemId, version);
  const latest = await latestRevision(trx, itemId);
  // An emergency is one only when a review is skipped: approved or not needed, it is a publication.
  if (emergency && !(await isCleared(trx, item, latest.number))) await recordEmergencyPublication(trx, item, latest.number, actorId, emergency.reason);
  else await assertApproved(trx, item, latest.number);
  return project(trx, item, actorId, 'content.publish', version);
}

/** Takes a published item off the site; its history stays. */
export async function unpublishContentItem(trx: Trx, itemId: string, version: number, actorId: string): Promise<void> {
  const item = await lockAt(trx, itemId, version);
  // A published version may be up while a later one is scheduled: unpublishing takes it off, and the schedule with it.
  if (item.published_revision === null || !item.public_key) throw new AppError('conflict', 'This item is not published.');
  await projections[item.kind as ContentKind].remove(trx, item.public_key);
  // Nothing of it is on the site now: no version is the published one.
  await trx
    .updateTable('content_items')
    .set({ status: 'unpublished', published_revision: null, version: version + 1, updated_by: actorId, updated_at: sql`now()` })
    .where('id', '=', itemId)
    .execute();
  await audit(trx, actorId, 'content.unpublish', itemId, { kind: item.kind, key: item.public_key });
}

/** The moment a wall-clock time in a zone names, as the editor gave it in `field`; refused, naming the field, unless it is in the future. */
/** The moment a wall-clock time in a zone names (a meeting's start as an editor typed it). */
export async function localInstant(db: DbOrTrx, local: string, timeZone: string): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`select ${instant(local, timeZone)} as at`.execute(db);
  return rows[0]!.at;
}

export async function publicationInstant(db: DbOrTrx, when: { local: string; timeZone: string }, field = 'publishAt'): Promise<Date> {
  const at = await localInstant(db, when.local, when.timeZone);
  if (at.getTime() <= Date.now()) throw new AppError('invalid', 'Choose a time in the future.', { fields: { [field]: 'Choose a time in the future.' } });
  return at;
}

/**
 * Publishes at a future time (a wall-clock time in a zone, as the editor gave it): a job on the
 * queue at that moment, which does nothing if the item changed since.
 */
export async function scheduleContentItem(
  trx: Trx,
  itemId: string,
  version: number,
  when: { local: string; timeZone: string },
  actorId: string,
): Promise<Date> {
  const item = await lockAt(trx, itemId, version);
  await assertApproved(trx, item, (await latestRevision(trx, itemId)).number);
  const publishAt = await publicationInstant(trx, when);
  const scheduledVersion = version + 1;
  await trx
    .updateTable('content_items')
    .set({ status: 'scheduled', publish_at: publishAt, version: scheduledVersion, updated_by: actorId, updated_at: sql`now()` })
    .where('id', '=', itemId)
    .execute();
  await enqueue(trx, { name: 'content.publish', payload: { itemId, version: scheduledVersion } }, { runAfter: publishAt });
  await audit(trx, actorId, 'content.schedule', itemId, { kind: item.kind, publishAt: publishAt.toISOString() });
  return publishAt;
}

/**
 * Drops an item's schedule (issue 59: a scheduled item could not be unscheduled): it is as it was
 * before — its published version stays on the site, or it stays a draft. The job waiting for the
 * time finds the item changed and does nothing.
 */
export async function unscheduleContentItem(trx: Trx, itemId: string, version: number, actorId: string): Promise<void> {
  const item = await lockAt(trx, itemId, version);
  if (item.status !== 'scheduled') throw new AppError('conflict', 'It is not scheduled: there is nothing to cancel.');
  await trx
    .updateTable('content_items')
    .set({ status: statusWithoutSchedule(item), publish_at: null, version: version + 1, updated_by: actorId, updated_at: sql`now()` })
    .where('id', '=', itemId)
    .execute();
  await audit(trx, actorId, 'content.unschedule', itemId, { kind: item.kind, publishAt: item.publish_at?.toISOString() ?? null });
}

/**
 * The scheduled job's work: publish if the item is still scheduled at the version the job was
 * made for. A job run twice, or after the item changed, does nothing.
 */
export async function publishScheduledItem(db: Db, itemId: string, version: number): Promise<'published' | 'superseded'> {
  return db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom('content_items').selectAll().where('id', '=', itemId).forUpdate().executeTakeFirst();
    if (!item || item.status !== 'scheduled' || item.version !== version) return 'superseded';
    // Approved when it was scheduled; asked again at its time (a schedule made before reviews were
    // needed for its kind): what nobody approved is not published, and the schedule is dropped.
    if (!(await isCleared(trx, item, (await latestRevision(trx, itemId)).number))) {
      await trx
        .updateTable('content_items')
        .set({ status: statusWithoutSchedule(item), publish_at: null, version: version + 1, updated_at: sql`now()` })
        .where('id', '=', itemId)
        .execute();
      await audit(trx, null, 'content.schedule-dropped', itemId, { kind: item.kind, reason: 'not approved' });
      return 'superseded';
    }
    await project(trx, item, null, 'content.publish-scheduled', version);
    return 'published';
  });
}

/** Makes an earlier revision the latest again (as a new revision: history is never rewritten). */
export async function restoreContentRevision(trx: Trx, itemId: string, version: number, number: number, actorId: string): Promise<number> {
  const item = await lockAt(trx, itemId, version);
  const earlier = await trx.selectFrom('content_revisions').select('fields').where('item_id', '=', itemId).where('number', '=', number).executeTakeFirst();
  if (!earlier) throw new AppError('not-found', 'No such version of this item.');
  const restored = await addRevision(trx, itemId, earlier.fields, actorId, `restored version ${number}`);
  await markRevised(trx, item, version, earlier.fields, actorId);
  await audit(trx, actorId, 'content.restore', itemId, { kind: item.kind, from: number, revision: restored });
  return restored;
}

export interface ContentListFilters {
  kind: ContentKind;
  q?: string;
  status?: ContentStatus;
}

/** One kind's items for the list: newest change first, with who made it. */
export async function listContentItems(db: DbOrTrx, { kind, q, status }: ContentListFilters) {
  let query = db
    .selectFrom('content_items as i')
    .leftJoin('users as u', 'u.id', 'i.updated_by')
    .select(['i.id', 'i.title', 'i.status', 'i.public_key', 'i.publish_at', 'i.updated_at', 'i.published_revision', 'u.email as editor'])
    .select((eb) =>
      eb
        .selectFrom('content_revisions')
        .select(sql<number>`max(number)`.as('latest'))
        .whereRef('item_id', '=', 'i.id')
        .as('latest_revision'),
    )
    .where('i.kind', '=', kind);
  if (status) query = query.where('i.status', '=', status);
  if (q) query = query.where('i.title', 'ilike', containsPattern(q));
  return query.orderBy('i.updated_at', 'desc').limit(500).execute();
}

/** How many items of each kind there are, for the overview. */
export async function countContentItems(db: DbOrTrx): Promise<Partial<Record<ContentKind, number>>> {
  const rows = await db
    .selectFrom('content_items')
    .select(['kind', sql<string>`count(*)`.as('count')])
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.count)]));
}

/** One item with every revision (newest first), for its edit page. */
export async function findContentItem(db: DbOrTrx, itemId: string) {
  const item = await db
    .selectFrom('content_items as i')
    .leftJoin('users as u', 'u.id', 'i.updated_by')
    .leftJoin('users as f', 'f.id', 'i.needs_review_by')
    .selectAll('i')
    .select(['u.email as editor', 'f.email as flagged_by'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!item) return null;
  const revisions = await db
    .selectFrom('content_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select(['r.number', 'r.fields', 'r.note', 'r.change_note', 'r.created_at', 'u.email as author'])
    .where('r.item_id', '=', itemId)
    .orderBy('r.number', 'desc')
    .execute();
  return { ...item, kind: item.kind as ContentKind, revisions };
}

/** The audit entries of one item, newest first. */
export async function listContentAudit(db: DbOrTrx, itemId: string) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.action', 'a.details', 'a.created_at', 'u.email as actor'])
    .where('a.subject', '=', `content:${itemId}`)
    .orderBy('a.created_at', 'desc')
    .limit(100)
    .execute();
}

/**
 * What the editing form offers to pick: every page of the site by route and title (where an
 * announcement shows), and the library's documents (what a meeting attaches; hidden ones too, as
 * staff may attach what only a link reaches — the meeting page leaves those out).
 */
export async function listEditorChoices(db: DbOrTrx) {
  const [pages, documents, localities] = await Promise.all([
    db.selectFrom('pages').select(['route', 'title']).orderBy('route').execute(),
    db.selectFrom('documents').select(['id', 'title', 'file_name']).orderBy('title').execute(),
    db
      .selectFrom('localities')
      .select([sql<string>`fips::text`.as('fips'), 'full_name'])
      .orderBy('full_name')
      .execute(),
  ]);
  return { pages, documents, localities };
}

/** The localities a published update or meeting is tagged with; null unless that revision is the one published. */
export async function publishedContentForAlert(db: DbOrTrx, itemId: string, revision: number) {
  const row = await db
    .selectFrom('content_items as i')
    .innerJoin('content_revisions as r', (join) => join.onRef('r.item_id', '=', 'i.id').on('r.number', '=', revision))
    .select(['i.kind', 'i.public_key', 'i.status', 'r.fields'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!row || row.status !== 'published' || !row.public_key) return null;
  return { localities: tagged(storedFields(row.kind as ContentKind, row.fields)) };
}

/** The address an update had before it was renamed, and the one it has now. */
export async function findUpdateRedirect(db: DbOrTrx, oldId: string): Promise<string | null> {
  const row = await db.selectFrom('update_redirects').select('new_id').where('old_id', '=', oldId).executeTakeFirst();
  return row?.new_id ?? null;
}

/** Kinds staff already own: the seed leaves their public rows alone. */
export async function kindsWithItems(db: DbOrTrx): Promise<Set<ContentKind>> {
  const rows = await db.selectFrom('content_items').select('kind').distinct().execute();
  return new Set(rows.map((row) => row.kind as ContentKind));
}

/**
 * Gives every public row that has no item one (published, revision 1, by nobody): how the seeded
 * content becomes editable. Safe to run again; answers how many items it made.
 */
export async function adoptPublishedContent(db: Db): Promise<number> {
  let made = 0;
  for (const kind of contentKindNames) {
    await db.transaction().execute(async (trx) => {
      const known = new Set((await trx.selectFrom('content_items').select('public_key').where('kind', '=', kind).execute()).map((row) => row.public_key));
      for (const { key, fields } of await projections[kind].all(trx)) {
        if (known.has(key)) continue;
        const item = await trx
          .insertInto('content_items')
          // Imported is published: due for review its kind's period from today (issue 63).
          .values({
            kind,
            public_key: key,
            status: 'published',
            published_revision: 1,
            title: itemTitle(kind, fields),
            review_by: reviewByAfterPublication(kind, null, virginiaToday()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addRevision(trx, item.id, fields, null, 'imported');
        made += 1;
      }
    });
  }
  return made;
}
