import { csvHref, type ChartSelection } from '@/lib/data-explorer';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * The rows a chart draws, as a table, with a CSV download of exactly those rows. The download
 * link is a data: URL, so it works as soon as the page arrives, with or without JavaScript.
 */
export function ChartTable({ id, caption, columns, rows, fileName }: { id: string; caption: string; fileName: string } & Pick<ChartSelection, 'columns' | 'rows'>) {
  return (
    <div className="chart-table">
      <div className="chart-table__scroll" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
        <table className="data-table" id={id}>
          <caption id={`${id}-caption`}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>No data for these filters.</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                      {column.numeric && typeof row[column.key] === 'number' && column.key !== 'year' ? numberFormat.format(row[column.key] as number) : row[column.key]}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <a className="button button--small button--outline" href={csvHref(columns, rows)} download={fileName}>
        Download these {rows.length} rows (CSV)
      </a>
    </div>
  );
}
