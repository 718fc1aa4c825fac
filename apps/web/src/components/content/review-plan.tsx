import { reviewMonths } from '@vtrans/contracts/content-ownership';
import type { ContentKind } from '@vtrans/contracts/content-editing';
import { isoToUsDate, virginiaDateTime } from '@vtrans/contracts/dates';
import { markReviewedAction, needsReviewAction, reviewPlanAction } from '@/actions/content-ownership';
import { ActionForm } from '@/components/action-form';
import { OwnerAndDateFields } from '@/components/owner-and-date-fields';

export type OwnedItem = {
  id: string;
  kind: ContentKind;
  published_revision: number | null;
  owner_group_id: string | null;
  review_by: string | null;
  needs_review_at: Date | null;
  needs_review_note: string;
  flagged_by: string | null;
};

/**
 * Who owns an item and when it is looked at again (issue 63): the group reminded before and on the
 * date (and the administrators a week after), the date itself, and, for an item on the site, the
 * “needs review” flag and marking it reviewed. None of it changes what the public sees.
 */
export function ReviewPlanForms({ item, groups, today }: { item: OwnedItem; groups: { id: string; name: string; email: string }[]; today: string }) {
  const months = reviewMonths[item.kind];
  const owner = groups.find((group) => group.id === item.owner_group_id);
  return (
    <>
      <dl className="facts">
        <dt>Owner</dt>
        <dd>{owner ? `${owner.name} (${owner.email})` : 'Nobody yet: choose a group, so someone is reminded to review it.'}</dd>
        <dt>Review by</dt>
        <dd>
          {item.review_by ? isoToUsDate(item.review_by) : 'No date'}
          {item.review_by && item.review_by < today ? ' — past its date' : ''}
        </dd>
        {item.needs_review_at && (
          <>
            <dt>Needs review</dt>
            <dd>
              “{item.needs_review_note}” ({item.flagged_by ?? 'a former user'}, {virginiaDateTime(item.needs_review_at)})
            </dd>
          </>
        )}
      </dl>
      <p>
        {months
          ? `Published, it is due for review ${months} months later unless you give another date. `
          : 'Items of this kind are dated records: they have no review date unless you give one. '}
        The owner group is reminded two weeks before the date and on it; a week after, the administrators are told too.
      </p>
      <ActionForm action={reviewPlanAction}>
        <input type="hidden" name="itemId" value={item.id} />
        <OwnerAndDateFields
          ids={{ owner: 'review-owner', date: 'review-by' }}
          labels={{ owner: 'Owner group', date: 'Review by (optional)' }}
          saved={item}
          groups={groups}
        />
        <p>
          <button type="submit" className="button button--outline">
            Save the owner and date
          </button>
        </p>
      </ActionForm>
      {item.published_revision !== null && (
        <>
          <ActionForm action={markReviewedAction}>
            <input type="hidden" name="itemId" value={item.id} />
            <p>
              <button type="submit" className="button button--outline">
                Mark it reviewed: it is still right
              </button>
            </p>
          </ActionForm>
          {/* Always here, so its answer stays on screen once the item is flagged; flagged, it changes the note. */}
          <ActionForm action={needsReviewAction}>
            <input type="hidden" name="itemId" value={item.id} />
            <label htmlFor="needs-review-note">
              {item.needs_review_at ? 'What needs looking at (change the note)' : 'Flag it as needing review: what needs looking at'}
            </label>
            <textarea
              id="needs-review-note"
              name="note"
              rows={2}
              minLength={5}
              maxLength={2000}
              required
              defaultValue={item.needs_review_note}
              key={`note-${item.needs_review_note}`}
            />
            <p>
              <button type="submit" className="button button--outline">
                {item.needs_review_at ? 'Change the note' : 'Flag as needing review'}
              </button>
            </p>
          </ActionForm>
        </>
      )}
    </>
  );
}
