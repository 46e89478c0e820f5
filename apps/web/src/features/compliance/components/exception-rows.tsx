import { Link } from 'react-router';
import type { ComplianceList } from '../model/compliance-list';

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The rows of one list: a table from the md breakpoint up, cards below it; each row links to its fix. */
export function ExceptionRows<T>({ list, items }: { list: ComplianceList<T>; items: T[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{list.title}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {list.subject}
              </th>
              {list.columns.map((c) => (
                <th key={c.header} scope="col" className="py-2 pr-4 font-medium">
                  {c.header}
                </th>
              ))}
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Fix</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((row) => (
              <tr key={list.rowKey(row)}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {list.name(row)}
                </th>
                {list.columns.map((c) => (
                  <td key={c.header} className="py-2 pr-4 text-slate-700">
                    {c.cell(row)}
                  </td>
                ))}
                <td className="py-2 text-right">
                  <FixLink list={list} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={list.title}>
        {items.map((row) => (
          <li key={list.rowKey(row)} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">{list.name(row)}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
              {list.columns.map((c) => (
                <div key={c.header} className="contents">
                  <dt className="text-slate-600">{c.header}</dt>
                  <dd>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2">
              <FixLink list={list} row={row} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function FixLink<T>({ list, row }: { list: ComplianceList<T>; row: T }) {
  const fix = list.fix(row);
  return (
    // The name says which row the link fixes; it starts with the visible text (WCAG label in name).
    <Link to={fix.to} className={linkClass} aria-label={`${fix.label}: ${list.name(row)}`}>
      {fix.label}
    </Link>
  );
}
