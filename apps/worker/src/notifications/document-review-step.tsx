import { documentReviewStepFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * The steps of a library document's review (issue 63, decision 054), each told to whoever acts
 * next, as content's and campaigns' are: a held upload, or an emergency publication, to every
 * member of staff who keeps the library and neither uploaded nor changed it; the decision to
 * whoever submitted. Nothing goes once it is moot: decided on before the job runs.
 */
export const documentReviewStep = defineNotification({
  name: 'document-review-step',
  event: 'document.review-step',
  async compose({ reviewId, step }, { db, settings }) {
    const review = await documentReviewStepFacts(db, reviewId);
    if (!review) return null;
    const link = siteLink(settings, '/admin/documents#waiting-for-review');
    const named = `“${review.title}” (${review.file_name})`;
    if (step === 'submitted' || step === 'emergency') {
      if (review.decision || review.mayDecide.length === 0) return null;
      const emergency = step === 'emergency';
      return composed({
        to: review.mayDecide,
        subject: emergency ? `Published without review: ${review.title}` : `Document for review: ${review.title}`,
        element: (
          <Notice
            heading={emergency ? 'A document went up without review' : 'A document waits for your review'}
            paragraphs={[
              emergency
                ? `${review.submitter ?? 'An administrator'} published ${named} without a second pair of eyes. It stays listed as published without review until someone else approves it.`
                : `${review.submitter ?? 'A member of staff'} submitted ${named} for the library. It is not on the site until someone who neither uploaded, submitted nor changed it approves it.`,
              ...(review.note ? [`${emergency ? 'Their reason' : 'Their note'}: ${review.note}`] : []),
              'You are told because you may decide on it: anyone of you may. The first decision counts.',
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
      subject: approved ? `Document approved: ${review.title}` : `Document sent back: ${review.title}`,
      element: (
        <Notice
          heading={approved ? 'Your document was approved' : 'Your document was sent back'}
          paragraphs={[
            approved
              ? review.emergency
                ? `${review.decider ?? 'A member of staff'} approved ${named} afterwards: it is no longer listed as published without review.`
                : `${review.decider ?? 'A member of staff'} approved ${named}. It is on the site now.`
              : `${review.decider ?? 'A member of staff'} sent back ${named}. It stays off the site: change what the note asks, then submit it again, or move it to the trash.`,
            ...(review.decision_note ? [`Their note: ${review.decision_note}`] : []),
          ]}
          action={{ label: 'Open the library', url: link }}
        />
      ),
    });
  },
});
