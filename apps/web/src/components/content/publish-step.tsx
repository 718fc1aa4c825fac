import { sitePaths } from '@vtrans/contracts/site-paths';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import Link from 'next/link';
import { emergencyPublishAction } from '@/actions/content';
import { submitForReviewAction } from '@/actions/content-reviews';
import { ActionForm } from '@/components/action-form';
import { ConsequentialForm } from '@/components/consequential-form';
import { ItemAt, type PublishableItem, PublishForms } from './publish-forms';
import type { Review } from './review-history';

/**
 * The item's way onto the site (issue 63). Where its kind needs a second pair of eyes, the latest
 * version is submitted and waits for another editor; once approved (or where the kind needs none)
 * it is published or scheduled. An admin may publish without review, giving a reason. Every form
 * stays on the page whatever the state, so the answer it gave stays with it (issue 56).
 */
export function PublishStep({
  item,
  latest,
  review,
}: {
  item: PublishableItem;
  latest: number;
  review: { secondEyes: boolean; reviews: Review[]; viewer: { role: string } };
}) {
  const ofLatest = review.reviews.filter((row) => row.revision === latest);
  const approved = ofLatest.find((row) => row.decision === 'approved');
  const waiting = ofLatest.find((row) => row.decision === null && !row.emergency);
  const returned = ofLatest.find((row) => row.decision === 'returned');
  const onTheSite = item.published_revision === latest;
  const allowed = !review.secondEyes || Boolean(approved);
  const submittable = review.secondEyes && !allowed && !onTheSite && !waiting;
  return (
    <>
      {review.secondEyes && !allowed && !onTheSite && (
        <p>Another editor approves each version before it is published: they see what changed since the version on the site.</p>
      )}
      {approved && !onTheSite && (
        <p>
          Version {latest} was approved by {approved.decider ?? 'a former user'} at {virginiaDateTime(approved.decided_at!)}.
        </p>
      )}
      {waiting && !onTheSite && (
        <p>
          Version {latest} was submitted for review by {waiting.submitter ?? 'a former user'} at {virginiaDateTime(waiting.submitted_at)}; it is waiting for a
          second pair of eyes. <Link href={sitePaths.contentReview(item.id, latest)}>Review version {latest}</Link>
        </p>
      )}
      {returned && submittable && (
        <p className="field-error">
          Version {latest} was sent back by {returned.decider ?? 'a former user'} at {virginiaDateTime(returned.decided_at!)}: “{returned.decision_note}”
        </p>
      )}
      {review.secondEyes && (
        <ActionForm action={submitForReviewAction}>
          <ItemAt item={item} />
          {submittable && (
            <>
              <label htmlFor="review-note">Note for the reviewer (optional)</label>
              <textarea id="review-note" name="note" rows={2} maxLength={2000} />
              <p>
                <button type="submit" className="button">
                  Submit version {latest} for review
                </button>
              </p>
            </>
          )}
        </ActionForm>
      )}
      {review.secondEyes && review.viewer.role === 'admin' && (
        <ConsequentialForm action={emergencyPublishAction} opener={allowed || onTheSite ? null : `Publish version ${latest} without review…`}>
          <ItemAt item={item} />
          {!allowed && !onTheSite && (
            <>
              <label htmlFor="emergency-reason">Why it cannot wait for review</label>
              <textarea id="emergency-reason" name="reason" rows={2} minLength={10} maxLength={2000} required />
            </>
          )}
        </ConsequentialForm>
      )}
      <PublishForms item={item} latest={latest} allowed={allowed} />
    </>
  );
}
