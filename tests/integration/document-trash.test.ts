import { createAccessibilityRequest, listTrashedDocuments, purgeTrashedDocuments, restoreDocument, trashDocument } from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// Issue 56: a removed document waits in the trash for 30 whole Virginia days (the night after the
// day the trash names, the purge takes it), a request for it outlives it, and restoring it brings
// it back to every reader of `documents`.
describe('the document trash', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  });
  afterAll(() => database.drop());

  it('keeps a trashed document out of the library, restores it, and purges it only after 30 whole Virginia days, keeping its request', async () => {
    const db = database.db;
    const document = await db.selectFrom('documents').select(['id', 'title', 'file_name']).orderBy('file_name').executeTakeFirstOrThrow();
    const actor = (
      await db
        .insertInto('users')
        .values({ email: `trash-${Date.now()}@example.gov`, role: 'reviewer' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const request = await db
      .transaction()
      .execute((trx) =>
        createAccessibilityRequest(trx, { documentId: document.id, name: 'Ada Reader', email: 'ada@example.org', phone: '', format: 'braille', details: '' }),
      );

    expect(await db.transaction().execute((trx) => trashDocument(trx, document.id, actor))).toBe(true);
    expect(await db.selectFrom('documents').select('id').where('id', '=', document.id).execute()).toEqual([]);
    expect(await db.selectFrom('document_search').select('document_id').where('document_id', '=', document.id).execute()).toEqual([]);
    expect((await listTrashedDocuments(db)).map((row) => row.file_name)).toEqual([document.file_name]);
    expect(await db.transaction().execute((trx) => restoreDocument(trx, document.id))).toBe(true);
    expect(await db.selectFrom('document_search').select('document_id').where('document_id', '=', document.id).execute()).toHaveLength(1);
    expect(await db.transaction().execute((trx) => restoreDocument(trx, document.id))).toBe(false);

    // Trashed at 11:30 p.m. on November 1 in Richmond (04:30 UTC on the 2nd): the trash names
    // December 1, and the purge takes it on December 2 (Virginia), not before.
    await db.transaction().execute((trx) => trashDocument(trx, document.id, actor));
    await db
      .updateTable('document_records')
      .set({ trashed_at: new Date('2026-11-02T04:30:00Z') })
      .where('id', '=', document.id)
      .execute();
    expect((await listTrashedDocuments(db))[0]!.purged_on).toBe('2026-12-01');
    expect(await purgeTrashedDocuments(db, new Date('2026-12-02T04:00:00Z'))).toEqual([]); // 11 p.m. on December 1 in Richmond
    const keys = await purgeTrashedDocuments(db, new Date('2026-12-02T08:30:00Z')); // 3:30 a.m. on December 2
    expect(keys).toHaveLength(1);
    expect(await db.selectFrom('document_records').select('id').where('id', '=', document.id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('accessibility_requests')
        .select(['document_id', 'document_title', 'document_file_name'])
        .where('id', '=', request!.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      document_id: null,
      document_title: document.title,
      document_file_name: document.file_name,
    });
    expect(
      (await db.selectFrom('audit_log').select(['action', 'actor_id']).where('subject', '=', `document:${document.id}`).execute()).map((row) => row.action),
    ).toEqual(['document.purge']);
    // A second run finds nothing left.
    expect(await purgeTrashedDocuments(db, new Date('2026-12-03T08:30:00Z'))).toEqual([]);
  });
});
