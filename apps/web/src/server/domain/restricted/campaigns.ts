import 'server-only';
import { campaignRoles } from '@vtrans/contracts/campaigns';
import { campaignProgress, countCampaignAudience, findCampaign, listCampaignLinkChoices, listCampaigns } from '@vtrans/db';
import { readForRole } from '../../auth/viewer';

// What /admin/newsletter reads (issue 21).

/** Every campaign, newest first. */
export const campaignsData = () => readForRole(campaignRoles, (db) => listCampaigns(db));

/** One campaign with its progress, and how many it would go to now; null when unknown. */
export const campaignData = (campaignId: string) =>
  readForRole(campaignRoles, async (db) => {
    const [campaign, progress, audience] = await Promise.all([findCampaign(db, campaignId), campaignProgress(db, campaignId), countCampaignAudience(db)]);
    return campaign && progress ? { ...campaign, progress, audience } : null;
  });

/** What the link picker offers: published updates and meetings. */
export const campaignLinkChoicesData = () => readForRole(campaignRoles, (db) => listCampaignLinkChoices(db));
