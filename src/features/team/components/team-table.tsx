import type { ReactNode } from 'react';

/** A table of the Team page: its column headers, a last column of actions, and its rows. */
export function TeamTable({
  columns,
  labelledBy,
  children,
}: {
  columns: readonly string[];
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="data-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
