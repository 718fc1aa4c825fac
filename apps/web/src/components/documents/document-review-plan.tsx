import { DOCUMENT_REVIEW_MONTHS } from '@vtrans/contracts/content-ownership';
import { isoToUsDate } from '@vtrans/contracts/dates';
import { documentNeedsReviewAction, documentReviewPlanAction, markDocumentReviewedAction } from '@/actions/document-ownership';
import { ActionForm } from '@/components/action-form';
import { OwnerAndDateFields } from '@/components/owner-and-date-fields';

type OwnedDocument = {
  id: string;
  file_name: string;
  hidden: boolean;
  archived: boolean;
  awaiting_approval_as: string | null;
  owner_group_id: string | null;
  review_by: string | null;
  needs_review_at: Date | null;
  needs_review_note: string;
};

/**
 * Who owns a library document and when it is looked at again (issue 63): the group reminded before
 * and on the date (the administrators too a week after), and, for a document the public sees,
 * flagging it "needs review" with why, and marking it reviewed. Ids carry the document's, as the
 * library lists many on one page.
 */
export function DocumentReviewPlan({ document, groups, today }: { document: OwnedDocument; groups: { id: string; name: string }[]; today: string }) {
  const id = (name: string) => `${name}-${document.id}`;
  const owner = groups.find((group) => group.id === document.owner_group_id);
  const reminded = !document.hidden && !document.archived && !document.awaiting_approval_as;
  return (
    <>
      <h3>Owner and review date</h3>
      <p>
        Owner: {owner ? owner.name : 'nobody yet'}. Review by: {document.review_by ? isoToUsDate(document.review_by) : 'no date'}
        {document.review_by && document.review_by < today ? ' (past its date)' : ''}.{' '}
        {!reminded
          ? 'Hidden and archived documents are not reminded of.'
          : owner
            ? `${owner.name} is reminded two weeks before the date and on it; a week after, the administrators are told too.`
            : 'With no owner group, the administrators are reminded two weeks before the date, on it and a week after.'}
      </p>
      <ActionForm action={documentReviewPlanAction}>
        <input type="hidden" name="documentId" value={document.id} />
        <OwnerAndDateFields
          ids={{ owner: id('document-owner'), date: id('document-review-by') }}
          labels={{ owner: `Owner group of ${document.file_name}`, date: `Review ${document.file_name} by` }}
          dateRequired
          saved={document}
          groups={groups}
        />
        <p>
          <button type="submit" className="button button--outline">
            Save the owner and date
          </button>
        </p>
      </ActionForm>
      {/* Always here while it is reminded of, so its answer stays once it is flagged; flagged, it changes the note. */}
      {reminded && (
        <ActionForm action={documentNeedsReviewAction}>
          <div className="stacked-form">
            <input type="hidden" name="documentId" value={document.id} />
            <label htmlFor={id('document-needs-review')}>
              {document.needs_review_at
                ? `Flagged for review: what needs looking at in ${document.file_name} (change the note)`
                : `Flag ${document.file_name} as needing review: what needs looking at`}
            </label>
            <textarea
              id={id('document-needs-review')}
              name="note"
              rows={2}
              minLength={5}
              maxLength={2000}
              required
              defaultValue={document.needs_review_note}
              key={`note-${document.needs_review_note}`}
            />
            <p>
              <button type="submit" className="button button--outline">
                {document.needs_review_at ? 'Change the note' : `Flag ${document.file_name} for review`}
              </button>
            </p>
          </div>
        </ActionForm>
      )}
      {reminded && (
        <ActionForm action={markDocumentReviewedAction}>
          <input type="hidden" name="documentId" value={document.id} />
          <p>
            <button type="submit" className="button button--outline">
              Mark {document.file_name} reviewed: it is still current (next review in {DOCUMENT_REVIEW_MONTHS} months)
            </button>
          </p>
        </ActionForm>
      )}
    </>
  );
}
