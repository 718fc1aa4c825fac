import type { ReactNode } from 'react';

/** One labelled filter: a select whose name is the URL parameter it sets. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (string | { value: string; label: string })[];
  onChange: (name: string, value: string) => void;
}) {
  const id = `filter-${name}`;
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(name, event.target.value)}>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/**
 * The filters of a chart. With JavaScript each select applies at once; without it, “Show”
 * submits the surrounding GET form, and the page reads the filters from the address.
 */
export function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {children}
      <noscript>
        <button type="submit" className="button button--small">
          Show
        </button>
      </noscript>
    </fieldset>
  );
}
