import 'server-only';
import { campaignProgress, countCampaignAudience, findCampaign, listCampaignLinkChoices, listCampaigns } from '@vtrans/db';
import { readForPage } from './db';

// What /admin/newsletter reads (issue 21). Each page checks its role first (requirePageRole).

/** Every campaign, newest first. */
export const campaignsData = () => readForPage(listCampaigns);

/** One campaign with its progress, and how many it would go to now; null when unknown. */
export async function campaignData(campaignId: string) {
  const [campaign, progress, audience] = await Promise.all([
    readForPage(findCampaign, campaignId),
    readForPage(campaignProgress, campaignId),
    readForPage(countCampaignAudience),
  ]);
  return campaign && progress ? { ...campaign, progress, audience } : null;
}

/** What the link picker offers: published updates and meetings. */
export const campaignLinkChoicesData = () => readForPage(listCampaignLinkChoices);
