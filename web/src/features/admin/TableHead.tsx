/** The header row of an admin table; the two table styles (paged lists, traffic) pass their classes. */
export function TableHead({ columns, className, cellClassName }: { columns: readonly string[]; className: string; cellClassName: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((h) => (
          <th key={h} scope="col" className={cellClassName}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
