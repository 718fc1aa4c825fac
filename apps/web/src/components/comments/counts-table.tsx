/** How many comments fall under each name (a category, a locality, a channel, a theme): the printed reports' tables. */
export function CountsTable({
  caption,
  heading,
  rows,
  countColumn = 'Comments',
}: {
  caption: string;
  heading: string;
  rows: { name: string; count: number }[];
  /** The count column's heading, in the page's language. */
  countColumn?: string;
}) {
  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">{countColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
