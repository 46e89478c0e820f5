import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { useMe } from '@/lib/auth/auth-context';
import { useComplianceCount, type ComplianceCountList } from '../api/broker-dashboard-api';
import { formatCount } from './broker-figures';

const COUNTS: { list: ComplianceCountList; label: string }[] = [
  { list: 'checklist-exceptions', label: 'Deals with missing or returned items' },
  { list: 'closing-soon', label: 'Closing in 7 days with open items' },
  { list: 'missed-deadlines', label: 'Missed deadlines' },
  { list: 'licence-expirations', label: 'Licences expired or expiring' },
  { list: 'unsupervised-members', label: 'Supervised roles without a supervisor' },
];

/**
 * Compliance exceptions at a glance (the /compliance lists' totals), for those who may open
 * /compliance (approve:documents). Each count loads and fails on its own and links to its section.
 */
export function BrokerComplianceWidget() {
  const me = useMe();
  if (!me.permissions.includes('approve:documents')) return null;
  return (
    <Card aria-labelledby="broker-compliance" className="lg:col-span-2">
      <CardTitle id="broker-compliance">Compliance exceptions</CardTitle>
      <CardDescription>What needs fixing in the deals and members you oversee.</CardDescription>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {COUNTS.map((c) => (
          <li key={c.list}>
            <ComplianceCount {...c} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ComplianceCount({ list, label }: { list: ComplianceCountList; label: string }) {
  const count = useComplianceCount(list);
  if (count.isPending)
    return (
      <div
        role="status"
        aria-label={`Loading ${label.toLowerCase()}`}
        className="h-20 animate-skeleton rounded-md bg-slate-100"
      />
    );
  if (count.isError)
    return (
      <div className="flex h-full flex-col justify-between rounded-md border border-red-200 p-3 text-sm">
        <span className="text-red-800">{label}: could not load.</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void count.refetch()}
          disabled={count.isFetching}
        >
          Try again
        </Button>
      </div>
    );
  return (
    <Link
      to={`/compliance#compliance-${list}`}
      className="focus-ring block h-full rounded-md border border-slate-200 p-3 hover:border-brand-300"
    >
      <span
        className={`block text-2xl font-semibold tabular-nums ${count.data ? 'text-red-800' : 'text-slate-900'}`}
      >
        {formatCount(count.data)}
      </span>
      <span className="mt-1 block text-sm text-slate-700">{label}</span>
    </Link>
  );
}
