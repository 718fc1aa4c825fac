import { commentCategories, type StaffCommentFilters } from '@vtrans/contracts/comments';
import Link from 'next/link';
import { LocalitySelect } from '@/components/locality-select';

/**
 * The comments' filters as a plain GET form, so a filtered list works without JavaScript and has
 * its own address: on the public list, and (with whether hidden) on staff's list and its exports.
 */
export function CommentFilterForm({
  action,
  filters,
  localities,
  staff = false,
}: {
  action: string;
  filters: StaffCommentFilters;
  localities: { fips: string; name: string }[];
  staff?: boolean;
}) {
  const filtered = Boolean(filters.category || filters.locality || filters.answered || filters.visibility);
  return (
    <form method="get" action={action} className="filter-form" aria-label="Filter comments">
      <div>
        <label htmlFor="filter-category">Category</label>
        <select id="filter-category" name="category" defaultValue={filters.category ?? ''}>
          <option value="">All categories</option>
          {commentCategories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </div>
      <LocalitySelect id="filter-locality" label="Locality" emptyLabel="All localities" defaultValue={filters.locality} localities={localities} />
      <div>
        <label htmlFor="filter-answered">Staff response</label>
        <select id="filter-answered" name="answered" defaultValue={filters.answered ?? ''}>
          <option value="">Answered or not</option>
          <option value="yes">Answered</option>
          <option value="no">Not answered yet</option>
        </select>
      </div>
      {staff && (
        <div>
          <label htmlFor="filter-visibility">On the public map</label>
          <select id="filter-visibility" name="visibility" defaultValue={filters.visibility ?? ''}>
            <option value="">Shown or hidden</option>
            <option value="visible">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
      )}
      <button type="submit" className="button">
        Apply filters
      </button>
      {filtered && <Link href={action}>Clear filters</Link>}
    </form>
  );
}
