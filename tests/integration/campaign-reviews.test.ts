import {
  campaignReach,
  campaignReviewState,
  countCampaignAudience,
  createCampaign,
  decideCampaignReview,
  listWaitingCampaignReviews,
  publishingRules,
  saveCampaign,
  sendCampaign,
  setPublishingRules,
  startCampaign,
  submitCampaignForReview,
  type Trx,
} from '@vtrans/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneDatabase, type TestDatabase } from '../support/databases';

// A second pair of eyes before a newsletter campaign is sent (issue 63, decision 052): against the
// real database, a clone of the seeded template of its own (it changes the office's rules).

let database: TestDatabase;
const people: Record<'writer' | 'coauthor' | 'reviewer' | 'admin', string> = { writer: '', coauthor: '', reviewer: '', admin: '' };

beforeAll(async () => {
  database = await cloneDatabase(inject('serverUrl'), inject('seededTemplate'));
  for (const name of Object.keys(people) as (keyof typeof people)[]) {
    people[name] = (
      await database.db
        .insertInto('users')
        .values({ email: `${name}@example.org`, role: name === 'admin' ? 'admin' : 'editor' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => database.drop());

const inTransaction = <Result>(work: (trx: Trx) => Promise<Result>) => database.db.transaction().execute(work);
const draft = (subject: string) => inTransaction((trx) => createCampaign(trx, { subject, body: 'The **draft plan** is out.' }, people.writer));
const campaign = (id: string) => database.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sendNow = (id: string, version: number) =>
  inTransaction(async (trx) => sendCampaign(trx, id, version, { now: true, confirmCount: await countCampaignAudience(trx) }, people.writer));
const auditOf = async (id: string) =>
  (await database.db.selectFrom('audit_log').select(['action', 'actor_id']).where('subject', '=', `campaign:${id}`).orderBy('id').execute()).map((row) => [
    row.action,
    row.actor_id,
  ]);

describe('a second pair of eyes on a newsletter campaign', () => {
  it('campaigns need one until an admin says otherwise', async () => {
    expect((await publishingRules(database.db)).campaigns).toBe(true);
  });

  it('refuses to send or schedule words nobody approved, and nobody who wrote or submitted them approves them', async () => {
    const id = await draft(`Unapproved ${Date.now()}`);
    await expect(sendNow(id, 1)).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining('has not been approved') });
    await expect(
      inTransaction((trx) => sendCampaign(trx, id, 1, { local: '2030-01-01T09:00', timeZone: 'America/New_York' }, people.writer)),
    ).rejects.toMatchObject({ code: 'conflict' });

    // The co-author saves a change, so the words are theirs too.
    const version = await inTransaction((trx) =>
      saveCampaign(trx, id, 1, { subject: `Unapproved ${id}`, body: 'The **draft plan** is out now.' }, people.coauthor),
    );
    expect(await inTransaction((trx) => submitCampaignForReview(trx, id, version, people.writer, 'Please check the date.'))).toEqual({ already: false });
    expect(await inTransaction((trx) => submitCampaignForReview(trx, id, version, people.writer, ''))).toEqual({ already: true });
    for (const who of [people.writer, people.coauthor])
      await expect(inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version }, who, 'approved', ''))).rejects.toMatchObject({
        code: 'forbidden',
      });
    // Sending it back needs a note.
    await expect(inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version }, people.reviewer, 'returned', ' '))).rejects.toMatchObject({
      code: 'invalid',
    });
    const state = await campaignReviewState(database.db, await campaign(id), people.reviewer);
    expect(state).toMatchObject({ required: true, cleared: false, viewerMayDecide: true, writers: ['coauthor@example.org', 'writer@example.org'] });
    expect((await campaignReviewState(database.db, await campaign(id), people.coauthor)).viewerMayDecide).toBe(false);
    expect((await listWaitingCampaignReviews(database.db)).map((row) => row.campaign_id)).toContain(id);

    await inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version }, people.reviewer, 'approved', ''));
    expect((await listWaitingCampaignReviews(database.db)).map((row) => row.campaign_id)).not.toContain(id);
    await sendNow(id, version);
    expect((await campaign(id)).status).toBe('sending');
    expect(await auditOf(id)).toEqual([
      ['campaign.submit', people.writer],
      ['campaign.approve', people.reviewer],
      ['campaign.send', people.writer],
    ]);
  });

  it('an approval holds only for the words approved: changed words need approving again, and returned words are not submitted unchanged', async () => {
    const id = await draft(`Changed after approval ${Date.now()}`);
    await inTransaction((trx) => submitCampaignForReview(trx, id, 1, people.writer, ''));
    await inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version: 1 }, people.reviewer, 'approved', ''));
    const changed = await inTransaction((trx) => saveCampaign(trx, id, 1, { subject: `Changed ${id}`, body: 'Different words.' }, people.writer));
    await expect(sendNow(id, changed)).rejects.toMatchObject({ code: 'conflict' });

    await inTransaction((trx) => submitCampaignForReview(trx, id, changed, people.writer, ''));
    await inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version: changed }, people.reviewer, 'returned', 'The date is wrong.'));
    await expect(inTransaction((trx) => submitCampaignForReview(trx, id, changed, people.writer, ''))).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('sent back'),
    });
    const state = await campaignReviewState(database.db, await campaign(id), people.writer);
    expect(state.returned?.decision_note).toBe('The date is wrong.');
    expect(state.reviews.map((row) => [row.decision, row.current])).toEqual([
      ['returned', true],
      ['approved', false],
    ]);
  });

  it('someone who submitted words they did not write still does not approve them; the confirmation step refuses words nobody approved', async () => {
    const id = await draft(`Submitted by another ${Date.now()}`);
    await inTransaction((trx) => submitCampaignForReview(trx, id, 1, people.reviewer, 'Found it in the drafts.'));
    await expect(inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version: 1 }, people.reviewer, 'approved', ''))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(inTransaction((trx) => campaignReach(trx, id, 1, ['draft', 'scheduled'], 'sent'))).rejects.toMatchObject({ code: 'conflict' });
    // Deleting it is not sending it: the same step for a deletion is not refused.
    expect((await inTransaction((trx) => campaignReach(trx, id, 1, ['draft'], 'deleted'))).status).toBe('draft');
  });

  it('a scheduled campaign whose words were approved starts at its time', async () => {
    const id = await draft(`Scheduled and approved ${Date.now()}`);
    await inTransaction((trx) => submitCampaignForReview(trx, id, 1, people.writer, ''));
    await inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version: 1 }, people.reviewer, 'approved', ''));
    await inTransaction((trx) => sendCampaign(trx, id, 1, { local: '2030-01-01T09:00', timeZone: 'America/New_York' }, people.writer));
    await database.db
      .updateTable('campaigns')
      .set({ send_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await startCampaign(database.db, id, 50))?.status).toBe('sending');
  });

  it('a scheduled campaign whose words changed since their approval is not sent at its time: the schedule is dropped, audited', async () => {
    const id = await draft(`Scheduled then changed ${Date.now()}`);
    await inTransaction((trx) => submitCampaignForReview(trx, id, 1, people.writer, ''));
    await inTransaction((trx) => decideCampaignReview(trx, { campaignId: id, version: 1 }, people.reviewer, 'approved', ''));
    await inTransaction((trx) => sendCampaign(trx, id, 1, { local: '2030-01-01T09:00', timeZone: 'America/New_York' }, people.writer));
    await inTransaction((trx) => saveCampaign(trx, id, 2, { subject: `Changed ${id}`, body: 'Words nobody approved.' }, people.writer));
    // Its time comes (moved, not waited for).
    await database.db
      .updateTable('campaigns')
      .set({ send_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await startCampaign(database.db, id, 50)).toBeNull();
    const after = await campaign(id);
    expect([after.status, after.send_at, after.recipient_count]).toEqual(['draft', null, null]);
    expect((await auditOf(id)).at(-1)).toEqual(['campaign.schedule-dropped', null]);
    // Whoever wrote or scheduled it is told (the e-mail's event, written with the drop).
    const told = await database.db.selectFrom('outbox').select('payload').where('event', '=', 'campaign.schedule-dropped').execute();
    expect(told.map((row) => (row.payload as { campaignId: string }).campaignId)).toContain(id);
  });

  it('an office may send campaigns without review, a setting audited by kind', async () => {
    const rules = await publishingRules(database.db);
    expect(await inTransaction((trx) => setPublishingRules(trx, { ...rules, campaigns: false }, people.admin))).toEqual(['campaigns']);
    try {
      const id = await draft(`Without review ${Date.now()}`);
      await expect(inTransaction((trx) => submitCampaignForReview(trx, id, 1, people.writer, ''))).rejects.toMatchObject({ code: 'conflict' });
      await sendNow(id, 1);
      expect((await campaign(id)).status).toBe('sending');
    } finally {
      await inTransaction((trx) => setPublishingRules(trx, rules, people.admin));
    }
    const entries = await database.db.selectFrom('audit_log').select('details').where('subject', '=', 'content-kind:campaigns').orderBy('id').execute();
    expect(entries.map((row) => row.details)).toEqual([
      { from: true, to: false },
      { from: false, to: true },
    ]);
  });
});
