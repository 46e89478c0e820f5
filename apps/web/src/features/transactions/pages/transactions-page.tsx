import { ClipboardCheck, Inbox, LayoutTemplate, Plus, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/auth/auth-context';
import { useRealtimeInvalidation } from '@/lib/realtime';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionKeys } from '../api/transaction-keys';
import { useTransactionCounts, useTransactionPages } from '../api/list-api';
import { PipelineBoard } from '../components/board/pipeline-board';
import { ClientDealsList } from '../components/client/client-deals-list';
import { DeadlinesSection } from '../components/list/deadlines-section';
import { ListFilters } from '../components/list/list-filters';
import { ListToolbar } from '../components/list/list-toolbar';
import { TableView } from '../components/list/table-view';
import { useFilterOptions } from '../components/list/use-filter-options';
import { useListState } from '../components/list/use-list-state';
import { activeFilterCount, clearFilters, listStateQuery, toApiQuery } from '../model/list-state';

interface AreaLink {
  to: string;
  icon: LucideIcon;
  label: string;
  show: boolean;
}

/** /transactions: the deals table (or pipeline board), filters in the URL, saved views, deadlines. */
/** Any deal in scope created or changed: the list and the board refresh (ADR 0118). */
const LIVE_DEALS = { resource: 'transactions' } as const;

/** The clients of spec §2's client dashboard see their deals without the staff controls. */
const CLIENT_ROLES: readonly string[] = ['buyer', 'seller', 'landlord', 'renter'];

export function TransactionsPage() {
  const me = useMe();
  return CLIENT_ROLES.includes(me.effectiveRole) ? <ClientTransactionsPage /> : <StaffTransactionsPage />;
}

function ClientTransactionsPage() {
  useDocumentTitle('Your deals');
  return <ClientDealsList />;
}

function StaffTransactionsPage() {
  useDocumentTitle('Transactions');
  useRealtimeInvalidation(LIVE_DEALS, () => [transactionKeys.lists(), [...transactionKeys.all, 'counts']]);
  const me = useMe();
  const { state, update, applyQuery } = useListState();
  const query = useMemo(() => toApiQuery(state), [state]);
  const countQuery = useMemo(() => toApiQuery(state, { withStatus: false, withSort: false }), [state]);
  const pages = useTransactionPages(query);
  const counts = useTransactionCounts(countQuery);
  const options = useFilterOptions(me);

  const total = counts.data
    ? state.status.length > 0
      ? state.status.reduce((sum, s) => sum + (counts.data.counts[s] ?? 0), 0)
      : counts.data.total
    : null;
  const canCreate = me.permissions.includes('create:transactions');
  const canReview = me.permissions.includes('approve:documents');
  const areaLinks: AreaLink[] = [
    { to: '/transactions/review-queue', icon: ClipboardCheck, label: 'Review queue', show: canReview },
    {
      to: '/transactions/approvals',
      icon: Inbox,
      label: 'Approvals',
      show: me.supervisees.length > 0 || me.capabilities.needsSupervisorApproval,
    },
    {
      to: '/transactions/checklist-templates',
      icon: LayoutTemplate,
      label: 'Deal templates',
      show: me.permissions.includes('manage:templates'),
    },
  ];

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Transactions</h1>
          <p className="mt-1 text-sm text-slate-600">Every deal you can see, from listing to closing.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {areaLinks
            .filter((link) => link.show)
            .map(({ to, icon: Icon, label }) => (
              <Button key={to} asChild variant="secondary">
                <Link to={to}>
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {label}
                </Link>
              </Button>
            ))}
          {canCreate ? (
            <Button asChild>
              <Link to="/transactions/create">
                <Plus aria-hidden="true" className="h-4 w-4" />
                New transaction
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      <div className="space-y-4">
        <DeadlinesSection />
        <ListToolbar
          state={state}
          currentQuery={listStateQuery(state)}
          exportQuery={query}
          onChange={update}
          onApplyView={applyQuery}
        />
        <ListFilters state={state} onChange={update} agents={options.agents} teams={options.teams} />
        {state.view === 'board' ? (
          <PipelineBoard state={state} counts={counts.data} />
        ) : (
          <TableView
            pages={pages}
            state={state}
            filtered={activeFilterCount(state) > 0 || state.q.trim() !== ''}
            total={total}
            canCreate={canCreate}
            onSort={(sort) => update({ sort })}
            onClear={() => update({ ...clearFilters(state), q: '' })}
          />
        )}
      </div>
    </>
  );
}
