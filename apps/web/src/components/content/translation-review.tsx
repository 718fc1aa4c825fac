import { virginiaDateTime } from '@vtrans/contracts/dates';
import { type TranslatableKind, translatable } from '@vtrans/contracts/translatable';
import { decideTranslationReviewAction } from '@/actions/content-translations';
import { ActionForm } from '@/components/action-form';
import { ConsequentialForm } from '@/components/consequential-form';
import { RevisionDiff } from '@/components/content/revision-diff';
import { diffRevisions } from '@/lib/content-revisions';

/** An item's Spanish fields, as they are stored (translationFieldNames). */
type Spanish = Record<string, string>;

type Submission = {
  id: string;
  fields: Spanish | null;
  translates_revision: number;
  submitter: string | null;
  submitted_at: Date;
  note: string;
};

export type TranslationReviewView = {
  required: boolean;
  waiting: Submission | null;
  returned: { decider: string | null; decided_at: Date | null; decision_note: string } | null;
  viewerMayDecide: boolean;
};

const who = (email: string | null) => email ?? 'a former user';

/**
 * An item's Spanish waiting for a second pair of eyes (issue 63, decision 055): what was submitted
 * beside the Spanish on the site, and, for an editor who wrote none of it, approving it (said
 * first: it goes on the site) or sending it back with a note. The section and both forms stay
 * whatever the state, so each one's answer stays once the Spanish is decided on (issue 56).
 */
export function TranslationReview({
  itemId,
  kind,
  review,
  live,
}: {
  itemId: string;
  kind: TranslatableKind;
  review: TranslationReviewView;
  live: Spanish | null;
}) {
  const { waiting, returned } = review;
  const { noun } = translatable[kind];
  if (!review.required && !waiting) return null;
  const deciding = waiting !== null && review.viewerMayDecide;
  const at = waiting && (
    <>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="reviewId" value={waiting.id} />
    </>
  );
  return (
    <section aria-labelledby="spanish-waiting">
      <h2 id="spanish-waiting">Waiting for review</h2>
      {!waiting && !returned && <p>No Spanish for this {noun} is waiting for review.</p>}
      {!waiting && returned && (
        <p className="field-error">
          Sent back by {who(returned.decider)}
          {returned.decided_at ? ` at ${virginiaDateTime(returned.decided_at)}` : ''}: “{returned.decision_note}”. Change the Spanish below and submit it again.
        </p>
      )}
      {waiting && (
        <p>
          Submitted by {who(waiting.submitter)} at {virginiaDateTime(waiting.submitted_at)}
          {waiting.note ? `, with the note “${waiting.note}”` : ''}:{' '}
          {waiting.fields
            ? `new Spanish for version ${waiting.translates_revision} of the English.`
            : `that the Spanish on the site still says version ${waiting.translates_revision} of the English.`}
        </p>
      )}
      {waiting?.fields && (
        <RevisionDiff
          older={null}
          newer={waiting.translates_revision}
          changes={diffRevisions(kind, live ?? {}, waiting.fields)}
          open
          between={{
            unchanged: 'It is the same as the Spanish on the site.',
            changed: live ? 'Changes from the Spanish on the site' : 'All new Spanish',
          }}
        />
      )}
      {waiting && !review.viewerMayDecide && <p>You wrote or submitted Spanish for this {noun} since it was last approved: another editor reviews it.</p>}
      <ConsequentialForm action={decideTranslationReviewAction} opener={deciding ? 'Approve it and put it on the site…' : null} label="Approve the Spanish">
        {deciding && (
          <>
            {at}
            <input type="hidden" name="decision" value="approved" />
          </>
        )}
      </ConsequentialForm>
      <ActionForm action={decideTranslationReviewAction}>
        {deciding && (
          <div className="stacked-form">
            {at}
            <input type="hidden" name="decision" value="returned" />
            <label htmlFor="spanish-return-note">What needs changing (to send it back)</label>
            <textarea id="spanish-return-note" name="note" rows={2} maxLength={2000} />
            <p>
              <button type="submit" className="button button--outline">
                Send it back
              </button>
            </p>
          </div>
        )}
      </ActionForm>
    </section>
  );
}
