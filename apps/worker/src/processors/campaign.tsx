import { RECIPIENT_TOKEN_PLACEHOLDER } from '@vtrans/contracts/campaigns';
import { renderMarkdown } from '@vtrans/contracts/markdown';
import { siteAddress, sitePaths } from '@vtrans/contracts/site-paths';
import {
  campaignDeliveryKey,
  campaignRecipient,
  campaignRendering,
  findCampaign,
  hashToken,
  markCampaignRecipient,
  newToken,
  batchRecipients,
  queuedBatches,
  recordCampaignDelivery,
  startCampaign,
  storeCampaignRendering,
} from '@vtrans/db';
import { type Queue, UnrecoverableError } from 'bullmq';
import { deliverOnce, handOff, type SendingDeps } from '../emails/deliver';
import { oneClickUnsubscribeHeaders, renderMessage, type RenderedEmail } from '../emails/render';
import { Campaign } from '../emails/templates/campaign';
import type { EventHandlers, JobContext } from '../jobs/run-job';

export interface CampaignDeps extends SendingDeps {
  siteUrl: string;
  /** Recipients per delivery job (campaignPacing). */
  batchSize: number;
  /** The campaign queue, to which a started campaign's delivery jobs are added. */
  queue: Queue;
}

/** Delivery jobs per bulk add while a campaign is expanded. */
const BULK_ADD = 1_000;

/** A campaign's rendering: the HTML and text every recipient gets, with a placeholder where their own token goes. */
interface Rendering {
  version: number;
  subject: string;
  html: string;
  text: string;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The recipient's own link: a one-click POST (RFC 8058) from mail clients, a page with a button from the footer. */
export const unsubscribeLinks = (siteUrl: string, token: string) => ({
  page: siteAddress(siteUrl, sitePaths.newsletterUnsubscribe(token)),
  oneClick: siteAddress(siteUrl, sitePaths.newsletterOneClick(token)),
});

/**
 * Renders a campaign once (React Email costs ~11 ms a render; a campaign goes to thousands): the
 * body's Markdown through the site's renderer, its site links made absolute, and the recipient's
 * token left as a placeholder for `personalise`.
 */
export async function renderCampaign(campaign: { subject: string; body: string }, siteUrl: string): Promise<{ html: string; text: string }> {
  const origin = new URL(siteUrl).origin;
  const bodyHtml = renderMarkdown(campaign.body).replace(/(href|src)="\/(?![/\\])/g, `$1="${origin}/`);
  const rendered = await renderMessage({
    subject: campaign.subject,
    element: (
      <Campaign
        subject={campaign.subject}
        bodyHtml={bodyHtml}
        preview={stripTags(bodyHtml).slice(0, 140)}
        unsubscribeUrl={unsubscribeLinks(siteUrl, RECIPIENT_TOKEN_PLACEHOLDER).page}
      />
    ),
  });
  return { html: rendered.html, text: rendered.text };
}

/** One recipient's copy: their token in the links, and the list headers mail clients act on. */
function personalise(rendering: Rendering, token: string, siteUrl: string, mailDomain: string): RenderedEmail {
  const links = unsubscribeLinks(siteUrl, token);
  return {
    subject: rendering.subject,
    html: rendering.html.replaceAll(RECIPIENT_TOKEN_PLACEHOLDER, token),
    text: rendering.text.replaceAll(RECIPIENT_TOKEN_PLACEHOLDER, token),
    headers: {
      'List-Id': `VTrans news <news.${mailDomain}>`,
      ...oneClickUnsubscribeHeaders(links.oneClick),
      Precedence: 'bulk',
    },
  };
}

/**
 * How a campaign is paced from CAMPAIGN_RATE_PER_SECOND: recipients go in batches of a tenth of
 * the rate (1 to 100), one job each, and BullMQ's limiter starts at most rate ÷ batch jobs a
 * second, so no second sends more than the rate. (A job per recipient would pace exactly, but
 * adding 100,000 jobs took ~12 s of Redis scripts before the first e-mail went.)
 */
export function campaignPacing(ratePerSecond: number) {
  const batchSize = Math.min(100, Math.max(1, Math.floor(ratePerSecond / 10)));
  return { batchSize, limiter: { max: Math.max(1, Math.floor(ratePerSecond / batchSize)), duration: 1000 } };
}

/**
 * Adds a delivery job for every batch of a campaign with a recipient still queued, in bulk. A job
 * already in Redis is not added twice (its id is the campaign and the batch), so expanding again —
 * after a resume, or when the keeper finds a sending campaign's jobs gone with Redis — adds only
 * what is missing.
 */
export async function expandCampaign(deps: Pick<CampaignDeps, 'db' | 'queue'>, campaignId: string): Promise<number> {
  const batches = await queuedBatches(deps.db, campaignId);
  for (let start = 0; start < batches.length; start += BULK_ADD) {
    await deps.queue.addBulk(
      batches.slice(start, start + BULK_ADD).map((batch) => ({
        name: 'campaign.deliver',
        data: { event: 'campaign.deliver', payload: { campaignId, batch } },
        // The recipient rows are the record of what happened; Redis need not keep the finished job.
        opts: { jobId: `campaign.${campaignId}.${batch}`, removeOnComplete: true },
      })),
    );
  }
  return batches.length;
}

/**
 * The campaign queue's handlers. A campaign is rendered when saved (`campaign.render`), started
 * by one outbox event (`campaign.send`: the recipients are taken, then one job per batch is added
 * in bulk), and each job (`campaign.deliver`) sends its batch's e-mails one by one, each at most
 * once, keyed by campaign and subscriber in `email_deliveries` as every other e-mail is, and
 * handed to SMTP the same way (`handOff`).
 */
export function createCampaignHandlers(deps: CampaignDeps): EventHandlers {
  // The latest rendering of each campaign this worker sends; a campaign's rendering never changes once it is sending.
  const renderings = new Map<string, Rendering>();

  async function ensureRendered(campaignId: string): Promise<Rendering | null> {
    const campaign = await findCampaign(deps.db, campaignId);
    if (!campaign) return null;
    if (campaign.rendered_version === campaign.version && campaign.rendered_html !== null && campaign.rendered_text !== null) {
      return { version: campaign.version, subject: campaign.subject, html: campaign.rendered_html, text: campaign.rendered_text };
    }
    const rendered = await renderCampaign(campaign, deps.siteUrl);
    await storeCampaignRendering(deps.db, campaignId, campaign.version, rendered);
    return { version: campaign.version, subject: campaign.subject, ...rendered };
  }

  async function renderingFor(campaignId: string): Promise<Rendering> {
    const cached = renderings.get(campaignId);
    if (cached) return cached;
    const stored = await campaignRendering(deps.db, campaignId);
    if (!stored?.rendered_html || stored.rendered_text === null || stored.rendered_version === null) {
      throw new Error(`campaign ${campaignId} has no rendering yet`);
    }
    const rendering = { version: stored.rendered_version, subject: stored.subject, html: stored.rendered_html, text: stored.rendered_text };
    if (renderings.size > 20) renderings.clear();
    renderings.set(campaignId, rendering);
    return rendering;
  }

  /**
   * One recipient's e-mail, at most once: their row, the campaign's status, their subscription,
   * suppression and an earlier send are read in one round trip, and the send recorded in one.
   */
  async function deliverTo(campaignId: string, subscriberId: string, context: JobContext) {
    const token = newToken();
    const recipient = await campaignRecipient(deps.db, campaignId, subscriberId, hashToken(token));
    if (!recipient || recipient.status !== 'queued') return { sent: false, reason: 'handled already' };
    const key = campaignDeliveryKey(campaignId, subscriberId);
    const skip = async (reason: string) => {
      await markCampaignRecipient(deps.db, campaignId, subscriberId, 'skipped', reason);
      return { sent: false, reason };
    };
    // Paused or cancelled: the job passes; a resume adds the queued recipients again.
    if (recipient.campaign_status !== 'sending') return { sent: false, reason: recipient.campaign_status };
    const rendering = await renderingFor(campaignId);
    if (recipient.sent_message_id) {
      await recordCampaignDelivery(deps.db, campaignId, subscriberId, {
        messageId: recipient.sent_message_id,
        email: recipient.email,
        subject: rendering.subject,
      });
      return { sent: false, reason: 'sent already', messageId: recipient.sent_message_id };
    }
    // Unsubscribed since the campaign started: honoured, even mid-campaign.
    if (recipient.subscriber_status !== 'confirmed') return skip('unsubscribed');
    if (recipient.suppressed) return skip('suppressed');
    try {
      const messageId = await handOff(deps, [recipient.email], personalise(rendering, token, deps.siteUrl, deps.mailDomain), key, context.log);
      await recordCampaignDelivery(deps.db, campaignId, subscriberId, { messageId, email: recipient.email, subject: rendering.subject });
      return { sent: true, messageId };
    } catch (error) {
      if (error instanceof UnrecoverableError || context.lastAttempt) {
        await markCampaignRecipient(deps.db, campaignId, subscriberId, 'failed', error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  }

  return {
    'campaign.render': async ({ campaignId, version }) => {
      const campaign = await findCampaign(deps.db, campaignId);
      if (!campaign || campaign.version !== version) return { rendered: false };
      const rendered = await renderCampaign(campaign, deps.siteUrl);
      return { rendered: await storeCampaignRendering(deps.db, campaignId, version, rendered) };
    },
    'campaign.send': async ({ campaignId }, { log }) => {
      const campaign = await startCampaign(deps.db, campaignId, deps.batchSize);
      if (!campaign) return { started: false };
      const rendering = await ensureRendered(campaignId);
      if (rendering) renderings.set(campaignId, rendering);
      const added = await expandCampaign(deps, campaignId);
      log.info({ campaignId, recipients: campaign.recipient_count, batches: added }, 'campaign expanded into delivery jobs');
      return { started: true, added };
    },
    'campaign.deliver': async ({ campaignId, batch }, context) => {
      const sent: string[] = [];
      for (const subscriberId of await batchRecipients(deps.db, campaignId, batch)) {
        // A refusal for good is this recipient's alone (deliverTo marked them failed): the batch goes on.
        // Anything else (SMTP away) fails the job, and its retry starts from the first recipient not yet sent.
        const outcome = await deliverTo(campaignId, subscriberId, context).catch((error: unknown) => {
          if (error instanceof UnrecoverableError) return { sent: false, reason: 'refused', messageId: undefined };
          throw error;
        });
        // Paused or cancelled mid-batch: the rest wait (a resume adds the batch again).
        if (outcome.reason === 'paused' || outcome.reason === 'cancelled') return { sent: sent.length, stopped: outcome.reason };
        if (outcome.sent && outcome.messageId) sent.push(outcome.messageId);
      }
      return { sent: sent.length };
    },
    'campaign.test': async ({ campaignId, to }, context) => {
      const rendering = await ensureRendered(campaignId);
      if (!rendering) return { sent: false };
      // A test's links carry no token: they open the unsubscribe page, which says the link is not a subscriber's.
      const copy = personalise(rendering, 'test', deps.siteUrl, deps.mailDomain);
      return deliverOnce(
        deps,
        { to, build: async () => ({ ...copy, subject: `[Test] ${copy.subject}` }) },
        { idempotencyKey: context.jobId, template: 'campaign-test' },
        context,
      );
    },
  };
}
