import { AppError } from '@vtrans/contracts/errors';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { recordAudit } from './audit';
import {
  englishAddressOf,
  type TranslatableKind,
  type TranslationFields,
  type TranslationFieldsOf,
  translatableKinds,
  translationFieldNames,
} from '@vtrans/contracts/translatable';

/*
 * Staff's translations of content items (issue 62, decision 047). A translation records the
 * English revision it says; it is behind once the item is published past that revision, until an
 * editor updates it or confirms it still says the same. Which kinds, and which fields of
 * each: contracts/translatable.ts.
 */

export type TranslationLanguage = 'es';

/** The item to translate, locked: a translation is of a published item of a translatable kind. */
export async function lockTranslatableItem(trx: Trx, itemId: string) {
  const item = await trx
    .selectFrom('content_items')
    .select(['id', 'kind', 'published_revision'])
    .where('id', '=', itemId)
    .where('kind', 'in', translatableKinds)
    .forUpdate()
    .executeTakeFirst();
  if (!item || item.published_revision === null) throw new AppError('not-found', 'That item is not on the site: only what is published is translated.');
  return { ...item, kind: item.kind as TranslatableKind, published_revision: item.published_revision };
}

export type TranslationState = 'current' | 'behind' | 'missing';

const stateOf = (translates: number | null, published: number | null): TranslationState =>
  translates === null ? 'missing' : published !== null && translates < published ? 'behind' : 'current';

/** A page's translation as its /es address shows it, with whether it is behind and since when. */
export async function findPageTranslation(db: DbOrTrx, route: string, language: TranslationLanguage) {
  const row = await db
    .selectFrom('content_translations as t')
    .innerJoin('content_items as i', 'i.id', 't.item_id')
    .leftJoin('content_revisions as r', (join) => join.onRef('r.item_id', '=', 'i.id').onRef('r.number', '=', 'i.published_revision'))
    .select(['t.fields', 't.translates_revision', 't.updated_at', 'i.published_revision', 'r.created_at as english_published_at'])
    .where('i.kind', '=', 'pages')
    .where('i.public_key', '=', route)
    .where('t.language', '=', language)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fields: row.fields as unknown as TranslationFieldsOf<'pages'>,
    state: stateOf(row.translates_revision, row.published_revision) as Exclude<TranslationState, 'missing'>,
    englishPublishedAt: row.english_published_at,
    updatedAt: row.updated_at,
  };
}

/** The routes of pages with a translation in `language`, with its title and state: the sitemap's, hreflang's and the Spanish pages' list. */
export async function listPageTranslationRoutes(db: DbOrTrx, language: TranslationLanguage) {
  const rows = await db
    .selectFrom('content_translations as t')
    .innerJoin('content_items as i', 'i.id', 't.item_id')
    .select(['i.public_key', 't.translates_revision', 'i.published_revision', 't.updated_at', sql<string>`t.fields->>'title'`.as('title')])
    .where('i.kind', '=', 'pages')
    .where('t.language', '=', language)
    .orderBy('i.public_key')
    .execute();
  return rows.map((row) => ({
    route: row.public_key!,
    title: row.title,
    state: stateOf(row.translates_revision, row.published_revision),
    updatedAt: row.updated_at,
  }));
}

/**
 * The Spanish of one kind's items on the site, by the item's public key — for the Spanish meetings,
 * program updates and questions pages (`keys`: only these items) — each with what it says, whether
 * the English has moved on since, when the English was last published and when the Spanish was written.
 */
export async function listItemTranslations<Kind extends Exclude<TranslatableKind, 'pages'>>(
  db: DbOrTrx,
  kind: Kind,
  language: TranslationLanguage,
  keys?: readonly string[],
) {
  type Shown = { fields: TranslationFieldsOf<Kind>; state: Exclude<TranslationState, 'missing'>; englishPublishedAt: Date | null; updatedAt: Date };
  if (keys?.length === 0) return new Map<string, Shown>();
  let query = db
    .selectFrom('content_translations as t')
    .innerJoin('content_items as i', 'i.id', 't.item_id')
    .leftJoin('content_revisions as r', (join) => join.onRef('r.item_id', '=', 'i.id').onRef('r.number', '=', 'i.published_revision'))
    .select(['i.public_key', 't.fields', 't.translates_revision', 't.updated_at', 'i.published_revision', 'r.created_at as english_published_at'])
    .where('i.kind', '=', kind)
    .where('i.published_revision', 'is not', null)
    .where('t.language', '=', language);
  if (keys) query = query.where('i.public_key', 'in', keys);
  const rows = await query.execute();
  return new Map<string, Shown>(
    rows.map((row) => [
      row.public_key!,
      {
        fields: row.fields as unknown as TranslationFieldsOf<Kind>,
        state: stateOf(row.translates_revision, row.published_revision) as Exclude<TranslationState, 'missing'>,
        englishPublishedAt: row.english_published_at,
        updatedAt: row.updated_at,
      },
    ]),
  );
}

/**
 * Every page, every published meeting and event still to come, every published program update
 * and question, and every published announcement that has not ended, with its translation's state
 * in `language`, for staff's list. A page's `route` is its address; any other item's, its public key
 * (what its address ends in).
 */
export async function listTranslationStates(db: DbOrTrx, language: TranslationLanguage) {
  const rows = await db
    .selectFrom('content_items as i')
    .leftJoin('content_translations as t', (join) => join.onRef('t.item_id', '=', 'i.id').on('t.language', '=', language))
    .leftJoin('users as u', 'u.id', 't.updated_by')
    .select(['i.id', 'i.kind', 'i.public_key', 'i.title', 'i.published_revision', 't.translates_revision', 't.updated_at', 'u.email as translator'])
    // A meeting or an event on the site and not yet past (the day it falls on, in Virginia): what the Spanish meetings page shows.
    .leftJoin('articles as m', (join) => join.onRef('m.name', '=', 'i.public_key').on('i.kind', '=', 'meetings'))
    .leftJoin('events as e', (join) => join.on(sql`e.id::text`, '=', sql.ref('i.public_key')).on('i.kind', '=', 'events'))
    // An announcement on the site that has not ended (its last day, if it has one, not yet past in Virginia).
    .leftJoin('announcements as a', (join) => join.on(sql`a.id::text`, '=', sql.ref('i.public_key')).on('i.kind', '=', 'announcements'))
    .where((where) =>
      where.or([
        where('i.kind', '=', 'pages'),
        where.and([where('i.kind', 'in', ['updates', 'faqs']), where('i.published_revision', 'is not', null)]),
        where.and([
          where('i.kind', '=', 'meetings'),
          where('i.published_revision', 'is not', null),
          where('m.meeting_on', '>=', sql<string>`(now() at time zone 'America/New_York')::date`),
        ]),
        where.and([
          where('i.kind', '=', 'events'),
          where('i.published_revision', 'is not', null),
          // From midnight in Virginia, as the meetings pages count what is still to come.
          where('e.starts_at', '>=', sql<Date>`date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York'`),
        ]),
        where.and([
          where('i.kind', '=', 'announcements'),
          where('i.published_revision', 'is not', null),
          where.or([where('a.show_until', 'is', null), where('a.show_until', '>=', sql<string>`(now() at time zone 'America/New_York')::date`)]),
        ]),
      ]),
    )
    .orderBy('i.kind', 'desc')
    .orderBy('i.public_key')
    .execute();
  return rows.map((row) => ({
    itemId: row.id,
    kind: row.kind as TranslatableKind,
    route: row.public_key!,
    title: row.title,
    state: stateOf(row.translates_revision, row.published_revision),
    updatedAt: row.updated_at,
    translator: row.translator,
  }));
}

/**
 * What an editor needs to translate an item: the English as published, the translation
 * if any, and — when it is behind — the English as it was at the revision the translation says.
 */
export async function translationForEditing(db: DbOrTrx, itemId: string, language: TranslationLanguage) {
  const item = await db
    .selectFrom('content_items')
    .select(['id', 'kind', 'public_key', 'title', 'published_revision'])
    .where('id', '=', itemId)
    .where('kind', 'in', translatableKinds)
    .executeTakeFirst();
  if (!item || item.published_revision === null) return null;
  const translation = await db
    .selectFrom('content_translations')
    .select(['fields', 'translates_revision', 'updated_at'])
    .where('item_id', '=', itemId)
    .where('language', '=', language)
    .executeTakeFirst();
  const revisionFields = async (number: number) =>
    (await db.selectFrom('content_revisions').select('fields').where('item_id', '=', itemId).where('number', '=', number).executeTakeFirst())?.fields as
      Record<string, unknown> | undefined;
  const state = stateOf(translation?.translates_revision ?? null, item.published_revision);
  return {
    itemId: item.id,
    kind: item.kind as TranslatableKind,
    route: item.public_key!,
    title: item.title,
    publishedRevision: item.published_revision,
    english: (await revisionFields(item.published_revision)) ?? {},
    translation: translation ? { fields: translation.fields as unknown as TranslationFields, translatesRevision: translation.translates_revision } : null,
    state,
    englishWhenTranslated: state === 'behind' ? ((await revisionFields(translation!.translates_revision)) ?? {}) : null,
  };
}

/** Refused when the fields given are not the ones the item's kind translates (a form for another kind). */
export function assertFieldsOfKind(kind: TranslatableKind, fields: TranslationFields | null) {
  if (fields === null) return;
  const given = Object.keys(fields).sort().join();
  if (given !== translationFieldNames(kind).sort().join()) throw new AppError('invalid', 'Those are not the fields this item translates: reload the page.');
}

export const englishChanged = () => new AppError('conflict', 'The English was published again while you worked: reload to see what changed, then save.');

/**
 * Saves an editor's translation of the item's published English (revision `englishRevision`, the
 * one the editor was shown): refused if the English was published again since, so nobody marks a
 * translation current against English they have not read. Audited, by whoever put it on the site
 * (`actorId`: the writer, or the reviewer who approved `writtenBy`'s Spanish, translation-reviews.ts).
 */
export async function saveTranslation(
  trx: Trx,
  change: {
    itemId: string;
    language: TranslationLanguage;
    englishRevision: number;
    fields: TranslationFields | null;
    actorId: string;
    writtenBy?: string | null;
  },
): Promise<void> {
  const writer = change.writtenBy === undefined ? change.actorId : change.writtenBy;
  const item = await lockTranslatableItem(trx, change.itemId);
  assertFieldsOfKind(item.kind, change.fields);
  if (item.published_revision !== change.englishRevision) throw englishChanged();
  // The Spanish it replaces goes into the audit entry: a save can be undone by hand from there.
  const previous = await trx
    .selectFrom('content_translations')
    .select(['fields', 'translates_revision'])
    .where('item_id', '=', change.itemId)
    .where('language', '=', change.language)
    .executeTakeFirst();
  if (change.fields) {
    await trx
      .insertInto('content_translations')
      .values({
        item_id: change.itemId,
        language: change.language,
        fields: JSON.stringify(change.fields),
        translates_revision: change.englishRevision,
        updated_by: writer,
      })
      .onConflict((conflict) =>
        conflict.columns(['item_id', 'language']).doUpdateSet({
          fields: JSON.stringify(change.fields),
          translates_revision: change.englishRevision,
          updated_by: writer,
          updated_at: new Date(),
        }),
      )
      .execute();
  } else {
    const confirmed = await trx
      .updateTable('content_translations')
      .set({ translates_revision: change.englishRevision, updated_by: writer, updated_at: new Date() })
      .where('item_id', '=', change.itemId)
      .where('language', '=', change.language)
      .executeTakeFirst();
    if (!confirmed.numUpdatedRows) throw new AppError('not-found', 'There is no translation to confirm: write one first.');
  }
  await recordAudit(trx, {
    actorId: change.actorId,
    action: change.fields ? 'content.translate' : 'content.translation-confirm',
    subject: `content:${change.itemId}`,
    details: {
      language: change.language,
      englishRevision: change.englishRevision,
      ...(writer !== change.actorId ? { writtenBy: writer } : {}),
      ...(change.fields && previous ? { previous: { fields: previous.fields, translatesRevision: previous.translates_revision } } : {}),
    },
  });
}

/** A page the code writes in Spanish (the team's), as search reads it: its address, title and description. */
export interface WrittenPage {
  route: string;
  title: string;
  description: string;
}

/**
 * The Spanish pages that match a reader's words (issue 62), best first: staff's translations of
 * pages and program updates (each a page of its own; `route` is its English address) by their
 * stored words (content_translations.search) and the team's pages, which the code writes, by
 * their title and description — all read with `vtrans_spanish` (Spanish stems, accents ignored),
 * the words taken as a search box takes them (websearch_to_tsquery: every word, "a phrase", -not).
 * A translation behind its English is still found: its page says so.
 */
export async function searchSpanishPages(db: DbOrTrx, words: string, written: readonly WrittenPage[], limit = 20) {
  const routes = written.map((page) => page.route);
  const result = await sql<{ kind: 'pages' | 'updates'; key: string; title: string; description: string }>`
    with q as (select websearch_to_tsquery('vtrans_spanish', ${words}) as query)
    select kind, key, title, description from (
      select 'pages' as kind, p.route as key, p.title, p.description,
             setweight(to_tsvector('vtrans_spanish', p.title), 'A') || setweight(to_tsvector('vtrans_spanish', p.description), 'B') as search
      from unnest(${routes}::text[], ${written.map((page) => page.title)}::text[], ${written.map((page) => page.description)}::text[]) as p(route, title, description)
      union all
      select i.kind, i.public_key, t.fields->>'title', coalesce(t.fields->>'description', t.fields->>'intro'), t.search
      from content_translations t join content_items i on i.id = t.item_id
      where t.language = 'es' and (
        (i.kind = 'pages' and i.public_key <> all(${routes}::text[]))
        -- A program update's Spanish is a page of its own while the update is on the site.
        or (i.kind = 'updates' and i.published_revision is not null))
    ) pages, q
    where search @@ q.query
    order by ts_rank(search, q.query) desc, key
    limit ${limit}`.execute(db);
  return result.rows.map(({ kind, key, title, description }) => ({ route: englishAddressOf(kind, key), title, description }));
}
