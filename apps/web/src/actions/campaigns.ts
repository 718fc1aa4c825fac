'use server';

import { sitePaths } from '@vtrans/contracts/site-paths';
import { AppError } from '@vtrans/contracts/errors';
import { inVirginiaTime } from '@vtrans/contracts/dates';
import { CampaignAt, CampaignDraft, CampaignSchedule, CampaignSendNow, campaignRoles } from '@vtrans/contracts/campaigns';
import { changeCampaignStatus, createCampaign, deleteCampaignDraft, requestCampaignTest, saveCampaign, sendCampaign } from '@vtrans/db';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formAction } from '@/server/action';

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
    return { message: `Saved (version ${saved}). The preview below shows it in a moment.` };
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

/** Sends now, once the editor has confirmed how many it goes to (the server checks the number still holds). */
export const sendCampaignNowAction = formAction(
  { roles: campaignRoles, schema: CampaignSendNow, echo: ['confirmCount'], revalidate: pages },
  async ({ campaignId, version, confirmCount }, { session, db }) => {
    await sendCampaign(db, campaignId, version, { now: true, confirmCount }, session.user.id);
    return { message: 'Sending: every confirmed subscriber gets it. The progress below follows it.' };
  },
);

/** Deletes a draft, then opens the list of campaigns. */
export const deleteCampaignDraftAction = formAction({ roles: campaignRoles, schema: CampaignAt, revalidate: pages }, async ({ campaignId, version }, { session, db, afterCommit }) => {
  await deleteCampaignDraft(db, campaignId, version, session.user.id);
  afterCommit(async () => redirect('/admin/newsletter?deleted=1'));
});

export const scheduleCampaignAction = formAction(
  { roles: campaignRoles, schema: CampaignAt.extend(CampaignSchedule.shape), echo: ['sendAt', 'timeZone'], revalidate: pages },
  async ({ campaignId, version, sendAt, timeZone }, { session, db }) => {
    const at = await sendCampaign(db, campaignId, version, { local: sendAt, timeZone }, session.user.id);
    return { message: `Scheduled: it will be sent at ${inVirginiaTime(at, sendAt, timeZone)}.` };
  },
);

const said = { pause: 'Paused: nothing more is sent until you resume.', resume: 'Resumed: sending to everyone not yet sent to.', cancel: 'Cancelled: nothing more is sent.' } as const;

/** Pause, resume or cancel. */
export const changeCampaignAction = formAction(
  { roles: campaignRoles, schema: CampaignAt.extend({ change: z.enum(['pause', 'resume', 'cancel']) }), revalidate: pages },
  async ({ campaignId, version, change }, { session, db }) => {
    await changeCampaignStatus(db, campaignId, version, change, session.user.id);
    return { message: said[change] };
  },
);
