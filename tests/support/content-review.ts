import { publishingRuleKinds } from '@vtrans/contracts/publishing-rules';
import { type Db, decideReview, setPublishingRules, submitForReview, type Trx } from '@vtrans/db';

// The second pair of eyes (issue 63) for tests about something else: either an office that turned
// it off (for tests of publishing itself, in their own database), or a review done as the site asks.

/** Every kind published (and every campaign sent) by its editor, as an admin may set it: only in a test's own database. */
export async function publishWithoutReview(db: Db, adminId: string): Promise<void> {
  const off = Object.fromEntries(publishingRuleKinds.map((kind) => [kind, false])) as Parameters<typeof setPublishingRules>[1];
  await db.transaction().execute((trx) => setPublishingRules(trx, off, adminId));
}

/** The item's latest version submitted by `editorId` and approved by `reviewerId`, so that it can be published. */
export async function approvedByAnother(trx: Trx, itemId: string, editorId: string, reviewerId: string): Promise<void> {
  const { version } = await trx.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
  const { revision } = await submitForReview(trx, itemId, version, editorId, '');
  await decideReview(trx, { itemId, version, revision }, reviewerId, 'approved', '');
}

/** The waiting review of the item's latest version approved by `reviewerId`, as a second editor would on its review page. */
export async function approveWaitingReview(db: Db, itemId: string, reviewerId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { version } = await trx.selectFrom('content_items').select('version').where('id', '=', itemId).executeTakeFirstOrThrow();
    const { revision } = await trx
      .selectFrom('content_reviews')
      .select('revision')
      .where('item_id', '=', itemId)
      .where('decision', 'is', null)
      .orderBy('revision', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await decideReview(trx, { itemId, version, revision }, reviewerId, 'approved', '');
  });
}
