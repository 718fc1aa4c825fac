import { AppError } from '@vtrans/contracts/errors';
import { conflictMessage } from '@vtrans/contracts/content-editing';
import type { DbOrTrx, Trx } from '../db';
import { recordAudit } from './audit';

// What every change to a content item starts and ends with: the item locked at the version the
// person started from, its latest revision, and the audit entry in the same transaction. Shared by
// editing (content-editing.ts) and reviewing (content-reviews.ts).

/** Who did what to which item, in the same transaction as the change. */
export async function audit(trx: Trx, actorId: string | null, action: string, itemId: string, details: Record<string, unknown> = {}) {
  await recordAudit(trx, { actorId, action, subject: `content:${itemId}`, details });
}

/** The item at the version the editor started from, locked; a conflict when someone changed it since. */
export async function lockAt(trx: Trx, itemId: string, version: number) {
  const item = await trx.selectFrom('content_items').selectAll().where('id', '=', itemId).forUpdate().executeTakeFirst();
  if (!item) throw new AppError('not-found', 'No such item: it may have been removed.');
  if (item.version !== version) {
    const editor = item.updated_by ? await trx.selectFrom('users').select('email').where('id', '=', item.updated_by).executeTakeFirst() : undefined;
    throw new AppError('conflict', conflictMessage(editor?.email ?? null, item.updated_at));
  }
  return item;
}

export async function latestRevision(trx: DbOrTrx, itemId: string) {
  return trx.selectFrom('content_revisions').selectAll().where('item_id', '=', itemId).orderBy('number', 'desc').limit(1).executeTakeFirstOrThrow();
}
