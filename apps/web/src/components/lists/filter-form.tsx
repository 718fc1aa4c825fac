import type { ReactNode } from 'react';

/**
 * The filters above a staff list (issue 59): a GET form, so a filtered list is an address to share
 * and the back button works. Each field is a label over its control; they wrap as the screen
 * narrows. `keep` carries what the address already says (a period's id) through the filtering.
 */
export function FilterForm({
  label,
  action,
  keep = {},
  submit = 'Filter',
  search = false,
  children,
  after,
}: {
  label: string;
  action?: string;
  keep?: Record<string, string>;
  submit?: string;
  /** A search of the whole list (people by name), not a narrowing of it: a search landmark. */
  search?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <form method="get" action={action} className="filter-form" role={search ? 'search' : undefined} aria-label={label}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className="button button--small">
        {submit}
      </button>
      {after}
    </form>
  );
}

/** A choice among known values; the first, empty, choice (`anyLabel`) filters nothing. Without one, the first value is the default (an order). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  anyLabel?: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {/* Keyed by the value, so the select shows it again when the address changes under it. */}
      <select key={value ?? ''} id={id} name={name} defaultValue={value ?? ''}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Words to look for. */
export function FilterText({ id, name, label, value, maxLength }: { id: string; name: string; label: string; value: string | undefined; maxLength: number }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input key={value ?? ''} id={id} name={name} type="search" defaultValue={value ?? ''} maxLength={maxLength} />
    </div>
  );
}
