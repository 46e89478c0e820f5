import type { AcceptInvitationOutput } from '@threshold/domain/contacts/client-invitation.contract';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyDeals } from '../api/invitations-api';

const words = (value: string) => value.replaceAll('_', ' ');

/** After accepting: where the client belongs now, and their deals. */
export function InvitationWelcome({ result }: { result: AcceptInvitationOutput }) {
  const deals = useMyDeals(true);
  const items = deals.data?.items ?? [];
  return (
    <div className="space-y-5">
      <div role="status" className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-emerald-700" />
        <div>
          <p className="font-medium text-slate-900">
            You joined {result.organization_name} as a {result.role}.
          </p>
          <p className="text-sm text-slate-700">Your agent’s deals with you are now in your account.</p>
        </div>
      </div>
      <section aria-labelledby="your-deals" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="your-deals" className="text-base font-semibold text-slate-900">
          Your deals
        </h2>
        {deals.isPending ? <Spinner label="Loading your deals" /> : null}
        {deals.isError ? (
          <p className="mt-2 text-sm text-slate-700">
            Your deals could not be listed here; open them from Transactions.
          </p>
        ) : null}
        {deals.isSuccess && items.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No deals yet. They appear here as soon as your agent adds you to one.
          </p>
        ) : null}
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Your deals">
          {items.map((deal) => (
            <li key={deal.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <Link
                to={`/transactions/${deal.id}`}
                className="focus-ring rounded font-medium text-brand-700 hover:underline"
              >
                {deal.title}
              </Link>
              <span className="text-slate-700 capitalize">{words(deal.status)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/transactions">All your deals</Link>
        </Button>
      </div>
    </div>
  );
}
