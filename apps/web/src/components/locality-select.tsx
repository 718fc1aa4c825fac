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
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} name="locality" defaultValue={defaultValue ?? ''}>
        <option value="">{emptyLabel}</option>
        {localities.map((locality) => (
          <option key={locality.fips} value={locality.fips}>
            {locality.name}
          </option>
        ))}
      </select>
    </div>
  );
}
