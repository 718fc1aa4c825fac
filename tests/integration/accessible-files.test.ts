import { expireAccessibleFiles, findAccessibleFileByToken, hashToken } from '@vtrans/db';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

describe('an accessible file sent to a reader (issue 59)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterEach(() => database.drop());

  const request = (token: string, until: Date) =>
    database.db
      .insertInto('accessibility_requests')
      .values({
        document_id: null,
        document_title: 'VTrans Policy Guide',
        document_file_name: 'guide.pdf',
        name: 'Reader',
        email: 'reader@example.org',
        format: 'audio',
        due_on: '2099-01-15',
        status: 'sent',
        file_key: `accessible-formats/${token}.mp3`,
        file_name: 'guide.mp3',
        file_bytes: 1000,
        file_token_hash: hashToken(token),
        file_until: until,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('opens by its token until its day, then its link and file go and its name stays for the trail', async () => {
    const live = 'L'.repeat(43);
    const gone = 'G'.repeat(43);
    await request(live, new Date(Date.now() + 86_400_000));
    const old = await request(gone, new Date(Date.now() - 1_000));
    expect(await findAccessibleFileByToken(database.db, live)).toMatchObject({ file_name: 'guide.mp3' });
    expect(await findAccessibleFileByToken(database.db, gone)).toBeNull();

    expect(await expireAccessibleFiles(database.db)).toEqual([`accessible-formats/${gone}.mp3`]);
    expect(
      await database.db
        .selectFrom('accessibility_requests')
        .select(['file_key', 'file_token_hash', 'file_until', 'file_name', 'file_bytes'])
        .where('id', '=', old.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      file_key: null,
      file_token_hash: null,
      file_until: null,
      file_name: 'guide.mp3',
      file_bytes: 1000,
    });
    // A second run finds nothing more; the live link still opens.
    expect(await expireAccessibleFiles(database.db)).toEqual([]);
    expect(await findAccessibleFileByToken(database.db, live)).not.toBeNull();
  });
});
