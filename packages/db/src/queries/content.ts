import type { DbOrTrx } from '../db';

export async function findPage(db: DbOrTrx, route: string) {
  return db.selectFrom('pages').selectAll().where('route', '=', route).executeTakeFirst();
}

export async function findLatestUpdates(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('updates')
    .select(['id', 'published_on', 'title', 'intro'])
    .orderBy('published_on', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
