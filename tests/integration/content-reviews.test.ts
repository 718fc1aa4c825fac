import {
  createContentItem,
  decideReview,
  listWaitingReviews,
  publishContentItem,
  publishingRules,
  publishScheduledItem,
  restoreContentRevision,
  saveContentItem,
  scheduleContentItem,
  setPublishingRules,
  submitForReview,
  type Trx,
} from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// A second pair of eyes before content goes live (issue 63): against the real database, as a clone
// of the seeded template of its own.

let database: TestDatabase;
const people: Record<'writer' | 'coauthor' | 'reviewer' | 'admin', string> = { writer: '', coauthor: '', reviewer: '', admin: '' };

beforeAll(async () => {
  database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  for (const name of Object.keys(people) as (keyof typeof people)[]) {
    const role = name === 'admin' ? 'admin' : 'editor';
    people[name] = (
      await database.db
        .insertInto('users')
        .values({ email: `${name}@example.org`, role })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => database.drop());

const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => database.db.transaction().execute(work);
const versionOf = async (id: string) =>
  (await database.db.selectFrom('content_items').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
const auditOf = async (id: string) =>
  (await database.db.selectFrom('audit_log').select(['action', 'actor_id']).where('subject', '=', `content:${id}`).orderBy('id').execute()).map((row) => [
    row.action,
    row.actor_id,
  ]);

const faq = (answer: string) => ({ topic: 'Reviews', question: `Who checks the page? ${answer}`, answer, position: 1 });
const draftFaq = (answer: string) => inTransaction((trx) => createContentItem(trx, 'faqs', faq(answer) as never, people.writer));

describe('a second pair of eyes', () => {
  it('every kind needs one until an admin says otherwise', async () => {
    const rules = await publishingRules(database.db);
    expect(Object.values(rules).every(Boolean)).toBe(true);
  });

  it('refuses to publish or schedule a version nobody approved, naming it', async () => {
    const id = await draftFaq('Not approved.');
    await expect(inTransaction((trx) => publishContentItem(trx, id, 1, people.writer))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('Version 1 has not been approved'),
    });
    const local = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    await expect(inTransaction((trx) => scheduleContentItem(trx, id, 1, { local, timeZone: 'UTC' }, people.writer))).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await database.db.selectFrom('content_items').select(['status', 'published_revision']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: 'draft',
      published_revision: null,
    });
  });

  it('publishes the exact version another editor approved, once, with each step audited', async () => {
    const id = await draftFaq('First words.');
    await inTransaction((trx) => saveContentItem(trx, id, 1, faq('Second words.') as never, people.coauthor));
    const submitted = await inTransaction((trx) => submitForReview(trx, id, 2, people.writer, 'Ready.'));
    expect(submitted).toEqual({ revision: 2, already: false });
    // Sent again (a double click): the same review, not a second one.
    expect(await inTransaction((trx) => submitForReview(trx, id, 2, people.writer, 'Ready.'))).toEqual({ revision: 2, already: true });
    // Neither the one who submitted it nor anyone who wrote a revision since reviews it.
    for (const who of [people.writer, people.coauthor]) {
      await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version: 2, revision: 2 }, who, 'approved', ''))).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    expect(await listWaitingReviews(database.db)).toContainEqual(expect.objectContaining({ item_id: id, revision: 2, emergency: false }));
    await inTransaction((trx) => decideReview(trx, { itemId: id, version: 2, revision: 2 }, people.reviewer, 'approved', 'Reads well.'));
    expect((await listWaitingReviews(database.db)).filter((row) => row.item_id === id)).toEqual([]);
    await inTransaction((trx) => publishContentItem(trx, id, 2, people.writer));
    expect(await auditOf(id)).toEqual([
      ['content.submit', people.writer],
      ['content.approve', people.reviewer],
      ['content.publish', people.writer],
    ]);
    // A later version needs its own approval: the first one approved version 2, nothing after it.
    const published = await versionOf(id);
    await inTransaction((trx) => saveContentItem(trx, id, published, faq('Third words.') as never, people.writer));
    await expect(inTransaction(async (trx) => publishContentItem(trx, id, await versionOf(id), people.writer))).rejects.toMatchObject({ code: 'conflict' });
  });

  it('refuses an approval of a version that changed since it was submitted, and a return without a reason', async () => {
    const id = await draftFaq('Before.');
    await inTransaction((trx) => submitForReview(trx, id, 1, people.writer, ''));
    await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version: 1, revision: 1 }, people.reviewer, 'returned', '  '))).rejects.toMatchObject({
      code: 'invalid',
      details: { fields: { note: 'Say what needs changing.' } },
    });
    await inTransaction((trx) => saveContentItem(trx, id, 1, faq('After.') as never, people.writer));
    // The reviewer's page named version 1 of the item: it moved on.
    await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version: 1, revision: 1 }, people.reviewer, 'approved', ''))).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version: 2, revision: 1 }, people.reviewer, 'approved', ''))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('version 2 was saved since'),
    });
    // Overtaken: not listed for a decision any more; the later version is submitted instead.
    expect((await listWaitingReviews(database.db)).filter((row) => row.item_id === id)).toEqual([]);
  });

  it('keeps a returned version off the site, and does not offer the same words to another reviewer', async () => {
    const id = await draftFaq('Too soon.');
    await inTransaction((trx) => submitForReview(trx, id, 1, people.writer, ''));
    await inTransaction((trx) => decideReview(trx, { itemId: id, version: 1, revision: 1 }, people.reviewer, 'returned', 'Name the program.'));
    await expect(inTransaction((trx) => publishContentItem(trx, id, 1, people.writer))).rejects.toMatchObject({ code: 'conflict' });
    await expect(inTransaction((trx) => submitForReview(trx, id, 1, people.writer, ''))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('was sent back'),
    });
  });

  it('does not let a writer approve their own words restored by someone else', async () => {
    const id = await draftFaq('The writer’s words.');
    await inTransaction((trx) => saveContentItem(trx, id, 1, faq('Someone else’s words.') as never, people.coauthor));
    await inTransaction((trx) => restoreContentRevision(trx, id, 2, 1, people.coauthor));
    await inTransaction((trx) => submitForReview(trx, id, 3, people.coauthor, ''));
    // Version 3 is version 1's words, credited to the one who restored them: their writer is still not the reviewer.
    await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version: 3, revision: 3 }, people.writer, 'approved', ''))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await inTransaction((trx) => decideReview(trx, { itemId: id, version: 3, revision: 3 }, people.reviewer, 'approved', ''));
  });

  it('drops a schedule whose version nobody approved when its time comes, and publishes nothing', async () => {
    const id = await draftFaq('Scheduled before reviews.');
    const rules = await publishingRules(database.db);
    await inTransaction((trx) => setPublishingRules(trx, { ...rules, faqs: false }, people.admin));
    const local = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    await inTransaction((trx) => scheduleContentItem(trx, id, 1, { local, timeZone: 'UTC' }, people.writer));
    await inTransaction((trx) => setPublishingRules(trx, rules, people.admin));
    expect(await publishScheduledItem(database.db, id, 2)).toBe('superseded');
    expect(
      await database.db.selectFrom('content_items').select(['status', 'published_revision', 'publish_at']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'draft',
      published_revision: null,
      publish_at: null,
    });
    expect((await auditOf(id)).map(([action]) => action)).toEqual(['content.schedule', 'content.schedule-dropped']);
  });

  it('lists an emergency publication until someone other than its publisher approves it', async () => {
    const id = await draftFaq('Road closed tonight.');
    await inTransaction((trx) => publishContentItem(trx, id, 1, people.admin, { reason: 'The bridge closes in an hour.' }));
    expect(await database.db.selectFrom('content_items').select('published_revision').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      published_revision: 1,
    });
    expect(await listWaitingReviews(database.db)).toContainEqual(
      expect.objectContaining({ item_id: id, revision: 1, emergency: true, note: 'The bridge closes in an hour.', submitter: 'admin@example.org' }),
    );
    const version = await versionOf(id);
    await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version, revision: 1 }, people.admin, 'approved', ''))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version, revision: 1 }, people.reviewer, 'returned', 'No.'))).rejects.toMatchObject({
      code: 'invalid',
    });
    // Nor does the one who wrote its words.
    await expect(inTransaction((trx) => decideReview(trx, { itemId: id, version, revision: 1 }, people.writer, 'approved', ''))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await inTransaction((trx) => decideReview(trx, { itemId: id, version, revision: 1 }, people.reviewer, 'approved', 'Right call.'));
    expect((await listWaitingReviews(database.db)).filter((row) => row.item_id === id)).toEqual([]);
    expect(await auditOf(id)).toEqual([
      ['content.emergency-publish', people.admin],
      ['content.publish', people.admin],
      ['content.approve', people.reviewer],
    ]);
  });

  it('lets a kind an admin set so be published by its editor alone, and no other kind', async () => {
    const rules = { ...(await publishingRules(database.db)), faqs: false };
    expect(await inTransaction((trx) => setPublishingRules(trx, rules, people.admin))).toEqual(['faqs']);
    try {
      const id = await draftFaq('Published alone.');
      await inTransaction((trx) => publishContentItem(trx, id, 1, people.writer));
      await expect(inTransaction((trx) => submitForReview(trx, id, 2, people.writer, ''))).rejects.toMatchObject({
        code: 'conflict',
        message: 'Frequently asked questions are published without review.',
      });
      const update = await inTransaction((trx) =>
        createContentItem(
          trx,
          'updates',
          { date: '2027-02-01', title: `Still reviewed ${Date.now()}`, intro: 'Intro.', body: '', localities: [] },
          people.writer,
        ),
      );
      await expect(inTransaction((trx) => publishContentItem(trx, update, 1, people.writer))).rejects.toMatchObject({ code: 'conflict' });
    } finally {
      await inTransaction((trx) => setPublishingRules(trx, { ...rules, faqs: true }, people.admin));
    }
  });
});
