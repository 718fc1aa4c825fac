import { z } from 'zod';
import type { Role } from './auth';
import { localDateTime, markdown, required, timeZone } from './content-editing';

/**
 * Newsletter campaigns (issue 21): what staff write on /admin/newsletter and what the worker
 * sends. Its own subpath (`@vtrans/contracts/campaigns`), as it carries the Markdown checks.
 */

/** Who writes and sends campaigns: the people who write the site's content. */
export const campaignRoles: readonly Role[] = ['editor', 'admin'];

export const campaignStatuses = ['draft', 'scheduled', 'sending', 'paused', 'cancelled', 'sent'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** What a campaign's status means, in the words the page uses. */
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  cancelled: 'Cancelled',
  sent: 'Sent',
};

/** A campaign as written: its subject, and its body in Markdown (headings start at level 2: the subject is the e-mail's heading). */
export const CampaignDraft = z.object({
  subject: required('Subject', 150),
  body: required('Body', 20_000).pipe(markdown('Body')),
});
export type CampaignDraft = z.infer<typeof CampaignDraft>;

/** A campaign at the version the editor saw: a change by someone else since is a conflict. */
export const CampaignAt = z.object({
  campaignId: z.uuid('No such campaign.'),
  version: z.coerce.number().int().positive(),
});

/**
 * Sending now goes to everyone at once and cannot be undone, so it is confirmed with the number of
 * people it goes to: typed by the editor above this many, a second explicit button below it. The
 * server sends only when the number still matches (a list that grew since is confirmed again).
 */
export const CONFIRM_BY_TYPING_ABOVE = 100;

/** "Send now": the campaign at the version seen, and the number of recipients confirmed. */
export const CampaignSendNow = CampaignAt.extend({
  confirmCount: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[,\s]/g, '') : value),
    z.coerce
      .number({ error: 'Type the number of subscribers to confirm.' })
      .int('Type the number of subscribers to confirm.')
      .nonnegative('Type the number of subscribers to confirm.'),
  ),
});

/** When to send: a wall-clock time in a zone, in the future. */
export const CampaignSchedule = z.object({
  sendAt: localDateTime('Send at'),
  timeZone,
});

/** Where each campaign e-mail's personal links go: its own unsubscribe token goes in place of this. */
export const RECIPIENT_TOKEN_PLACEHOLDER = 'RECIPIENT-TOKEN-PLACEHOLDER';

/** How far a campaign has gone, as the progress on its page shows (and /api/admin/newsletter/{id}/progress answers). */
export interface CampaignProgress {
  status: CampaignStatus;
  /** The campaign's version, and the version its preview shows (the worker renders each save). */
  version: number;
  renderedVersion: number | null;
  total: number;
  queued: number;
  sent: number;
  skipped: number;
  failed: number;
  /** While sending, e-mails sent in the last ten seconds, per second; afterwards, the send's average. */
  perSecond: number;
}
