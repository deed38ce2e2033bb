import { flexRender, getCoreRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';

/**
 * A TanStack table rendered as a plain, captioned HTML table, which screen readers walk as one; on
 * a phone (styles.css) each row is a card of labelled lines, its actions on screen.
 */
export function DataTable<Row>({ caption, columns, data, rowKey }: { caption: string; columns: TableOptions<Row>['columns']; data: Row[]; rowKey: (row: Row) => string }) {
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  return (
    <div className="table-wrap data-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                // The column's heading, which a narrow screen prints beside the value once the row is a card.
                <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : ''}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
