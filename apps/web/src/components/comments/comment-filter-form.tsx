import { commentCategories, spanishCommentCategories, type StaffCommentFilters } from '@vtrans/contracts/comments';
import type { Language } from '@vtrans/contracts/languages';
import Link from 'next/link';
import { commentsListWords } from './comments-list-words';
import { LocalitySelect } from '@/components/locality-select';
import { FilterForm, FilterSelect } from '@/components/lists/filter-form';

/**
 * The comments' filters as a plain GET form, so a filtered list works without JavaScript and has
 * its own address: on the public list, in either language, and (with whether hidden, in English)
 * on staff's list and its exports.
 */
export function CommentFilterForm({
  action,
  filters,
  localities,
  staff = false,
  language = 'en',
}: {
  action: string;
  filters: StaffCommentFilters;
  localities: { fips: string; name: string }[];
  staff?: boolean;
  language?: Language;
}) {
  const words = commentsListWords[language].filters;
  const filtered = Boolean(filters.category || filters.locality || filters.answered || filters.visibility);
  return (
    <FilterForm label={words.form} action={action} submit={words.apply} after={filtered && <Link href={action}>{words.clear}</Link>}>
      <FilterSelect
        id="filter-category"
        name="category"
        label={words.category}
        value={filters.category}
        anyLabel={words.allCategories}
        options={commentCategories.map((category) => [category, language === 'es' ? spanishCommentCategories[category] : category] as const)}
      />
      <LocalitySelect id="filter-locality" label={words.locality} emptyLabel={words.allLocalities} defaultValue={filters.locality} localities={localities} />
      <FilterSelect
        id="filter-answered"
        name="answered"
        label={words.answered}
        value={filters.answered}
        anyLabel={words.answeredOrNot}
        options={[
          ['yes', words.yes],
          ['no', words.no],
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
