import { insertComment, likeAddressDigest, likeComment, unlikeComment } from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

describe('likes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('baseTemplate'));
  });
  afterAll(() => database.drop());

  const comment = () =>
    database.db
      .transaction()
      .execute((trx) =>
        insertComment(trx, { geometry: { type: 'Point', coordinates: [-77.436, 37.5407] }, category: 'Congestion', text: 'Backups every evening' }),
      );

  it('count once per liker and once per client address (issue 54), keeping a digest of the address, never the address', async () => {
    const { db } = database;
    const [first, second] = [await comment(), await comment()];
    expect(await likeComment(db, first, 'browser:a', '198.51.100.7')).toEqual({ likes: 1, liked: true });
    // Fresh cookies from the same address: no more likes.
    expect(await likeComment(db, first, 'browser:b', '198.51.100.7')).toEqual({ likes: 1, liked: false });
    expect(await likeComment(db, first, 'user:c', '198.51.100.7')).toEqual({ likes: 1, liked: false });
    // The same browser again, from elsewhere: still its one like.
    expect(await likeComment(db, first, 'browser:a', '203.0.113.9')).toEqual({ likes: 1, liked: true });
    // Another address counts; the first address may like another comment.
    expect(await likeComment(db, first, 'browser:d', '2001:db8:1:2::/64')).toEqual({ likes: 2, liked: true });
    expect(await likeComment(db, second, 'browser:b', '198.51.100.7')).toEqual({ likes: 1, liked: true });
    const kept = await db.selectFrom('comment_likes').select(['comment_id', 'liker', 'address_digest']).orderBy('id').execute();
    expect(kept).toEqual([
      { comment_id: first, liker: 'browser:a', address_digest: likeAddressDigest(first, '198.51.100.7') },
      { comment_id: first, liker: 'browser:d', address_digest: likeAddressDigest(first, '2001:db8:1:2::/64') },
      { comment_id: second, liker: 'browser:b', address_digest: likeAddressDigest(second, '198.51.100.7') },
    ]);
    expect(JSON.stringify(kept)).not.toContain('198.51.100.7');
    // Per comment, so one address's likes on two comments are not tied together.
    expect(kept[0]!.address_digest).not.toBe(kept[2]!.address_digest);
    // Taken back, the address may like it again (from whichever browser).
    expect(await unlikeComment(db, first, 'browser:a')).toBe(1);
    expect(await likeComment(db, first, 'browser:b', '198.51.100.7')).toEqual({ likes: 2, liked: true });
  });
});
