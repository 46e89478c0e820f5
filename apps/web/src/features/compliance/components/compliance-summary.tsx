import { useComplianceList } from '../api/compliance-api';
import type { ComplianceList } from '../model/compliance-list';
import { formatCount } from '../model/compliance-format';
import { sectionId } from './exception-section';

/** The count of every list at the top of the page; each links to its section. */
export function ComplianceSummary({ lists }: { lists: readonly ComplianceList<unknown>[] }) {
  return (
    <nav aria-label="Exception counts" className="mb-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {lists.map((list) => (
          <li key={list.key}>
            <SummaryCount list={list} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SummaryCount({ list }: { list: ComplianceList<unknown> }) {
  const query = useComplianceList(list);
  const total = query.data?.total;
  const count = query.isPending ? '…' : query.isError || total === undefined ? '—' : formatCount(total);
  const state = query.isPending ? 'loading' : query.isError ? 'could not load' : undefined;
  return (
    <a
      href={`#${sectionId(list)}`}
      className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className={`block text-2xl font-semibold ${total ? 'text-red-800' : 'text-slate-900'}`}>
        {count}
      </span>
      <span className="mt-1 block text-sm text-slate-700">{list.title}</span>
      {state ? <span className="sr-only">({state})</span> : null}
    </a>
  );
}
