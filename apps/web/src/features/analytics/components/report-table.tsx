export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => string;
  numeric?: boolean;
}

interface ReportTableProps<Row> {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  totals?: Row;
}

/** The table view of a report: every figure the chart draws, with a totals row when there is one. */
export function ReportTable<Row>({ caption, columns, rows, totals }: ReportTableProps<Row>) {
  const cellClass = (numeric?: boolean) => `px-3 py-2 ${numeric ? 'text-right tabular-nums' : 'text-left'}`;
  return (
    // Focusable, so a table wider or taller than its card scrolls by keyboard too (axe scrollable-region-focusable).
    <div className="focus-ring max-h-96 overflow-auto" tabIndex={0} role="group" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={cellClass(c.numeric)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.header} className={cellClass(c.numeric)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot className="border-t border-slate-300 font-semibold text-slate-900">
            <tr>
              {columns.map((c, i) => (
                <td key={c.header} className={cellClass(c.numeric)}>
                  {i === 0 ? 'Total' : c.cell(totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
