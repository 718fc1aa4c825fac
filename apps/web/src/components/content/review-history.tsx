import { virginiaDateTime } from '@vtrans/contracts/dates';

/** One review as listReviews answers it: what the item's page, its publishing step and the review page show. */
export type Review = {
  revision: number;
  submitted_at: Date;
  note: string;
  emergency: boolean;
  decision: string | null;
  decided_at: Date | null;
  decision_note: string;
  submitter: string | null;
  decider: string | null;
};

/** One review in a sentence: who asked (or published without review), who decided what, and their notes. */
function reviewSentence(review: Review): string {
  const asked = review.emergency
    ? `Version ${review.revision} published without review by ${review.submitter ?? 'a former user'} at ${virginiaDateTime(review.submitted_at)}`
    : `Version ${review.revision} submitted by ${review.submitter ?? 'a former user'} at ${virginiaDateTime(review.submitted_at)}`;
  const why = review.note ? ` (“${review.note}”)` : '';
  if (!review.decision) return `${asked}${why}; waiting for ${review.emergency ? 'approval afterwards' : 'a second pair of eyes'}.`;
  const verb = review.decision === 'approved' ? (review.emergency ? 'approved afterwards' : 'approved') : 'sent back';
  const said = review.decision_note ? `: “${review.decision_note}”` : '.';
  return `${asked}${why}; ${verb} by ${review.decider ?? 'a former user'} at ${virginiaDateTime(review.decided_at!)}${said}`;
}

/** An item's reviews, newest first: the item's page and each review page. */
export function ReviewHistory({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <p>None yet.</p>;
  return (
    <ul>
      {reviews.map((review) => (
        <li key={`${review.revision}-${review.submitted_at.toISOString()}`}>{reviewSentence(review)}</li>
      ))}
    </ul>
  );
}
