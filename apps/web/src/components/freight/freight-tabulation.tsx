import {
  type FreightCell,
  freightCodeLabel,
  type FreightDimension,
  freightDimensionLabels,
  freightDimensions,
  freightMeasureLabels,
  freightMeasures,
  type FreightTabulation,
  type FreightTabulationQuery,
  freightTabulationDirections,
  virginiaZoneCodes,
} from '@vtrans/contracts/freight-tabulation';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ChartDrawing } from '@/components/charts/chart-drawing';
import { type ChartDrawings, chartColors } from '@/lib/charts/chart-options';
import { tabulationChartSeries } from '@/lib/charts/tabulation-chart-options';
import { measureFormat, oneColumnLabel, sortRows, tabulationParams, tabulationTitle, yearKindWords } from '@/lib/freight-tabulation';
import type { FilterChoices } from '@/server/domain/freight';
import { FreightSampleNotice, sourceUnlessSample } from './freight-source';

const route = '/interactvtrans/data-explorer';

const directionLabels: Record<(typeof freightTabulationDirections)[number], string> = {
  all: 'To, from and within',
  outbound: 'Leaving',
  inbound: 'Arriving in',
  within: 'Within',
};

/** A select of the form, read by the server when the form is sent (no script needed). */
export function Select({ name, label, value, options }: { name: string; label: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <div className="filter-field">
      <label htmlFor={`tabulation-${name}`}>{label}</label>
      <select id={`tabulation-${name}`} name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter as boxes to tick inside a disclosure that says how many are ticked; none ticked means all. */
export function CheckboxFilter({
  name,
  legend,
  choices,
  checked,
}: {
  name: string;
  legend: string;
  choices: { code: string; label: string }[];
  checked: string[];
}) {
  return (
    <details className="tabulation-filter" open={checked.length > 0 ? true : undefined}>
      <summary>
        {legend}: {checked.length === 0 ? 'all' : `${checked.length} chosen`}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {/* A label around its box (no ids): hundreds of choices, in the page and in its React payload. */}
        {choices.map((choice) => (
          <label key={choice.code}>
            <input type="checkbox" name={name} value={choice.code} defaultChecked={checked.includes(choice.code)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** The form that makes the table: a GET form, so the address is the table and works without script. */
function TabulationForm({ query, choices }: { query: FreightTabulationQuery; choices: FilterChoices }) {
  const dimensionOptions = freightDimensions.map((dimension) => ({ value: dimension, label: freightDimensionLabels[dimension] }));
  const listed = (values: (string | number)[] | undefined, width = 0) => (values ?? []).map((value) => String(value).padStart(width, '0'));
  // With the year as a row or column, the reader picks which years (none ticked: all of them);
  // otherwise the figures are of one year, picked from a list.
  const yearIsAxis = query.rows === 'year' || query.columns === 'year';
  const filters: { name: Exclude<FreightDimension, 'year'>; width?: number }[] = [
    { name: 'origin' },
    { name: 'destination' },
    { name: 'commodity', width: 2 },
    { name: 'commodity_group' },
    { name: 'mode' },
    { name: 'foreign_mode' },
    { name: 'trade_type' },
    { name: 'foreign_region' },
    { name: 'distance_band' },
  ];
  return (
    <FreightViewForm
      view="table"
      legend="Build a table"
      submit="Show the table"
      fields={
        <>
          <Select
            name="geography"
            label="Places"
            value={query.geography}
            options={[
              { value: 'zone', label: 'FAF zones' },
              { value: 'state', label: 'States' },
            ]}
          />
          <Select name="rows" label="Rows" value={query.rows} options={dimensionOptions} />
          <Select name="columns" label="Columns" value={query.columns} options={[{ value: 'none', label: 'None (one column)' }, ...dimensionOptions]} />
          <Select
            name="measure"
            label="Measure"
            value={query.measure}
            options={freightMeasures.map((measure) => ({
              value: measure,
              label: `${freightMeasureLabels[measure].label} (${freightMeasureLabels[measure].unit})`,
            }))}
          />
          <Select
            name="direction"
            label="Flows"
            value={query.direction}
            options={freightTabulationDirections.map((direction) => ({ value: direction, label: directionLabels[direction] }))}
          />
          <Select
            name="area"
            label="Of"
            value={String(query.area ?? '')}
            options={[
              { value: '', label: 'Virginia' },
              ...virginiaZoneCodes.map((zone) => ({ value: String(zone), label: `${freightCodeLabel('origin', zone, 'zone')} (zones only)` })),
            ]}
          />
          {!yearIsAxis && (
            <Select
              name="year"
              label="Year"
              value={query.year?.length === 1 ? String(query.year[0]) : ''}
              options={[{ value: '', label: 'Latest estimate' }, ...choices.year.map((year) => ({ value: year.code, label: year.label }))]}
            />
          )}
          <Select
            name="compare"
            label="Compare with"
            value={String(query.compare ?? '')}
            options={[{ value: '', label: 'No comparison' }, ...choices.year.map((year) => ({ value: year.code, label: year.label }))]}
          />
        </>
      }
      filters={
        <>
          {yearIsAxis && <CheckboxFilter name="year" legend="Years" choices={choices.year} checked={listed(query.year)} />}
          {filters.map(({ name, width }) => (
            <CheckboxFilter
              key={name}
              name={name}
              legend={freightDimensionLabels[name]}
              choices={choices[name] ?? []}
              checked={name === 'commodity_group' ? (query.commodity_group ?? []) : listed(query[name], width)}
            />
          ))}
        </>
      }
    />
  );
}

/**
 * The form of a freight view: a GET form to the explorer with the view's own fields, so the
 * address is what is shown and the form works without script.
 */
export function FreightViewForm({
  view,
  legend,
  fields,
  filters,
  submit,
}: {
  view: string;
  legend: string;
  fields: ReactNode;
  filters?: ReactNode;
  submit: string;
}) {
  return (
    <form className="data-explorer__filters tabulation-form" method="get" action={route}>
      <input type="hidden" name="dataset" value="freight" />
      <input type="hidden" name="view" value={view} />
      <fieldset>
        <legend>{legend}</legend>
        {fields}
        {!filters && (
          <button type="submit" className="button button--small">
            {submit}
          </button>
        )}
      </fieldset>
      {filters && (
        <>
          <div className="tabulation-form__filters">{filters}</div>
          <button type="submit" className="button">
            {submit}
          </button>
        </>
      )}
    </form>
  );
}

/** What an address asked for that could not be shown, by parameter, above the default shown instead. */
export function AddressErrors({ errors, what }: { errors: Record<string, string>; what: string }) {
  const list = Object.entries(errors);
  if (list.length === 0) return null;
  return (
    <div className="field-error" role="alert">
      <p>
        That {what} could not be made, so the default {what} is shown:
      </p>
      <ul>
        {list.map(([field, message]) => (
          <li key={field}>
            {field}: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The lines' colours, as a list the page draws at every width in the page's own type (Plot's
 * legend is 10 px and was left out on phones); a table with more rows than colours says the chart
 * draws the largest.
 */
function ChartLegend({ series, of }: { series: string[]; of: number }) {
  if (series.length < 2) return null;
  return (
    <figcaption>
      <span className="chart-legend__title">
        {series.length < of ? `Lines on the chart (the ${series.length} largest of ${of}; the table has them all):` : 'Lines on the chart:'}
      </span>
      <ul className="legend chart-legend">
        {series.map((name, i) => (
          <li key={name}>
            <span className="legend__swatch" style={{ background: chartColors[i % chartColors.length] }} aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
    </figcaption>
  );
}

/** A figure with its forecast range under it. */
function Figure({ cell, format }: { cell: FreightCell; format: (value: number) => string }) {
  if (cell.value === null) return <span aria-label="no data">–</span>;
  return (
    <>
      {format(cell.value)}
      {cell.low !== undefined && cell.high !== undefined && (
        <span className="tabulation__range">
          {' '}
          ({format(cell.low)} to {format(cell.high)})
        </span>
      )}
    </>
  );
}

/** A column heading that sorts the rows by it: a link, so sorting is a page the reader can share. */
function SortHeader({
  children,
  sort,
  current,
  href,
}: {
  children: ReactNode;
  sort: string;
  current: { sort?: string; order?: string };
  href: (params: Record<string, string>) => string;
}) {
  const active = current.sort === sort;
  // Names sort A to Z first; figures largest first; a second press reverses.
  const first = sort === 'label' ? 'asc' : 'desc';
  const next = active ? (current.order === 'asc' ? 'desc' : 'asc') : first;
  const ariaSort = active ? (current.order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" className={sort === 'label' ? undefined : 'numeric'} aria-sort={ariaSort}>
      <Link href={href({ sort, order: next })} scroll={false}>
        {children}
        <span className="visually-hidden"> (sort {next === 'asc' ? 'ascending' : 'descending'})</span>
      </Link>
    </th>
  );
}

/**
 * The freight tabulation tool (issue 40): the form, then the table (sortable by any column,
 * totals in its foot, forecast ranges in its cells, years marked), the CSV and the link to exactly
 * this table, and the chart of the same figures drawn by the server. No script is needed for any
 * of it; the table is a server page, sorted by links.
 */
export function FreightTabulationView({
  table,
  choices,
  errors,
  sort,
  chart,
}: {
  table: FreightTabulation | null;
  choices: FilterChoices;
  errors: Record<string, string>;
  sort: { sort?: string; order?: string };
  chart: ChartDrawings | null;
}) {
  const query = table?.query;
  return (
    <section className={`freight-tabulation${table && table.query.columns !== 'none' ? ' freight-tabulation--wide' : ''}`} aria-labelledby="tabulation-heading">
      <AddressErrors errors={errors} what="table" />
      {query && <TabulationForm query={query} choices={choices} />}
      {!table ? (
        <p id="tabulation-heading">No FAF file has been imported for these places yet.</p>
      ) : (
        <TabulationResult table={table} sort={sort} chart={chart} />
      )}
    </section>
  );
}

function TabulationResult({ table, sort, chart }: { table: FreightTabulation; sort: { sort?: string; order?: string }; chart: ChartDrawings | null }) {
  const params = tabulationParams(table.query);
  const href = (extra: Record<string, string>) => `${route}?${new URLSearchParams({ dataset: 'freight', view: 'table', ...params, ...extra })}`;
  const format = measureFormat(table);
  const title = tabulationTitle(table);
  const order = sortRows(table, sort.sort, sort.order);
  const oneColumn = table.query.columns === 'none';
  const hasRowTotals = !oneColumn && table.rowTotals.some((cell) => cell.value !== null);
  const hasColumnTotals = table.columnTotals.some((cell) => cell.value !== null);
  const columnLabel = (column: FreightTabulation['columns'][number]) => (oneColumn ? oneColumnLabel(table) : column.label);
  const kindNote = (kind?: string) =>
    kind && yearKindWords[kind as keyof typeof yearKindWords] ? (
      <span className="tabulation__kind"> {yearKindWords[kind as keyof typeof yearKindWords]}</span>
    ) : null;
  // One decimal always: "+48.0%" beside "+48.7%", never "+48%".
  const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const change = (value: number | null) => (value === null ? '–' : `${value > 0 ? '+' : ''}${format(value)}`);

  return (
    <>
      <h2 id="tabulation-heading">{title}</h2>
      <FreightSampleNotice sample={table.release.sample} />
      <p className="chart-note">
        {table.measure.unit[0]!.toUpperCase() + table.measure.unit.slice(1)}. {sourceUnlessSample(table.release)}
        {table.release.years.some((year) => year.kind === 'forecast') && 'Forecast years show the low to high range in brackets where the file has one. '}
        {table.rowsLeftOut > 0 && `The ${table.rowsLeftOut} smallest rows are left out. `}
      </p>
      <div className="data-explorer__result">
        <div className="chart-table">
          <div className="chart-table__scroll" tabIndex={0} role="region" aria-labelledby="tabulation-caption">
            <table className="data-table tabulation__table">
              {/* The heading above says the same to the eye; the caption names the table to a screen reader. */}
              <caption id="tabulation-caption" className="visually-hidden">
                {title}
              </caption>
              <thead>
                <tr>
                  <SortHeader sort="label" current={sort} href={href}>
                    {freightDimensionLabels[table.query.rows]}
                  </SortHeader>
                  {table.columns.map((column, c) => (
                    <SortHeader key={column.code} sort={`c${c}`} current={sort} href={href}>
                      {columnLabel(column)}
                      {kindNote(column.kind ?? (oneColumn ? table.years[0]?.kind : undefined))}
                    </SortHeader>
                  ))}
                  {hasRowTotals && (
                    <SortHeader sort="total" current={sort} href={href}>
                      Total
                    </SortHeader>
                  )}
                  {table.comparison && (
                    <>
                      <SortHeader sort="compare" current={sort} href={href}>
                        {table.comparison.year.year}
                        {kindNote(table.comparison.year.kind)}
                      </SortHeader>
                      <SortHeader sort="change" current={sort} href={href}>
                        Change
                      </SortHeader>
                      <SortHeader sort="percent" current={sort} href={href}>
                        Change (%)
                      </SortHeader>
                    </>
                  )}
                </tr>
              </thead>
              <tbody>
                {table.rows.length === 0 ? (
                  <tr>
                    <td colSpan={table.columns.length + 1}>No freight matches these choices.</td>
                  </tr>
                ) : (
                  order.map((r) => (
                    <tr key={table.rows[r]!.code}>
                      <th scope="row">
                        {table.rows[r]!.label}
                        {kindNote(table.rows[r]!.kind)}
                      </th>
                      {table.cells[r]!.map((cell, c) => (
                        <td key={table.columns[c]!.code} className="numeric">
                          <Figure cell={cell} format={format} />
                        </td>
                      ))}
                      {hasRowTotals && (
                        <td className="numeric">
                          <Figure cell={table.rowTotals[r]!} format={format} />
                        </td>
                      )}
                      {table.comparison && (
                        <>
                          <td className="numeric">
                            <Figure cell={table.comparison.rows[r]!} format={format} />
                          </td>
                          <td className="numeric">{change(table.comparison.rows[r]!.change)}</td>
                          <td className="numeric">
                            {table.comparison.rows[r]!.percent === null ? '–' : `${percent.format(table.comparison.rows[r]!.percent!)}%`}
                          </td>
                        </>
                      )}
                    </tr>
                  ))
                )}
              </tbody>
              {hasColumnTotals && table.rows.length > 1 && (
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    {table.columnTotals.map((cell, c) => (
                      <td key={table.columns[c]!.code} className="numeric">
                        <Figure cell={cell} format={format} />
                      </td>
                    ))}
                    {hasRowTotals && (
                      <td className="numeric">
                        <Figure cell={table.total} format={format} />
                      </td>
                    )}
                    {table.comparison && (
                      <>
                        <td className="numeric">
                          <Figure cell={table.comparison.total} format={format} />
                        </td>
                        <td className="numeric">{change(table.comparison.total.change)}</td>
                        <td className="numeric">{table.comparison.total.percent === null ? '–' : `${percent.format(table.comparison.total.percent)}%`}</td>
                      </>
                    )}
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
          <p className="tabulation__links">
            <a className="button button--small button--outline" href={`/api/freight/tabulation/csv?${new URLSearchParams(params)}`} download>
              Download this table (CSV)
            </a>{' '}
            <a href={href(sort.sort ? { sort: sort.sort, order: sort.order ?? 'desc' } : {})}>Link to exactly this table</a>
          </p>
        </div>
        {chart && table.rows.length > 0 && (
          <figure className="tabulation__chart">
            <ChartDrawing drawings={chart} summary={`Chart of the table: ${title}. The table lists the same figures.`} />
            <ChartLegend series={tabulationChartSeries(table)} of={table.query.rows === 'year' ? table.columns.length : table.rows.length} />
          </figure>
        )}
      </div>
    </>
  );
}
