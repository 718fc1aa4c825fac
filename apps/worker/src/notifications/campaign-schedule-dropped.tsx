import { sitePaths } from '@vtrans/contracts/site-paths';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { droppedScheduleFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * A scheduled newsletter that did not go (issue 63, decision 052): at its time its words were not
 * the ones approved (changed since, or campaigns came to need a review since it was scheduled), so
 * the worker put it back to a draft. Whoever wrote or scheduled it hears of it, rather than finding
 * out from subscribers who never got it.
 */
export const campaignScheduleDropped = defineNotification({
  name: 'campaign-schedule-dropped',
  event: 'campaign.schedule-dropped',
  async compose({ campaignId, sendAt }, { db, settings }) {
    const campaign = await droppedScheduleFacts(db, campaignId);
    if (!campaign || campaign.to.length === 0) return null;
    return composed({
      to: campaign.to,
      subject: `Not sent: ${campaign.subject}`,
      element: (
        <Notice
          heading="A scheduled newsletter was not sent"
          paragraphs={[
            `“${campaign.subject}” was scheduled for ${virginiaDateTime(new Date(sendAt))}, but its words at that time were not the ones another editor approved. Nobody was sent it; it is a draft again.`,
            'Submit it for review; once it is approved, send it or schedule it again.',
          ]}
          action={{ label: 'Open the campaign', url: siteLink(settings, sitePaths.campaign(campaignId)) }}
        />
      ),
    });
  },
});
