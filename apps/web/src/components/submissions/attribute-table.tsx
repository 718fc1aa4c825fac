import type { LayerField } from '@vtrans/db';
import Link from 'next/link';

const typeLabels: Record<LayerField['type'], string> = { integer: 'whole number', number: 'number', boolean: 'yes/no', date: 'date', text: 'text' };

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A submitted layer's attributes as the public will see them once it is approved: a column per
 * field, headed with its type, a row per feature; pages of 100 through the first 1,000 features,
 * as links (no script needed).
 */
export function AttributeTable({
  fields,
  rows,
  total,
  page,
  pageSize,
  maxRows,
  pageHref,
}: {
  fields: LayerField[];
  rows: { index: number; properties: Record<string, unknown> }[];
  total: number;
  page: number;
  pageSize: number;
  maxRows: number;
  pageHref: (page: number) => string;
}) {
  const shown = Math.min(total, maxRows);
  const pages = Math.ceil(shown / pageSize);
  const from = page * pageSize + 1;
  const to = page * pageSize + rows.length;
  if (fields.length === 0) return <p>The features have no attributes.</p>;
  return (
    <>
      <div className="table-scroll" role="region" aria-labelledby="attributes-caption" tabIndex={0}>
        <table className="data-table attribute-table">
          <caption id="attributes-caption">
            Features {from.toLocaleString('en-US')}–{to.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
            {total > maxRows ? ` (the table shows the first ${maxRows.toLocaleString('en-US')})` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {fields.map((field) => (
                <th scope="col" key={field.name}>
                  {field.name}
                  <span className="attribute-table__type">{typeLabels[field.type]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index}>
                <th scope="row">{row.index + 1}</th>
                {fields.map((field) => (
                  <td key={field.name}>{cell(row.properties[field.name])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="pager" aria-label="Pages of the attribute table">
          <ul>
            {Array.from({ length: pages }, (_, number) => (
              <li key={number}>
                {number === page ? (
                  <span aria-current="page">{number + 1}</span>
                ) : (
                  <Link href={pageHref(number)}>
                    <span className="visually-hidden">Page </span>
                    {number + 1}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
