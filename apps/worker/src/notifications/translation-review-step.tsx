import { spanishWhereOf, translatable } from '@vtrans/contracts/translatable';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { translationReviewStepFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * The steps of the review of an item's Spanish (issue 63, decision 055), each told to whoever acts
 * next, as the English's are (content-review-step.tsx): a submission to every editor and admin who
 * wrote none of it, the decision to whoever submitted. Nothing goes once it is moot: decided on, or
 * replaced by newer Spanish, before the job runs.
 */
/** "A page", "An event": the noun with its article, as a heading starts. */
const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun}`;

export const translationReviewStep = defineNotification({
  name: 'translation-review-step',
  event: 'translation.review-step',
  async compose({ reviewId, step }, { db, settings }) {
    const review = await translationReviewStepFacts(db, reviewId);
    if (!review) return null;
    const link = siteLink(settings, sitePaths.translation(review.item_id));
    const address = review.route ? spanishWhereOf(review.kind, review.route) : 'its Spanish address';
    const what = review.fields === null ? 'that the Spanish still says the same as the English' : 'new Spanish';
    if (step === 'submitted') {
      if (review.decision || review.mayDecide.length === 0) return null;
      return composed({
        to: review.mayDecide,
        subject: `Spanish for review: ${review.title}`,
        element: (
          <Notice
            heading={`${withArticle(translatable[review.kind].noun)}’s Spanish waits for your review`}
            paragraphs={[
              `${review.submitter ?? 'An editor'} submitted ${what} for “${review.title}” (${address}). Readers do not see it until an editor who wrote none of it approves it.`,
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
      subject: approved ? `Spanish approved: ${review.title}` : `Spanish sent back: ${review.title}`,
      element: (
        <Notice
          heading={approved ? 'Your Spanish was approved' : 'Your Spanish was sent back'}
          paragraphs={[
            approved
              ? `${review.decider ?? 'An editor'} approved ${what} for “${review.title}”. It is on the site now, at ${address}.`
              : `${review.decider ?? 'An editor'} sent back ${what} for “${review.title}”. The Spanish on the site stays as it was: change it and submit it again.`,
            ...(review.decision_note ? [`Their note: ${review.decision_note}`] : []),
          ]}
          action={{ label: 'Open the Spanish page', url: link }}
        />
      ),
    });
  },
});
