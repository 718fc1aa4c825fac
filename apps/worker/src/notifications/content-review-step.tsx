import { contentKinds } from '@vtrans/contracts/content-editing';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { reviewStepFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * The steps of a review (issue 63), each told to whoever acts next: a submitted version to every
 * editor and admin who may decide on it (not its writers), an admin's publication without review to
 * the same (it waits for someone else's approval afterwards), and the decision to whoever submitted.
 * Nothing goes to an address nobody may act from (a disabled account; nobody left to review).
 */
export const contentReviewStep = defineNotification({
  name: 'content-review-step',
  event: 'content.review-step',
  async compose({ reviewId, step }, { db, settings }) {
    const review = await reviewStepFacts(db, reviewId);
    if (!review) return null;
    const what = `${contentKinds[review.kind].label}: “${review.title || '(untitled)'}”, version ${review.revision}`;
    const reviewLink = siteLink(settings, sitePaths.contentReview(review.item_id, review.revision));
    const itemLink = siteLink(settings, sitePaths.contentItem(review.item_id));
    if (step === 'submitted' || step === 'emergency') {
      // Decided already by the time this job runs: nobody needs asking.
      if (review.decision || review.mayDecide.length === 0) return null;
      return composed({
        to: review.mayDecide,
        subject: step === 'submitted' ? `For review: ${review.title}` : `Published without review, to approve: ${review.title}`,
        element: (
          <Notice
            heading={step === 'submitted' ? 'A version waits for your review' : 'An administrator published without review'}
            paragraphs={[
              step === 'submitted'
                ? `${review.submitter ?? 'A member of staff'} submitted ${what} for review.`
                : `${review.submitter ?? 'An administrator'} published ${what} without review. It is on the site now and waits for someone else’s approval afterwards.`,
              ...(review.note ? [`${step === 'submitted' ? 'Their note' : 'The reason given'}: ${review.note}`] : []),
              'You are told because you did not write these changes: anyone of you may review it. The first decision counts.',
            ]}
            action={{ label: 'Review it', url: reviewLink }}
          />
        ),
      });
    }
    if (!review.submitter || !review.submitter_active || review.decision !== step) return null;
    const approved = step === 'approved';
    return composed({
      to: review.submitter,
      subject: approved ? `Approved: ${review.title}` : `Sent back: ${review.title}`,
      element: (
        <Notice
          heading={approved ? 'Your version was approved' : 'Your version was sent back'}
          paragraphs={[
            approved
              ? review.emergency
                ? `${review.decider ?? 'A member of staff'} approved ${what} afterwards: it is no longer listed as published without review.`
                : `${review.decider ?? 'A member of staff'} approved ${what}. It can be published or scheduled now.`
              : `${review.decider ?? 'A member of staff'} sent back ${what}. Change it, save a new version, and submit that.`,
            ...(review.decision_note ? [`Their note: ${review.decision_note}`] : []),
          ]}
          action={{ label: 'Open the item', url: itemLink }}
        />
      ),
    });
  },
});
