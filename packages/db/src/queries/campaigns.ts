import { AppError } from '@vtrans/contracts/errors';
import type { CampaignProgress, CampaignStatus } from '@vtrans/contracts/campaigns';
import type { CampaignRecipientStatus } from '../types';
import { sql } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../db';
import { publicationInstant } from './content-editing';
import { auditCampaign, lockCampaignAt } from './campaign-records';
import { assertCampaignApproved, isCampaignCleared } from './campaign-reviews';
import { enqueue } from './outbox';

/*
 * Newsletter campaigns (issue 21). Staff write and send them (/admin/newsletter); the worker
 * renders each version once, expands a started campaign into one row and one job per recipient,
 * and sends each job's e-mail at most once (its `email_deliveries` key is the campaign and the
 * subscriber, `campaignDeliveryKey`). Every change of status and its follow-up event commit
 * together (the outbox).
 */

/** The key of one recipient's e-mail in `email_deliveries`; also its BullMQ job id and Message-ID. */
export const campaignDeliveryKey = (campaignId: string, subscriberId: string) => `campaign.${campaignId}.${subscriberId}`;

/**
 * A change of status moves the version on without changing the words: a rendering of the version
 * it moves from stays the rendering of the new one, so the preview, and what staff confirm before
 * a send (issue 56), stay current.
 */
const renderingKept = (version: number) => sql<number | null>`case when rendered_version = ${version} then ${version + 1} else rendered_version end`;

export async function createCampaign(trx: Trx, draft: { subject: string; body: string }, actorId: string): Promise<string> {
  const { id } = await trx
    .insertInto('campaigns')
    .values({ subject: draft.subject, body: draft.body, created_by: actorId, updated_by: actorId, written_by: [actorId] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(trx, { name: 'campaign.render', payload: { campaignId: id, version: 1 } });
  return id;
}

/** Saves a new version of a campaign not yet started; the worker renders it for the preview. */
export async function saveCampaign(trx: Trx, campaignId: string, version: number, draft: { subject: string; body: string }, actorId: string): Promise<number> {
  await lockCampaignAt(trx, campaignId, version, ['draft', 'scheduled'], 'changed');
  const next = version + 1;
  await trx
    .updateTable('campaigns')
    .set({
      subject: draft.subject,
      body: draft.body,
      version: next,
      updated_by: actorId,
      updated_at: sql`now()`,
      // Whoever saves its words may not approve them (campaign-reviews.ts).
      written_by: sql<string[]>`case when ${actorId}::uuid = any(written_by) then written_by else written_by || ${actorId}::uuid end`,
    })
    .where('id', '=', campaignId)
    .execute();
  await enqueue(trx, { name: 'campaign.render', payload: { campaignId, version: next } });
  return next;
}

/**
 * Sends the campaign now, or schedules it for a wall-clock time in a zone. Either way one
 * `campaign.send` event goes out (delayed until the time, for a schedule); the worker's
 * `startCampaign` does the rest. Answers when it will go.
 */
export async function sendCampaign(
  trx: Trx,
  campaignId: string,
  version: number,
  when: { local: string; timeZone: string } | { now: true; confirmCount: number },
  actorId: string,
): Promise<Date> {
  const campaign = await lockCampaignAt(trx, campaignId, version, ['draft', 'scheduled'], 'sent');
  await assertCampaignApproved(trx, campaign);
  let sendAt = new Date();
  if ('now' in when) {
    // The editor confirmed a number of recipients; the list may have changed since the page was drawn.
    refuseChangedAudience(await countCampaignAudience(trx), when.confirmCount);
  }
  if (!('now' in when)) sendAt = await publicationInstant(trx, when, 'sendAt');
  await trx
    .updateTable('campaigns')
    .set({
      status: 'now' in when ? 'sending' : 'scheduled',
      send_at: sendAt,
      version: version + 1,
      rendered_version: renderingKept(version),
      updated_by: actorId,
      updated_at: sql`now()`,
    })
    .where('id', '=', campaignId)
    .execute();
  await enqueue(trx, { name: 'campaign.send', payload: { campaignId } }, { runAfter: 'now' in when ? undefined : sendAt });
  await auditCampaign(trx, actorId, 'now' in when ? 'campaign.send' : 'campaign.schedule', campaignId, { sendAt: sendAt.toISOString() });
  return sendAt;
}

/**
 * What an action on a campaign reaches (issue 56), read at the version the person saw (a conflict
 * when it changed since, or when its status does not allow `doing`): its subject and status, the
 * plain text of this version's e-mail once the worker has rendered it, how many subscribers a send
 * would reach now, and how many recipients of a started send are still queued.
 */
export async function campaignReach(trx: Trx, campaignId: string, version: number, allowed: readonly CampaignStatus[], doing: string) {
  const campaign = await lockCampaignAt(trx, campaignId, version, allowed, doing);
  // A send or a schedule of words nobody approved is refused before it is asked to be confirmed.
  if (doing === 'sent') await assertCampaignApproved(trx, campaign);
  const [audience, queued] = await Promise.all([
    countCampaignAudience(trx),
    trx
      .selectFrom('campaign_recipients')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    subject: campaign.subject,
    status: campaign.status,
    text: campaign.rendered_version === campaign.version ? campaign.rendered_text : null,
    audience,
    queued: Number(queued.count),
  };
}

/** A send confirmed for `confirmCount` recipients: refused, naming the field, when the list has changed since. */
export function refuseChangedAudience(audience: number, confirmCount: number): void {
  if (confirmCount === audience) return;
  const words = `It goes to ${audience.toLocaleString('en-US')} subscribers now, not ${confirmCount.toLocaleString('en-US')}: check the number and confirm again.`;
  throw new AppError('invalid', words, { fields: { confirmCount: words } });
}

/** Deletes a draft (never one scheduled, sent or sending: those keep their history). A render still queued for it finds nothing and stops. */
export async function deleteCampaignDraft(trx: Trx, campaignId: string, version: number, actorId: string): Promise<void> {
  const campaign = await lockCampaignAt(trx, campaignId, version, ['draft'], 'deleted');
  await trx.deleteFrom('campaigns').where('id', '=', campaignId).execute();
  await auditCampaign(trx, actorId, 'campaign.delete', campaignId, { subject: campaign.subject });
}

/** Pause (the jobs left pass without sending), resume (its queued recipients are enqueued again), or cancel for good. */
export async function changeCampaignStatus(
  trx: Trx,
  campaignId: string,
  version: number,
  change: 'pause' | 'resume' | 'cancel',
  actorId: string,
): Promise<void> {
  const rules = {
    pause: { from: ['sending'], to: 'paused', doing: 'paused' },
    resume: { from: ['paused'], to: 'sending', doing: 'resumed' },
    cancel: { from: ['draft', 'scheduled', 'sending', 'paused'], to: 'cancelled', doing: 'cancelled' },
  } as const satisfies Record<string, { from: readonly CampaignStatus[]; to: CampaignStatus; doing: string }>;
  const rule = rules[change];
  await lockCampaignAt(trx, campaignId, version, rule.from, rule.doing);
  await trx
    .updateTable('campaigns')
    .set({
      status: rule.to,
      version: version + 1,
      rendered_version: renderingKept(version),
      updated_by: actorId,
      updated_at: sql`now()`,
      finished_at: change === 'cancel' ? sql`now()` : null,
    })
    .where('id', '=', campaignId)
    .execute();
  if (change === 'resume') await enqueue(trx, { name: 'campaign.send', payload: { campaignId } });
  await auditCampaign(trx, actorId, `campaign.${change}`, campaignId);
}

/** A test of the campaign as it is now, to one address (the person asking's own). */
export async function requestCampaignTest(trx: Trx, campaignId: string, to: string): Promise<void> {
  const campaign = await trx.selectFrom('campaigns').select('id').where('id', '=', campaignId).executeTakeFirst();
  if (!campaign) throw new AppError('not-found', 'No such campaign.');
  await enqueue(trx, { name: 'campaign.test', payload: { campaignId, to } });
}

/** How many would get a campaign sent now: confirmed subscribers not suppressed. */
export async function countCampaignAudience(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers as s')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('s.status', '=', 'confirmed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('suppressions')
            .select('email')
            .whereRef('suppressions.email', '=', sql`lower(s.email)`),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findCampaign(db: DbOrTrx, campaignId: string) {
  return db.selectFrom('campaigns').selectAll().where('id', '=', campaignId).executeTakeFirst();
}

/** Every campaign, newest first, with how many it went to. */
export async function listCampaigns(db: DbOrTrx) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'subject', 'status', 'send_at', 'recipient_count', 'updated_at', 'finished_at'])
    .select((eb) =>
      eb
        .selectFrom('campaign_recipients')
        .select(sql<number>`count(*)::int`.as('sent'))
        .whereRef('campaign_recipients.campaign_id', '=', 'campaigns.id')
        .where('campaign_recipients.status', '=', 'sent')
        .as('sent'),
    )
    .orderBy('created_at', 'desc')
    .execute();
}

/** What the editor's link picker offers: published updates and meetings, newest first. */
export async function listCampaignLinkChoices(db: DbOrTrx) {
  const [updates, meetings] = await Promise.all([
    db.selectFrom('updates').select(['id', 'title', 'published_on']).orderBy('published_on', 'desc').limit(50).execute(),
    db.selectFrom('articles').select(['name', 'title', 'meeting_on']).orderBy('meeting_on', 'desc').limit(50).execute(),
  ]);
  return { updates, meetings };
}

export async function campaignProgress(db: DbOrTrx, campaignId: string): Promise<CampaignProgress | null> {
  const campaign = await db
    .selectFrom('campaigns')
    .select(['status', 'recipient_count', 'version', 'rendered_version'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) return null;
  const { rows } = await sql<{ status: string; count: number; recent: number; seconds: number }>`
    select status, count(*)::int as count, count(*) filter (where handled_at > now() - interval '10 seconds')::int as recent,
           extract(epoch from max(handled_at) - min(handled_at))::float8 as seconds
    from campaign_recipients where campaign_id = ${campaignId} group by status`.execute(db);
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  const sent = rows.find((row) => row.status === 'sent');
  return {
    status: campaign.status,
    version: campaign.version,
    renderedVersion: campaign.rendered_version,
    total: campaign.recipient_count ?? 0,
    queued: count('queued'),
    sent: count('sent'),
    skipped: count('skipped'),
    failed: count('failed'),
    perSecond: campaign.status === 'sending' ? (sent?.recent ?? 0) / 10 : averageRate(sent?.count ?? 0, sent?.seconds ?? 0),
  };
}

/**
 * A finished (or paused) send's rate: e-mails over the time from the first to the last, so the
 * page still says how fast it went after the last ten seconds have passed. One e-mail, or all in
 * the same instant, has no duration: the count is the rate.
 */
function averageRate(sent: number, seconds: number): number {
  return seconds > 0 ? (sent - 1) / seconds : sent;
}

// ——— The worker's side ———

/** Stores the rendering of a version, unless the campaign has moved on since. */
export async function storeCampaignRendering(db: DbOrTrx, campaignId: string, version: number, rendered: { html: string; text: string }): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ rendered_version: version, rendered_html: rendered.html, rendered_text: rendered.text })
    .where('id', '=', campaignId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The `campaign.send` job's first step: a scheduled campaign whose time has come starts sending;
 * the first start takes its recipients (every confirmed subscriber not suppressed, at that
 * moment), numbered into batches of `batchSize` in a fixed order. Answers the campaign when it is
 * sending (again, after a resume or a lost queue), null when there is nothing to send (cancelled,
 * paused, not yet time, already finished).
 */
export async function startCampaign(db: Db, campaignId: string, batchSize: number) {
  let took = false;
  const campaign = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('campaigns').selectAll().where('id', '=', campaignId).forUpdate().executeTakeFirst();
    if (!found) return null;
    const due = found.status === 'scheduled' && found.send_at !== null && found.send_at.getTime() <= Date.now() + 1000;
    if (found.status !== 'sending' && !due) return null;
    // Asked again at its time: words changed since their approval, or campaigns needing a review
    // since it was scheduled, are not sent; the schedule is dropped and the draft waits for one.
    if (found.status === 'scheduled' && !(await isCampaignCleared(trx, found))) {
      await trx
        .updateTable('campaigns')
        .set({ status: 'draft', send_at: null, version: found.version + 1, rendered_version: renderingKept(found.version), updated_at: sql`now()` })
        .where('id', '=', campaignId)
        .execute();
      await auditCampaign(trx, null, 'campaign.schedule-dropped', campaignId, { reason: 'not approved' });
      await enqueue(trx, { name: 'campaign.schedule-dropped', payload: { campaignId, sendAt: found.send_at!.toISOString() } });
      return null;
    }
    let recipientCount = found.recipient_count;
    if (recipientCount === null) {
      const inserted = await sql`
        insert into campaign_recipients (campaign_id, subscriber_id, batch)
        select ${campaignId}, s.id, (row_number() over (order by s.id) - 1) / ${batchSize}
        from newsletter_subscribers s
        where s.status = 'confirmed' and not exists (select 1 from suppressions x where x.email = lower(s.email))
        on conflict do nothing`.execute(trx);
      recipientCount = Number(inserted.numAffectedRows ?? 0);
      took = true;
    }
    return trx
      .updateTable('campaigns')
      .set({ status: 'sending', recipient_count: recipientCount, started_at: sql`coalesce(started_at, now())` })
      .where('id', '=', campaignId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  // Thousands of rows just arrived in a table the planner last saw empty: without fresh statistics
  // it reads a recipient through the status index, scanning every queued row (24 ms, not 0.05).
  if (took) await sql`analyze campaign_recipients`.execute(db);
  return campaign;
}

/** The batches of a campaign with a recipient still to send to. */
export async function queuedBatches(db: DbOrTrx, campaignId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('campaign_recipients')
    .select('batch')
    .distinct()
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'queued')
    .orderBy('batch')
    .execute();
  return rows.map((row) => row.batch);
}

/** A batch's recipients still to send to, in order. */
export async function batchRecipients(db: DbOrTrx, campaignId: string, batch: number): Promise<string[]> {
  const rows = await db
    .selectFrom('campaign_recipients')
    .select('subscriber_id')
    .where('campaign_id', '=', campaignId)
    .where('batch', '=', batch)
    .where('status', '=', 'queued')
    .orderBy('subscriber_id')
    .execute();
  return rows.map((row) => row.subscriber_id);
}

/**
 * What one recipient's job needs, in one round trip (a campaign is hundreds of these a second, and
 * each query's round trip was the worker's largest cost in issue 21's bench): the recipient's
 * row, the campaign's and the subscriber's status, whether the address is suppressed, and the
 * Message-ID if their e-mail went already. The unsubscribe token the e-mail will carry is stored
 * in the same statement (its hash; a token of an e-mail never sent unsubscribes its owner all the same).
 */
export async function campaignRecipient(db: DbOrTrx, campaignId: string, subscriberId: string, unsubscribeTokenHash: string) {
  const { rows } = await sql<{
    status: CampaignRecipientStatus;
    campaign_status: CampaignStatus;
    email: string;
    subscriber_status: string;
    suppressed: boolean;
    sent_message_id: string | null;
  }>`
    with token as (
      insert into newsletter_unsubscribe_tokens (token_hash, subscriber_id) values (${unsubscribeTokenHash}, ${subscriberId})
    )
    select r.status, c.status as campaign_status, s.email, s.status as subscriber_status,
           exists (select 1 from suppressions x where x.email = lower(s.email)) as suppressed,
           (select d.message_id from email_deliveries d where d.idempotency_key = ${campaignDeliveryKey(campaignId, subscriberId)}) as sent_message_id
    from campaign_recipients r
    join campaigns c on c.id = r.campaign_id
    join newsletter_subscribers s on s.id = r.subscriber_id
    where r.campaign_id = ${campaignId} and r.subscriber_id = ${subscriberId}`.execute(db);
  return rows[0];
}

/** Records a recipient's e-mail as sent: its delivery (the guard against a second send) and their row, in one statement. */
export async function recordCampaignDelivery(
  db: DbOrTrx,
  campaignId: string,
  subscriberId: string,
  delivery: { messageId: string; email: string; subject: string },
): Promise<void> {
  await sql`
    with delivery as (
      insert into email_deliveries (idempotency_key, message_id, template, recipients, subject)
      values (${campaignDeliveryKey(campaignId, subscriberId)}, ${delivery.messageId}, 'campaign', ${[delivery.email]}, ${delivery.subject})
      on conflict (idempotency_key) do nothing
    )
    update campaign_recipients set status = 'sent', handled_at = now()
    where campaign_id = ${campaignId} and subscriber_id = ${subscriberId} and status = 'queued'`.execute(db);
}

export async function campaignRendering(db: DbOrTrx, campaignId: string) {
  return db.selectFrom('campaigns').select(['rendered_version', 'rendered_html', 'rendered_text', 'subject']).where('id', '=', campaignId).executeTakeFirst();
}

/** Records what became of a recipient; a recipient already handled keeps what happened first. */
export async function markCampaignRecipient(
  db: DbOrTrx,
  campaignId: string,
  subscriberId: string,
  status: 'sent' | 'skipped' | 'failed',
  detail = '',
): Promise<void> {
  await db
    .updateTable('campaign_recipients')
    .set({ status, detail: detail.slice(0, 1000), handled_at: sql`now()` })
    .where('campaign_id', '=', campaignId)
    .where('subscriber_id', '=', subscriberId)
    .where('status', '=', 'queued')
    .execute();
}

/** Campaigns that are sending and have recipients not yet handled (the worker checks their jobs are still in Redis). */
export async function campaignsWithQueuedRecipients(db: DbOrTrx): Promise<string[]> {
  const rows = await db
    .selectFrom('campaigns as c')
    .select('c.id')
    .where('c.status', '=', 'sending')
    .where('c.recipient_count', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('campaign_recipients as r').select('r.campaign_id').whereRef('r.campaign_id', '=', 'c.id').where('r.status', '=', 'queued')),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Marks sent every sending campaign with no recipient left to handle. Answers their ids. */
export async function finishCampaigns(db: DbOrTrx): Promise<string[]> {
  const rows = await db
    .updateTable('campaigns as c')
    .set({ status: 'sent', finished_at: sql`now()` })
    .where('c.status', '=', 'sending')
    .where('c.recipient_count', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('campaign_recipients as r').select('r.campaign_id').whereRef('r.campaign_id', '=', 'c.id').where('r.status', '=', 'queued'))),
    )
    .returning('c.id')
    .execute();
  return rows.map((row) => row.id);
}
