import { csvHref, type ChartSelection } from '@/lib/data-explorer';

/**
 * A numeric column's figures, written one way (issue 35: 1,234.6 above 80 in one column): grouped
 * by thousands, with one decimal for every row when any row has a fraction, else none. Years are
 * written as they are.
 */
function columnFormat(key: string, rows: ChartSelection['rows']): (value: number) => string {
  if (key === 'year') return String;
  const digits = rows.some((row) => typeof row[key] === 'number' && !Number.isInteger(row[key])) ? 1 : 0;
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return (value) => format.format(value);
}

/**
 * The rows a chart draws, as a table, with a CSV download of exactly those rows. The download
 * link is a data: URL, so it works as soon as the page arrives, with or without JavaScript. Figures
 * with a stated `source` carry it as the file's last line.
 */
export function ChartTable({
  id,
  caption,
  columns,
  rows,
  fileName,
  source,
}: { id: string; caption: string; fileName: string; source?: string } & Pick<ChartSelection, 'columns' | 'rows'>) {
  const formats = Object.fromEntries(columns.filter((column) => column.numeric).map((column) => [column.key, columnFormat(column.key, rows)]));
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
                      {column.numeric && typeof row[column.key] === 'number' ? formats[column.key]!(row[column.key] as number) : row[column.key]}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <a className="button button--small button--outline" href={csvHref(columns, rows, source)} download={fileName}>
        Download these {rows.length} rows (CSV)
      </a>
    </div>
  );
}
