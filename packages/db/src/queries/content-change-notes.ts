import { type ChangeHistoryEntry, hasPublicHistory } from '@vtrans/contracts/change-notes';
import type { ContentKind } from '@vtrans/contracts/content-editing';
import type { DbOrTrx, Trx } from '../db';

/*
 * A public page's history (issue 63): the notes editors keep with their revisions become entries
 * when a publication puts them up. Written only by a publication, in its transaction.
 */

/**
 * The note a publication of `revision` puts in the page's history: the revision's own (each save
 * starts from the note of the unpublished version before it, so it says everything since the last
 * publication); none when that revision's note is in the history already (published again).
 */
async function noteOf(db: DbOrTrx, itemId: string, revision: number): Promise<string | null> {
  const row = await db
    .selectFrom('content_revisions as r')
    .select('r.change_note')
    .where('r.item_id', '=', itemId)
    .where('r.number', '=', revision)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('content_change_notes as n').select('n.id').where('n.item_id', '=', itemId).where('n.revision', '=', revision))),
    )
    .executeTakeFirst();
  return row?.change_note ?? null;
}

/** Whether the item was ever on the site before: a history entry, or a publication in the audit log from before histories were kept. */
async function wasPublishedBefore(trx: DbOrTrx, item: { id: string; published_revision: number | null }): Promise<boolean> {
  if (item.published_revision !== null) return true;
  const earlier = await trx
    .selectFrom('content_change_notes')
    .select('id')
    .where('item_id', '=', item.id)
    .unionAll(
      trx
        .selectFrom('audit_log')
        .select(['id'])
        .where('subject', '=', `content:${item.id}`)
        .where('action', 'in', ['content.publish', 'content.publish-scheduled']),
    )
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

/** What a publication adds to a page's history: "First published", a note, or nothing (minor changes, or a kind with no page). */
export type PublicChange = { first: true } | { first: false; note: string | null };

/**
 * What a publication of `revision` adds to the page's history: "First published" the first time;
 * after that, the notes of the revisions it puts up, or nothing for minor changes. Read by the
 * publication's confirmation step, and by the publication itself.
 */
export async function publicChangeOf(
  db: DbOrTrx,
  item: { id: string; kind: string; published_revision: number | null },
  revision: number,
): Promise<PublicChange> {
  if (!hasPublicHistory(item.kind as ContentKind)) return { first: false, note: null };
  if (!(await wasPublishedBefore(db, item))) return { first: true };
  return { first: false, note: await noteOf(db, item.id, revision) };
}

/** Writes what a publication of `revision` adds to the page's history, in the publication's transaction. */
export async function recordPublicChange(trx: Trx, item: { id: string; kind: string; published_revision: number | null }, revision: number): Promise<void> {
  const change = await publicChangeOf(trx, item, revision);
  if (!change.first && change.note === null) return;
  await trx
    .insertInto('content_change_notes')
    .values({ item_id: item.id, revision, note: change.first ? null : change.note })
    .execute();
}

/** A published item's history, newest first, by its kind and public key (what its page knows). */
export async function publicChangeHistory(db: DbOrTrx, kind: ContentKind, key: string): Promise<ChangeHistoryEntry[]> {
  const rows = await db
    .selectFrom('content_change_notes as n')
    .innerJoin('content_items as i', 'i.id', 'n.item_id')
    .select(['n.published_at', 'n.note'])
    .where('i.kind', '=', kind)
    .where('i.public_key', '=', key)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
  return rows.map((row) => ({ publishedAt: row.published_at, note: row.note }));
}
