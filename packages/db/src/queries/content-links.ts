import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import type { ContentKind } from '@vtrans/contracts/content-editing';
import { audit, latestRevision } from './content-item-records';

/*
 * What the link check of a content item (issue 63) asks the database: whether the updates,
 * meetings and library documents its links name exist, how each document fared in the
 * accessibility checks, and the exceptions staff recorded for linking a failing one anyway.
 */

export async function resolveSiteLinks(db: DbOrTrx, names: { updateIds: string[]; articleNames: string[]; fileNames: string[]; documentIds: string[] }) {
  const none = <Row>() => Promise.resolve([] as Row[]);
  const [updates, redirects, articles, documents] = await Promise.all([
    names.updateIds.length ? db.selectFrom('updates').select('id').where('id', 'in', names.updateIds).execute() : none<{ id: string }>(),
    names.updateIds.length ? db.selectFrom('update_redirects').select('old_id as id').where('old_id', 'in', names.updateIds).execute() : none<{ id: string }>(),
    names.articleNames.length ? db.selectFrom('articles').select('name').where('name', 'in', names.articleNames).execute() : none<{ name: string }>(),
    names.fileNames.length || names.documentIds.length
      ? db
          .selectFrom('document_records')
          .select(['id', 'file_name', 'title', 'accessibility_check', 'accessibility_exception'])
          .where('trashed_at', 'is', null)
          // A document held for a second pair of eyes answers "not found" to the public: a link to it is broken until it is approved.
          .where('awaiting_approval_as', 'is', null)
          .where((eb) =>
            eb.or([
              ...(names.fileNames.length ? [eb('file_name', 'in', names.fileNames)] : []),
              ...(names.documentIds.length ? [eb('id', 'in', names.documentIds)] : []),
            ]),
          )
          .execute()
      : none<{ id: string; file_name: string; title: string; accessibility_check: string; accessibility_exception: string | null }>(),
  ]);
  return {
    updates: new Set([...updates, ...redirects].map((row) => row.id)),
    articles: new Set(articles.map((row) => row.name)),
    documents,
  };
}

/** The exceptions recorded for an item, by document id. */
export async function listLinkExceptions(db: DbOrTrx, itemId: string) {
  const rows = await db
    .selectFrom('content_link_exceptions as x')
    .leftJoin('users as u', 'u.id', 'x.decided_by')
    .select(['x.document_id', 'x.reason', 'x.decided_at', 'u.email as decider'])
    .where('x.item_id', '=', itemId)
    .execute();
  return new Map(rows.map((row) => [row.document_id, row]));
}

/** Records (or replaces) why an item links a document that fails the accessibility checks; audited. */
export async function recordLinkException(trx: Trx, itemId: string, documentId: string, reason: string, actorId: string): Promise<void> {
  await trx
    .insertInto('content_link_exceptions')
    .values({ item_id: itemId, document_id: documentId, reason, decided_by: actorId })
    .onConflict((conflict) => conflict.columns(['item_id', 'document_id']).doUpdateSet({ reason, decided_by: actorId, decided_at: sql`now()` }))
    .execute();
  await audit(trx, actorId, 'content.link-exception', itemId, { documentId, reason });
}

/** An item's kind and its latest revision's fields: what the link check reads. */
export async function latestContentFields(db: DbOrTrx, itemId: string) {
  const item = await db.selectFrom('content_items').select('kind').where('id', '=', itemId).executeTakeFirst();
  if (!item) return null;
  const revision = await latestRevision(db, itemId);
  return { kind: item.kind as ContentKind, revision: revision.number, fields: revision.fields as Record<string, unknown> };
}
