import { type Db, unpublishContentItem } from '@vtrans/db';

/**
 * Every item whose title holds `marker` (a test's own, unique) leaves the site and the editor's
 * lists: a published one is unpublished as its last editor would (its public row goes: other specs
 * read the meetings, updates and announcements), then each is deleted with its history, its
 * reviews, its Spanish and its reasons for linking documents (kept with an item otherwise: on delete restrict). A scheduled one's job then finds
 * nothing to publish. For a test's clean-up, which runs however the test ended.
 */
export async function removeContentItems(database: Db, marker: string): Promise<void> {
  const items = await database.selectFrom('content_items').select(['id', 'version', 'status', 'updated_by']).where('title', 'like', `%${marker}%`).execute();
  for (const item of items) {
    await database.transaction().execute(async (trx) => {
      if (item.status === 'published') await unpublishContentItem(trx, item.id, item.version, item.updated_by!);
      await trx.deleteFrom('content_reviews').where('item_id', '=', item.id).execute();
      await trx.deleteFrom('content_link_exceptions').where('item_id', '=', item.id).execute();
      await trx.deleteFrom('content_change_notes').where('item_id', '=', item.id).execute();
      await trx.deleteFrom('translation_reviews').where('item_id', '=', item.id).execute();
      await trx.deleteFrom('content_translations').where('item_id', '=', item.id).execute();
      await trx.deleteFrom('content_items').where('id', '=', item.id).execute();
    });
  }
}
