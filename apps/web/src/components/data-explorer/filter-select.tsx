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
 * The filters of a chart. With JavaScript each select applies at once; “Show” submits the
 * surrounding GET form, and the page reads the filters from the address. The button is there with
 * scripts too: a form must have a way to submit it (WCAG 3.2.2; pa11y found none once scripts ran).
 */
export function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {children}
      <button type="submit" className="button button--small">
        Show
      </button>
    </fieldset>
  );
}
