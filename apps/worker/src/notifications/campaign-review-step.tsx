import { sitePaths } from '@vtrans/contracts/site-paths';
import { campaignReviewStepFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * The steps of a campaign's review (issue 63, decision 052), each told to whoever acts next, as a
 * content review's are (content-review-step.tsx): submitted words to every editor and admin who
 * wrote none of them, the decision to whoever submitted. Nothing goes once it is moot: words
 * decided on, or changed, before the job runs.
 */
export const campaignReviewStep = defineNotification({
  name: 'campaign-review-step',
  event: 'campaign.review-step',
  async compose({ reviewId, step }, { db, settings }) {
    const review = await campaignReviewStepFacts(db, reviewId);
    if (!review) return null;
    const link = siteLink(settings, sitePaths.campaign(review.campaign_id));
    if (step === 'submitted') {
      if (review.decision || !review.current || review.mayDecide.length === 0) return null;
      return composed({
        to: review.mayDecide,
        subject: `Newsletter for review: ${review.subject}`,
        element: (
          <Notice
            heading="A newsletter campaign waits for your review"
            paragraphs={[
              `${review.submitter ?? 'A member of staff'} submitted the newsletter campaign “${review.subject}” for review. It is not sent until someone who wrote none of it approves it.`,
              ...(review.note ? [`Their note: ${review.note}`] : []),
              'You are told because you did not write it: anyone of you may review it. The first decision counts.',
            ]}
            action={{ label: 'Review it', url: link }}
          />
        ),
      });
    }
    if (!review.submitter || !review.submitter_active || review.decision !== step) return null;
    const approved = step === 'approved';
    return composed({
      to: review.submitter,
      subject: approved ? `Newsletter approved: ${review.subject}` : `Newsletter sent back: ${review.subject}`,
      element: (
        <Notice
          heading={approved ? 'Your newsletter campaign was approved' : 'Your newsletter campaign was sent back'}
          paragraphs={[
            approved
              ? `${review.decider ?? 'A member of staff'} approved the words of “${review.subject}”. It can be sent or scheduled now; a change to its words needs approving again.`
              : `${review.decider ?? 'A member of staff'} sent back “${review.subject}”. Change its words, save them, and submit them again.`,
            ...(review.decision_note ? [`Their note: ${review.decision_note}`] : []),
          ]}
          action={{ label: 'Open the campaign', url: link }}
        />
      ),
    });
  },
});
