import { AppError } from '@vtrans/contracts/errors';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../db';
import { auditCampaign, lockCampaignAt } from './campaign-records';
import { needsSecondEyes, reviewersBesides } from './content-reviews';
import { enqueue } from './outbox';

/*
 * A second pair of eyes before a newsletter campaign goes to the public (issue 63, decision 052):
 * the rule content has (content-reviews.ts), for words that land in inboxes and cannot be called
 * back. A campaign keeps no history of its versions, so a review keeps the subject and body it was
 * asked about, and an approval holds only while the campaign still says exactly those. Nobody who
 * saved its words (`campaigns.written_by`), nor whoever submitted it, approves it. Sending and
 * scheduling (campaigns.ts) ask `assertCampaignApproved`; the worker asks again when a scheduled
 * campaign's time comes.
 */

export type CampaignReviewDecision = 'approved' | 'returned';
type CampaignWords = { id: string; subject: string; body: string };

const sameWords = (db: DbOrTrx, campaign: CampaignWords) =>
  db.selectFrom('campaign_reviews').where('campaign_id', '=', campaign.id).where('subject', '=', campaign.subject).where('body', '=', campaign.body);

/** Whether the campaign's words may go: campaigns need no second pair of eyes, or someone approved these very words. */
export async function isCampaignCleared(db: DbOrTrx, campaign: CampaignWords): Promise<boolean> {
  if (!(await needsSecondEyes(db, 'campaigns'))) return true;
  return Boolean(await sameWords(db, campaign).select('id').where('decision', '=', 'approved').executeTakeFirst());
}

/** Refuses to send or schedule words that need approval and have none. */
export async function assertCampaignApproved(trx: DbOrTrx, campaign: CampaignWords): Promise<void> {
  if (await isCampaignCleared(trx, campaign)) return;
  throw new AppError(
    'conflict',
    'This version has not been approved. Newsletter campaigns need a second pair of eyes: submit it for review, and another editor approves it before it is sent or scheduled.',
  );
}

/** Submits the campaign's words as they are now for review; words already waiting are not submitted twice. */
export async function submitCampaignForReview(trx: Trx, campaignId: string, version: number, actorId: string, note: string): Promise<{ already: boolean }> {
  const campaign = await lockCampaignAt(trx, campaignId, version, ['draft', 'scheduled'], 'submitted for review');
  if (!(await needsSecondEyes(trx, 'campaigns'))) throw new AppError('conflict', 'Newsletter campaigns are sent without review.');
  const last = await sameWords(trx, campaign).select('decision').orderBy('submitted_at', 'desc').limit(1).executeTakeFirst();
  if (last?.decision === 'approved') throw new AppError('conflict', 'These words are approved already: the campaign can be sent.');
  // Sent back: the same words are not offered to another reviewer; changed ones are.
  if (last?.decision === 'returned') throw new AppError('conflict', 'These words were sent back: change them and save, then submit the new version.');
  const open = await trx
    .selectFrom('campaign_reviews')
    .select(['id', 'subject', 'body'])
    .where('campaign_id', '=', campaignId)
    .where('decision', 'is', null)
    .executeTakeFirst();
  if (open && open.subject === campaign.subject && open.body === campaign.body) return { already: true };
  // Words submitted before a later save are not decided any more: the new words take their place.
  if (open) await trx.deleteFrom('campaign_reviews').where('id', '=', open.id).execute();
  const { id } = await trx
    .insertInto('campaign_reviews')
    .values({ campaign_id: campaignId, subject: campaign.subject, body: campaign.body, submitted_by: actorId, note })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditCampaign(trx, actorId, 'campaign.submit', campaignId, { version, replaced: Boolean(open) });
  await enqueue(trx, { name: 'campaign.review-step', payload: { reviewId: id, step: 'submitted' } });
  return { already: false };
}

/** Who does not decide on a campaign's review: everyone who saved its words, and whoever submitted them. */
function whoMayNotDecideCampaign(campaign: { written_by: string[] }, review: { submitted_by: string | null }): Set<string> {
  return new Set([...campaign.written_by, ...(review.submitted_by ? [review.submitted_by] : [])]);
}

/**
 * A reviewer's decision on the words they were shown, at the version they saw (a change since is
 * a conflict). Nobody decides on their own words; a campaign sent back needs a note saying why.
 */
export async function decideCampaignReview(
  trx: Trx,
  { campaignId, version }: { campaignId: string; version: number },
  reviewerId: string,
  decision: CampaignReviewDecision,
  note: string,
): Promise<void> {
  const campaign = await lockCampaignAt(trx, campaignId, version, ['draft', 'scheduled'], 'reviewed');
  const review = await sameWords(trx, campaign).selectAll().where('decision', 'is', null).executeTakeFirst();
  if (!review) throw new AppError('conflict', 'This campaign is not waiting for review: someone may have decided on it already, or its words changed since.');
  if (whoMayNotDecideCampaign(campaign, review).has(reviewerId))
    throw new AppError('forbidden', 'You wrote or submitted this campaign: someone else reviews it.');
  if (decision === 'returned' && !note.trim()) throw new AppError('invalid', 'Say what needs changing.', { fields: { note: 'Say what needs changing.' } });
  await trx
    .updateTable('campaign_reviews')
    .set({ decision, decided_by: reviewerId, decided_at: sql`now()`, decision_note: note })
    .where('id', '=', review.id)
    .execute();
  await auditCampaign(trx, reviewerId, decision === 'approved' ? 'campaign.approve' : 'campaign.return', campaignId, { version });
  await enqueue(trx, { name: 'campaign.review-step', payload: { reviewId: review.id, step: decision } });
}

/** Reviews with who submitted (`s`) and who decided (`d`). */
const campaignReviewsWithPeople = (db: DbOrTrx) =>
  db
    .selectFrom('campaign_reviews as r')
    .leftJoin('users as s', 's.id', 'r.submitted_by')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.subject',
      'r.body',
      'r.note',
      'r.submitted_by',
      'r.submitted_at',
      'r.decision',
      'r.decision_note',
      'r.decided_at',
      's.email as submitter',
      'd.email as decider',
    ]);

/**
 * A campaign's review as its page shows it: whether campaigns need one, the reviews of it newest
 * first (each saying whether it is of the words the campaign has now), and whether `viewerId` may
 * decide on the one waiting.
 */
export async function campaignReviewState(db: DbOrTrx, campaign: CampaignWords & { written_by: string[] }, viewerId: string) {
  const [required, reviews, writers] = await Promise.all([
    needsSecondEyes(db, 'campaigns'),
    campaignReviewsWithPeople(db).where('r.campaign_id', '=', campaign.id).orderBy('r.submitted_at', 'desc').limit(50).execute(),
    campaign.written_by.length ? db.selectFrom('users').select('email').where('id', 'in', campaign.written_by).orderBy('email').execute() : [],
  ]);
  const current = reviews.map((review) => ({ ...review, current: review.subject === campaign.subject && review.body === campaign.body }));
  const waiting = current.find((review) => review.current && review.decision === null) ?? null;
  return {
    required,
    cleared: !required || current.some((review) => review.current && review.decision === 'approved'),
    waiting,
    returned: current.find((review) => review.current && review.decision === 'returned') ?? null,
    reviews: current,
    writers: writers.map((row) => row.email),
    viewerMayDecide: waiting !== null && !whoMayNotDecideCampaign(campaign, waiting).has(viewerId),
  };
}

/** Campaigns whose words wait for a reviewer, oldest first: the reviews page. None while campaigns go without review. */
export async function listWaitingCampaignReviews(db: DbOrTrx) {
  if (!(await needsSecondEyes(db, 'campaigns'))) return [];
  return db
    .selectFrom('campaign_reviews as r')
    .innerJoin('campaigns as c', (join) => join.onRef('c.id', '=', 'r.campaign_id').onRef('c.subject', '=', 'r.subject').onRef('c.body', '=', 'r.body'))
    .leftJoin('users as u', 'u.id', 'r.submitted_by')
    .select(['r.campaign_id', 'r.submitted_at', 'r.note', 'c.subject', 'u.email as submitter'])
    .where('r.decision', 'is', null)
    .where('c.status', 'in', ['draft', 'scheduled'])
    .orderBy('r.submitted_at')
    .limit(500)
    .execute();
}

/**
 * What an e-mail about a step of a campaign's review says, and to whom: whether the words are still
 * the campaign's, who submitted and decided, and the active editors and admins who may decide (none
 * of its writers, nor the submitter). Null when the review is gone (a draft deleted).
 */
export async function campaignReviewStepFacts(db: DbOrTrx, reviewId: string) {
  const review = await campaignReviewsWithPeople(db)
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .select([
      'r.campaign_id',
      'c.written_by',
      sql<boolean>`c.subject = r.subject and c.body = r.body`.as('current'),
      sql<boolean>`s.disabled_at is null`.as('submitter_active'),
    ])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  if (!review) return null;
  return { ...review, mayDecide: await reviewersBesides(db, whoMayNotDecideCampaign(review, review)) };
}

/** Who hears that a scheduled campaign was not sent (its words unapproved): the active staff who wrote it or last changed it. Null when it is gone. */
export async function droppedScheduleFacts(db: DbOrTrx, campaignId: string) {
  const campaign = await db
    .selectFrom('campaigns')
    .select(['id', 'subject', 'status', 'written_by', 'updated_by'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) return null;
  const ids = [...new Set([...campaign.written_by, ...(campaign.updated_by ? [campaign.updated_by] : [])])];
  const people = ids.length
    ? await db.selectFrom('users').select('email').where('id', 'in', ids).where('disabled_at', 'is', null).orderBy('email').execute()
    : [];
  return { ...campaign, to: people.map((row) => row.email) };
}
