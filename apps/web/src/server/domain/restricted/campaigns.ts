import 'server-only';
import { campaignRoles } from '@vtrans/contracts/campaigns';
import { campaignProgress, campaignReviewState, countCampaignAudience, findCampaign, listCampaignLinkChoices, listCampaigns } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

// What /admin/newsletter reads (issue 21).

/** Every campaign, newest first. */
export const campaignsData = () => readForRole(campaignRoles, (db) => listCampaigns(db));

/** One campaign with its progress, how many it would go to now, and its review (issue 63) as the viewer may act on it; null when unknown. */
export const campaignData = (campaignId: string) =>
  readForRole(campaignRoles, async (db, viewer) => {
    const [campaign, progress, audience] = await Promise.all([findCampaign(db, campaignId), campaignProgress(db, campaignId), countCampaignAudience(db)]);
    if (!campaign || !progress) return null;
    return { ...campaign, progress, audience, review: await campaignReviewState(db, campaign, viewer.user.id) };
  });

/** What the link picker offers: published updates and meetings. */
export const campaignLinkChoicesData = () => readForRole(campaignRoles, (db) => listCampaignLinkChoices(db));
