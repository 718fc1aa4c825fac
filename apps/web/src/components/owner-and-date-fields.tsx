/**
 * The owner group and review-by date of something staff keep (issue 63): a content item's
 * (content/review-plan.tsx) or a library document's (documents/document-review-plan.tsx), posted
 * as `ownerGroupId` and `reviewBy`. Each field is keyed by what is saved (each key its own among
 * the siblings): React resets a form after its action, and a select would go back to its first
 * option.
 */
export function OwnerAndDateFields({
  ids,
  labels,
  saved,
  groups,
  dateRequired = false,
}: {
  ids: { owner: string; date: string };
  labels: { owner: string; date: string };
  saved: { owner_group_id: string | null; review_by: string | null };
  groups: { id: string; name: string }[];
  dateRequired?: boolean;
}) {
  return (
    <>
      <label htmlFor={ids.owner}>{labels.owner}</label>
      <select id={ids.owner} name="ownerGroupId" defaultValue={saved.owner_group_id ?? ''} key={`owner-${saved.owner_group_id}`}>
        <option value="">No owner group</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.date}>{labels.date}</label>
      <input
        id={ids.date}
        name="reviewBy"
        type="date"
        required={dateRequired}
        aria-required={dateRequired || undefined}
        defaultValue={saved.review_by ?? ''}
        key={`date-${saved.review_by}`}
      />
    </>
  );
}
