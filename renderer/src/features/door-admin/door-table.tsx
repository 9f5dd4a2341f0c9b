/** The feature's tables: a caption, column headers, and rows whose first cell names the row. */
export function DoorTable({
  caption,
  hiddenCaption = false,
  headers,
  rows,
}: {
  caption: string;
  hiddenCaption?: boolean;
  headers: string[];
  rows: Array<{ key: string | number; cells: Array<string | number> }>;
}) {
  return (
    <table className="door-table">
      <caption className={hiddenCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [first, ...rest] }) => (
          <tr key={key}>
            <th scope="row">{first}</th>
            {rest.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
