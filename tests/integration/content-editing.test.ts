import { AppError } from '@vtrans/contracts/errors';
import { type ContentKind, contentKindNames, contentKinds } from '@vtrans/contracts/content-editing';
import {
  adoptPublishedContent,
  contentPublicationReach,
  createContentItem,
  findUpdateRedirect,
  publishContentItem,
  publicChangeHistory,
  publishScheduledItem,
  restoreContentRevision,
  saveContentItem,
  scheduleContentItem,
  sql,
  type Trx,
  unpublishContentItem,
} from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishWithoutReview } from '../support/content-review';
import { cloneDatabase, type TestDatabase } from '../support/databases';

let database: TestDatabase;
let editorId: string;

beforeAll(async () => {
  database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  editorId = (await database.db.insertInto('users').values({ email: 'editor@example.org', role: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
  // Publishing itself is tested here: this office publishes without a second pair of eyes (content-reviews.test.ts tests the review).
  await publishWithoutReview(database.db, editorId);
});
afterAll(() => database.drop());

const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => database.db.transaction().execute(work);

const item = (id: string) => database.db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The public row as adopt reads it back: what each kind's projection wrote. */
async function publicFields(kind: ContentKind, key: string) {
  const { rows } = await sql<{ id: string }>`select id from content_items where kind = ${kind} and public_key = ${key}`.execute(database.db);
  const revision = await database.db
    .selectFrom('content_revisions')
    .select('fields')
    .where('item_id', '=', rows[0]!.id)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return revision.fields;
}

/** Each kind's public table and the column its key is. */
const publicTables: Record<ContentKind, [string, string]> = {
  updates: ['updates', 'id'],
  meetings: ['articles', 'name'],
  announcements: ['announcements', 'id'],
  events: ['events', 'id'],
  faqs: ['faqs', 'id'],
  'strategic-actions': ['strategic_actions', 'code'],
  'risk-register': ['risk_register', 'id'],
  'did-you-know': ['did_you_know', 'id'],
  'by-the-numbers': ['by_the_numbers', 'id'],
  pages: ['pages', 'route'],
};

/** The public row (without what triggers and generated columns set), to compare before and after. */
async function publicRow(kind: ContentKind, key: string) {
  const [table, column] = publicTables[kind];
  const { rows } = await sql<{ row: Record<string, unknown> }>`
    select to_jsonb(t) - 'updated_at' - 'search' as row from ${sql.table(table)} t where ${sql.ref(column)}::text = ${key}`.execute(database.db);
  return rows[0]?.row;
}

describe('content items', () => {
  it('round-trips every kind: a seeded row read back as fields parses with its kind’s schema, and publishing it writes the same row', async () => {
    for (const kind of contentKindNames) {
      const seeded = await database.db
        .selectFrom('content_items')
        .select(['id', 'public_key', 'version'])
        .where('kind', '=', kind)
        .orderBy('title')
        .limit(1)
        .executeTakeFirstOrThrow();
      const fields = await publicFields(kind, seeded.public_key!);
      const before = await publicRow(kind, seeded.public_key!);
      expect(before, kind).toBeDefined();
      const parsed = contentKinds[kind].schema.safeParse(fields);
      expect(parsed.success, `${kind}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      // Saved as a new version and published, the public row is written from the parsed fields.
      const revision = await inTransaction((trx) => saveContentItem(trx, seeded.id, seeded.version, parsed.data!, editorId, null));
      expect(revision).toBe(2);
      await inTransaction((trx) => publishContentItem(trx, seeded.id, seeded.version + 1, editorId));
      const republished = await item(seeded.id);
      expect(republished.public_key, kind).toBe(seeded.public_key);
      expect(await publicRow(kind, seeded.public_key!), kind).toEqual(before);
      // Nothing was made afresh: reading the public rows back finds no row without its item.
      expect(await adoptPublishedContent(database.db)).toBe(0);
    }
  });

  it('refuses a save from a version that is no longer current, and keeps the first save', async () => {
    const id = await inTransaction((trx) => createContentItem(trx, 'did-you-know', { fact: 'First draft.', source: 'OIPI' }, editorId));
    await inTransaction((trx) => saveContentItem(trx, id, 1, { fact: 'First editor.', source: 'OIPI' }, editorId));
    const second = inTransaction((trx) => saveContentItem(trx, id, 1, { fact: 'Second editor.', source: 'OIPI' }, editorId));
    await expect(second).rejects.toBeInstanceOf(AppError);
    await expect(second).rejects.toMatchObject({ code: 'conflict' });
    const revisions = await database.db.selectFrom('content_revisions').select(['number', 'fields']).where('item_id', '=', id).orderBy('number').execute();
    expect(revisions.map((revision) => revision.fields.fact)).toEqual(['First draft.', 'First editor.']);
  });

  it('publishes, unpublishes and restores with an audit entry each, never rewriting history', async () => {
    const fields = { topic: 'Process', question: `How are comments used ${Date.now()}?`, answer: 'They shape the plan.', position: 99 };
    const id = await inTransaction((trx) => createContentItem(trx, 'faqs', fields, editorId));
    const key = await inTransaction((trx) => publishContentItem(trx, id, 1, editorId));
    expect(await database.db.selectFrom('faqs').select('answer').where('id', '=', Number(key)).executeTakeFirst()).toEqual({ answer: 'They shape the plan.' });
    await inTransaction((trx) => saveContentItem(trx, id, 2, { ...fields, answer: 'Changed.' }, editorId));
    await inTransaction((trx) => restoreContentRevision(trx, id, 3, 1, editorId));
    await inTransaction((trx) => publishContentItem(trx, id, 4, editorId));
    expect(await database.db.selectFrom('faqs').select('answer').where('id', '=', Number(key)).executeTakeFirst()).toEqual({ answer: 'They shape the plan.' });
    await inTransaction((trx) => unpublishContentItem(trx, id, 5, editorId));
    expect(await database.db.selectFrom('faqs').select('id').where('id', '=', Number(key)).executeTakeFirst()).toBeUndefined();
    const notes = await database.db.selectFrom('content_revisions').select('note').where('item_id', '=', id).orderBy('number').execute();
    expect(notes.map((row) => row.note)).toEqual(['saved', 'saved', 'restored version 1']);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'actor_id']).where('subject', '=', `content:${id}`).orderBy('id').execute();
    expect(audit).toEqual(['content.publish', 'content.restore', 'content.publish', 'content.unpublish'].map((action) => ({ action, actor_id: editorId })));
  });

  it('a change to a published update says whether readers are told; its note goes into the page’s history once, after its first publication', async () => {
    const fields = { date: '2026-11-03', title: `Route 460 timetable ${Date.now()}`, intro: 'Every 30 minutes.', body: '', localities: [] };
    const id = await inTransaction((trx) => createContentItem(trx, 'updates', fields, editorId));
    const key = await inTransaction((trx) => publishContentItem(trx, id, 1, editorId));
    // Unsaid, the change is refused, naming the field; the item is as it was.
    const unsaid = inTransaction((trx) => saveContentItem(trx, id, 2, { ...fields, intro: 'Every 15 minutes.' }, editorId));
    await expect(unsaid).rejects.toMatchObject({
      code: 'invalid',
      details: { fields: { change: 'Say whether this is a minor change or one the public is told of.' } },
    });
    expect((await item(id)).version).toBe(2);
    await inTransaction((trx) => saveContentItem(trx, id, 2, { ...fields, intro: 'Every 15 minutes.' }, editorId, 'Buses run every 15 minutes.'));
    await inTransaction((trx) => publishContentItem(trx, id, 3, editorId));
    // Taken off and put back at the same version: the change was told once.
    await inTransaction((trx) => unpublishContentItem(trx, id, 4, editorId));
    await inTransaction((trx) => publishContentItem(trx, id, 5, editorId));
    // A minor change adds nothing.
    await inTransaction((trx) => saveContentItem(trx, id, 6, { ...fields, intro: 'Every 15 minutes, all day.' }, editorId, null));
    await inTransaction((trx) => publishContentItem(trx, id, 7, editorId));
    // The answer covers every change since the version on the site: a note saved, then "minor", says nothing.
    await inTransaction((trx) => saveContentItem(trx, id, 8, { ...fields, intro: 'Every 10 minutes.' }, editorId, 'Buses every 10 minutes.'));
    await inTransaction((trx) => saveContentItem(trx, id, 9, { ...fields, intro: 'Every 10 minutes, all day.' }, editorId, null));
    await inTransaction((trx) => publishContentItem(trx, id, 10, editorId));
    const history = await publicChangeHistory(database.db, 'updates', key);
    expect(history.map((entry) => entry.note)).toEqual(['Buses run every 15 minutes.', null]);
    // The public's record outlives an attempt to delete the item.
    await expect(database.db.deleteFrom('content_items').where('id', '=', id).execute()).rejects.toThrow(/content_change_notes/);
  });

  it('a renamed update keeps every older address: each redirect leads to the newest', async () => {
    const id = await inTransaction((trx) =>
      createContentItem(trx, 'updates', { date: '2026-11-02', title: 'First name', intro: 'Intro.', body: '', localities: [] }, editorId),
    );
    await inTransaction((trx) => publishContentItem(trx, id, 1, editorId));
    await inTransaction((trx) =>
      saveContentItem(trx, id, 2, { date: '2026-11-02', title: 'Second name', intro: 'Intro.', body: '', localities: [] }, editorId, null),
    );
    await inTransaction((trx) => publishContentItem(trx, id, 3, editorId));
    await inTransaction((trx) =>
      saveContentItem(trx, id, 4, { date: '2026-11-02', title: 'Third name!', intro: 'Intro.', body: '', localities: [] }, editorId, null),
    );
    await inTransaction((trx) => publishContentItem(trx, id, 5, editorId));
    expect(await findUpdateRedirect(database.db, '11-02-2026-First-name')).toBe('11-02-2026-Third-name');
    expect(await findUpdateRedirect(database.db, '11-02-2026-Second-name')).toBe('11-02-2026-Third-name');
    expect(await database.db.selectFrom('updates').select('id').where('id', 'like', '11-02-2026-%').execute()).toEqual([{ id: '11-02-2026-Third-name' }]);
    // Renamed back, the address is the update's again, not a redirect to itself.
    await inTransaction((trx) =>
      saveContentItem(trx, id, 6, { date: '2026-11-02', title: 'First name', intro: 'Intro.', body: '', localities: [] }, editorId, null),
    );
    await inTransaction((trx) => publishContentItem(trx, id, 7, editorId));
    expect(await findUpdateRedirect(database.db, '11-02-2026-First-name')).toBeNull();
    expect(await findUpdateRedirect(database.db, '11-02-2026-Third-name')).toBe('11-02-2026-First-name');
  });

  it('says which version the public sees while a later one is scheduled, and none once it is unpublished (issue 56)', async () => {
    const fields = { topic: 'Process', question: `What is on the site now ${Date.now()}?`, answer: 'Version one.', position: 98 };
    const id = await inTransaction((trx) => createContentItem(trx, 'faqs', fields, editorId));
    await inTransaction((trx) => publishContentItem(trx, id, 1, editorId));
    await inTransaction((trx) => saveContentItem(trx, id, 2, { ...fields, answer: 'Version two.' }, editorId));
    const local = new Date(Date.now() + 3_600_000).toISOString().slice(0, 19);
    await inTransaction((trx) => scheduleContentItem(trx, id, 3, { local, timeZone: 'UTC' }, editorId));
    expect(await inTransaction((trx) => contentPublicationReach(trx, id, 4))).toMatchObject({ status: 'scheduled', latest: 2, published: 1 });
    // Unpublished while scheduled: nothing is up, and the schedule's job finds it changed.
    await inTransaction((trx) => unpublishContentItem(trx, id, 4, editorId));
    expect(await inTransaction((trx) => contentPublicationReach(trx, id, 5))).toMatchObject({ status: 'unpublished', published: null });
    expect(await publishScheduledItem(database.db, id, 4)).toBe('superseded');
    expect(await database.db.selectFrom('faqs').select('id').where('question', '=', fields.question).execute()).toEqual([]);
  });

  it('a scheduled publish waits in the outbox for its time, and does nothing once the item changed', async () => {
    const id = await inTransaction((trx) => createContentItem(trx, 'did-you-know', { fact: `Scheduled fact ${Date.now()}.`, source: 'OIPI' }, editorId));
    const local = new Date(Date.now() + 3_600_000).toISOString().slice(0, 19);
    const at = await inTransaction((trx) => scheduleContentItem(trx, id, 1, { local, timeZone: 'UTC' }, editorId));
    expect(at.toISOString().slice(0, 19)).toBe(local);
    const outbox = await database.db
      .selectFrom('outbox')
      .select(['event', 'payload', 'run_after'])
      .where('event', '=', 'content.publish')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(outbox).toEqual({ event: 'content.publish', payload: { itemId: id, version: 2 }, run_after: at });
    // In the past, refused with the field named.
    await expect(inTransaction((trx) => scheduleContentItem(trx, id, 2, { local: '2020-01-01T00:00', timeZone: 'UTC' }, editorId))).rejects.toMatchObject({
      details: { fields: { publishAt: 'Choose a time in the future.' } },
    });
    // Edited after scheduling: back to draft, and the job that comes does nothing.
    await inTransaction((trx) => saveContentItem(trx, id, 2, { fact: 'Edited since.', source: 'OIPI' }, editorId));
    expect(await publishScheduledItem(database.db, id, 2)).toBe('superseded');
    expect((await item(id)).status).toBe('draft');
    // Scheduled again, its job publishes once; run twice, the second does nothing.
    await inTransaction((trx) => scheduleContentItem(trx, id, 3, { local, timeZone: 'UTC' }, editorId));
    expect(await publishScheduledItem(database.db, id, 4)).toBe('published');
    expect(await publishScheduledItem(database.db, id, 4)).toBe('superseded');
    expect(await database.db.selectFrom('did_you_know').select('fact').where('fact', '=', 'Edited since.').execute()).toHaveLength(1);
  });

  it('a page of the site is edited, never created or unpublished', async () => {
    const page = await database.db
      .selectFrom('content_items')
      .select(['id', 'version'])
      .where('kind', '=', 'pages')
      .where('public_key', '=', '/newsletter')
      .executeTakeFirstOrThrow();
    await expect(inTransaction((trx) => unpublishContentItem(trx, page.id, page.version, editorId))).rejects.toMatchObject({ code: 'conflict' });
    const id = await inTransaction((trx) =>
      createContentItem(trx, 'pages', { title: 'T', description: 'D', keywords: '', heading: 'H', intro: 'I', body: '' }, editorId),
    );
    await expect(inTransaction((trx) => publishContentItem(trx, id, 1, editorId))).rejects.toMatchObject({ code: 'invalid' });
  });
});
