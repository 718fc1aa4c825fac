'use server';

import { ReviewDecision, ReviewNote } from '@vtrans/contracts/publishing-rules';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { AppError } from '@vtrans/contracts/errors';
import { inVirginiaTime } from '@vtrans/contracts/dates';
import { CampaignAt, CampaignDraft, CampaignSchedule, CampaignSendNow, campaignRoles, RECIPIENT_TOKEN_PLACEHOLDER } from '@vtrans/contracts/campaigns';
import {
  campaignReach,
  changeCampaignStatus,
  createCampaign,
  decideCampaignReview,
  deleteCampaignDraft,
  findCampaign,
  isCampaignCleared,
  publicationInstant,
  refuseChangedAudience,
  requestCampaignTest,
  saveCampaign,
  sendCampaign,
  submitCampaignForReview,
} from '@vtrans/db';
import { plural } from '@vtrans/spatial/words';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formAction } from '@/server/http/action';

// Newsletter campaigns (issue 21). Every action on a campaign names the version the person saw;
// one that finds a newer version is refused and changes nothing.

const pages = ['/admin/newsletter', '/admin/newsletter/campaign'];

/** A new campaign is saved as a draft (and its page opened); a draft gets a new version. */
export const saveCampaignAction = formAction(
  { roles: campaignRoles, schema: CampaignDraft.extend(CampaignAt.partial().shape), echo: ['subject', 'body'], revalidate: pages },
  async ({ campaignId, version, ...draft }, { session, db, afterCommit }) => {
    if (!campaignId) {
      const created = await createCampaign(db, draft, session.user.id);
      // After the commit: redirect() throws, and thrown inside the transaction it would undo the save.
      afterCommit(async () => redirect(sitePaths.campaign(created, { saved: '1' })));
      return;
    }
    if (version === undefined) throw new AppError('invalid', 'The form is missing its version: reload the page.');
    const saved = await saveCampaign(db, campaignId, version, draft, session.user.id);
    const campaign = (await findCampaign(db, campaignId))!;
    // Changed words need approving again; a scheduled send of them would not go (issue 63).
    const review = (await isCampaignCleared(db, campaign))
      ? ''
      : campaign.status === 'scheduled'
        ? ' These words need approving again: unless another editor approves them before its time, it is not sent.'
        : ' Submit it for review before it can be sent.';
    return { message: `Saved (version ${saved}). The preview below shows it in a moment.${review}` };
  },
);

/** The campaign as it is now, to the person asking, and only to them. */
export const testCampaignAction = formAction(
  { roles: campaignRoles, schema: CampaignAt.pick({ campaignId: true }) },
  async ({ campaignId }, { session, db }) => {
    await requestCampaignTest(db, campaignId, session.user.email);
    return { message: `A test is on its way to ${session.user.email}, its subject marked [Test].` };
  },
);

/*
 * A second pair of eyes (issue 63, decision 052): the words of a campaign are submitted, and
 * someone who wrote none of them approves them or sends them back. Neither sends anything:
 * sending and scheduling stay their own confirmed steps, which refuse words nobody approved.
 */

const reviewPages = [...pages, '/admin/content/reviews', '/admin'];

export const submitCampaignForReviewAction = formAction(
  { roles: campaignRoles, schema: CampaignAt.extend({ note: ReviewNote }), echo: ['note'], revalidate: reviewPages },
  async ({ campaignId, version, note }, { session, db }) => {
    const { already } = await submitCampaignForReview(db, campaignId, version, session.user.id, note);
    return {
      message: already
        ? 'This campaign is waiting for review already.'
        : 'Submitted for review. Another editor approves it before it can be sent or scheduled.',
    };
  },
);

export const decideCampaignReviewAction = formAction(
  {
    roles: campaignRoles,
    schema: CampaignAt.extend({ decision: ReviewDecision, note: ReviewNote }),
    echo: ['note'],
    revalidate: reviewPages,
  },
  async ({ campaignId, version, decision, note }, { session, db }) => {
    await decideCampaignReview(db, { campaignId, version }, session.user.id, decision, note);
    return decision === 'approved'
      ? { message: 'Approved. It can be sent or scheduled now; a change to its words needs approving again.' }
      : { message: 'Sent back with your note. It cannot be sent until changed words are approved.' };
  },
);

/*
 * Sending, scheduling, resuming, cancelling and deleting say first what they do (issue 56): the
 * e-mail as it will be sent, to how many. Each is audited by the campaign's own queries, which
 * record every change of its status (campaign.send, .schedule, .pause, .resume, .cancel, .delete),
 * so the step writes no second entry (audit: null).
 */

/**
 * The plain text of the version about to go; a send waits for the worker's rendering of it, so
 * what is shown is what goes. Each recipient's own unsubscribe link is shown as what it is.
 */
function renderedText(reach: { text: string | null }): string {
  if (reach.text === null)
    throw new AppError('conflict', 'The preview of this version is still being prepared. Send it once the preview shows, so you can see what goes.');
  return reach.text.replaceAll(RECIPIENT_TOKEN_PLACEHOLDER, '(each subscriber’s own link)');
}

/** Sends now, once the editor has confirmed the e-mail and how many it goes to (the server checks the number still holds). */
export const sendCampaignNowAction = formAction(
  {
    roles: campaignRoles,
    schema: CampaignSendNow,
    echo: ['confirmCount'],
    revalidate: pages,
    consequence: {
      kind: 'emails-the-public',
      audit: null,
      async describe({ campaignId, version, confirmCount }, { db }) {
        const reach = await campaignReach(db, campaignId, version, ['draft', 'scheduled'], 'sent');
        refuseChangedAudience(reach.audience, confirmCount);
        const people = plural(reach.audience, 'subscriber');
        return {
          subject: `campaign:${campaignId}`,
          summary: `“${reach.subject}” goes to ${people} as soon as you confirm. An e-mail cannot be called back once sent.`,
          effects: [
            'Those who confirm their subscription before it starts are included; suppressed addresses are not.',
            ...(reach.status === 'scheduled' ? ['It goes now instead of at its scheduled time.'] : []),
            'While it sends, you can pause it or cancel the rest.',
          ],
          email: { recipients: reach.audience, subject: reach.subject, text: renderedText(reach) },
          confirmLabel: `Yes, send it to ${people}`,
        };
      },
    },
  },
  async ({ campaignId, version, confirmCount }, { session, db }) => {
    await sendCampaign(db, campaignId, version, { now: true, confirmCount }, session.user.id);
    return { message: 'Sending: every confirmed subscriber gets it. The progress below follows it.' };
  },
);

/** Deletes a draft, then opens the list of campaigns. */
export const deleteCampaignDraftAction = formAction(
  {
    roles: campaignRoles,
    schema: CampaignAt,
    revalidate: pages,
    consequence: {
      kind: 'deletes',
      audit: null,
      async describe({ campaignId, version }, { db }) {
        const reach = await campaignReach(db, campaignId, version, ['draft'], 'deleted');
        return {
          subject: `campaign:${campaignId}`,
          summary: `“${reach.subject}” is deleted for good; nobody has been sent it.`,
          effects: ['Its text and its versions go with it. This cannot be undone.'],
          confirmLabel: 'Yes, delete the draft',
        };
      },
    },
  },
  async ({ campaignId, version }, { session, db }) => {
    await deleteCampaignDraft(db, campaignId, version, session.user.id);
    return { goTo: '/admin/newsletter?deleted=1' };
  },
);

export const scheduleCampaignAction = formAction(
  {
    roles: campaignRoles,
    schema: CampaignAt.extend(CampaignSchedule.shape),
    echo: ['sendAt', 'timeZone'],
    revalidate: pages,
    consequence: {
      kind: 'emails-the-public',
      audit: null,
      async describe({ campaignId, version, sendAt, timeZone }, { db }) {
        const reach = await campaignReach(db, campaignId, version, ['draft', 'scheduled'], 'sent');
        const at = await publicationInstant(db, { local: sendAt, timeZone }, 'sendAt');
        return {
          subject: `campaign:${campaignId}`,
          summary: `“${reach.subject}” goes by itself at ${inVirginiaTime(at, sendAt, timeZone)} to every confirmed subscriber then (${plural(reach.audience, 'subscriber')} today).`,
          effects: ['Until then you can change it, schedule another time or cancel it; once it starts it cannot be called back.'],
          email: { recipients: reach.audience, subject: reach.subject, text: renderedText(reach) },
          confirmLabel: 'Yes, schedule it',
        };
      },
    },
  },
  async ({ campaignId, version, sendAt, timeZone }, { session, db }) => {
    const at = await sendCampaign(db, campaignId, version, { local: sendAt, timeZone }, session.user.id);
    return { message: `Scheduled: it will be sent at ${inVirginiaTime(at, sendAt, timeZone)}.` };
  },
);

const said = {
  pause: 'Paused: nothing more is sent until you resume.',
  resume: 'Resumed: sending to everyone not yet sent to.',
  cancel: 'Cancelled: nothing more is sent.',
} as const;

/** Pause (at once: it sends nothing), resume or cancel (said first: resuming e-mails the rest, cancelling cannot be undone). */
export const changeCampaignAction = formAction(
  {
    roles: campaignRoles,
    schema: CampaignAt.extend({ change: z.enum(['pause', 'resume', 'cancel']) }),
    revalidate: pages,
    consequence: {
      kind: 'emails-the-public',
      audit: null,
      async describe({ campaignId, version, change }, { db }) {
        if (change === 'pause') return null;
        const reach = await campaignReach(
          db,
          campaignId,
          version,
          change === 'resume' ? ['paused'] : ['draft', 'scheduled', 'sending', 'paused'],
          change === 'resume' ? 'resumed' : 'cancelled',
        );
        if (change === 'resume') {
          return {
            subject: `campaign:${campaignId}`,
            summary: `“${reach.subject}” goes on to the ${plural(reach.queued, 'subscriber')} not yet sent it, starting at once.`,
            effects: ['No one who has been sent it gets it again.'],
            email: { recipients: reach.queued, subject: reach.subject, text: renderedText(reach) },
            confirmLabel: `Yes, send it to the other ${plural(reach.queued, 'subscriber')}`,
          };
        }
        return {
          subject: `campaign:${campaignId}`,
          // While it sends, how many are left changes by the second: a number here would ask again at every confirm.
          summary:
            reach.status === 'sending' || reach.status === 'paused'
              ? `“${reach.subject}” is not sent to anyone not yet sent it. Those who have it keep it.`
              : `“${reach.subject}” is not sent at all${reach.status === 'scheduled' ? ' at its scheduled time' : ''}.`,
          effects: ['This cannot be undone: a cancelled campaign cannot be sent afterwards.'],
          confirmLabel: 'Yes, cancel it',
        };
      },
    },
  },
  async ({ campaignId, version, change }, { session, db }) => {
    await changeCampaignStatus(db, campaignId, version, change, session.user.id);
    return { message: said[change] };
  },
);
