import { FilterSelect } from '@/components/lists/filter-form';

/** A labelled choice of Virginia's localities for GET filter forms; the empty choice means any. */
export function LocalitySelect({
  id,
  label,
  emptyLabel,
  defaultValue,
  localities,
}: {
  id: string;
  label: string;
  emptyLabel: string;
  defaultValue: string | undefined;
  localities: { fips: string; name: string }[];
}) {
  return (
    <FilterSelect
      id={id}
      name="locality"
      label={label}
      value={defaultValue}
      anyLabel={emptyLabel}
      options={localities.map((locality) => [locality.fips, locality.name] as const)}
    />
  );
}
