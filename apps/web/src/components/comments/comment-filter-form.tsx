import { commentCategories, type StaffCommentFilters } from '@vtrans/contracts/comments';
import Link from 'next/link';
import { LocalitySelect } from '@/components/locality-select';
import { FilterForm, FilterSelect } from '@/components/lists/filter-form';

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
    <FilterForm label="Filter comments" action={action} submit="Apply filters" after={filtered && <Link href={action}>Clear filters</Link>}>
      <FilterSelect
        id="filter-category"
        name="category"
        label="Category"
        value={filters.category}
        anyLabel="All categories"
        options={commentCategories.map((category) => [category, category] as const)}
      />
      <LocalitySelect id="filter-locality" label="Locality" emptyLabel="All localities" defaultValue={filters.locality} localities={localities} />
      <FilterSelect
        id="filter-answered"
        name="answered"
        label="Staff response"
        value={filters.answered}
        anyLabel="Answered or not"
        options={[
          ['yes', 'Answered'],
          ['no', 'Not answered yet'],
        ]}
      />
      {staff && (
        <FilterSelect
          id="filter-visibility"
          name="visibility"
          label="On the public map"
          value={filters.visibility}
          anyLabel="Shown or hidden"
          options={[
            ['visible', 'Shown'],
            ['hidden', 'Hidden'],
          ]}
        />
      )}
    </FilterForm>
  );
}
