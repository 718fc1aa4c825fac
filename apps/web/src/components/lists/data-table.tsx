import type { ReactNode } from 'react';

/** One column of a staff table: its heading, and what each row shows in it. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a <th scope="row">), for screen readers moving along a row. */
  rowHeader?: boolean;
  /** Figures, aligned right in tabular digits. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  /** The scroll region's accessible name (what the table lists). */
  label: string;
  caption?: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Said instead of an empty table. */
  empty: ReactNode;
}

/**
 * A staff list as a table (issue 59): however wide its rows, it scrolls sideways inside its own
 * region, which a keyboard can focus and scroll, never the page. Its rows hold facts and links;
 * work done on a row (a status, a decision) goes in a WorkItem, where a form has the room it needs.
 */
export function DataTable<Row>({ label, caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="data-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={column.numeric ? 'numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
