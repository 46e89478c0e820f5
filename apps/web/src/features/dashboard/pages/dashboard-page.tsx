import { lazy } from 'react';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { displayName } from '@/lib/avatar';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AffiliationCard } from '../components/affiliation-card';
import { PersonList } from '../components/person-list';
import { RoleWidgets } from '../components/role-widgets';
import { MoreLink } from '../components/widget-list';
import { CLIENT_DASHBOARD_ROLES, dashboardKind, type DashboardKind } from '../lib/dashboard-kind';

// Clients' dashboard is its own chunk: staff never download it.
const ClientDashboardPage = lazy(async () => ({
  default: (await import('./client-dashboard-page')).ClientDashboardPage,
}));

const DESCRIPTIONS = {
  broker: 'Your deals today; the brokerage at a glance is on the broker dashboard.',
  agent: 'What needs you today across your deals, contacts and messages.',
  support: 'The deals you work on and what is waiting to be submitted or approved.',
  external: 'The deals you are assigned to, with their dates.',
  client: 'Your deals and messages.',
  unassigned: 'Threshold opens up once your brokerage invites you.',
} as const;

/**
 * `/` and `/dashboard`. Clients get their client dashboard here too (the URL stays /dashboard, which
 * is where spec §2's guards send everyone); everyone else the widgets of their role (ADR 0124).
 */
export function DashboardPage() {
  const me = useMe();
  const kind = dashboardKind(me.effectiveRole, me.primaryAffiliation !== null);
  if (kind === 'client' && CLIENT_DASHBOARD_ROLES.includes(me.effectiveRole)) return <ClientDashboardPage />;
  return <RoleDashboard me={me} kind={kind} />;
}

/** A greeting, the widgets of the user's role, then who they are and work with. */
function RoleDashboard({ me, kind }: { me: MeDto; kind: DashboardKind }) {
  useDocumentTitle('Dashboard');
  const name = displayName({
    firstName: me.profile.first_name,
    lastName: me.profile.last_name,
    email: me.user.email,
  });
  return (
    <>
      <PageHeader
        title={`Welcome, ${name}`}
        description={DESCRIPTIONS[kind]}
        actions={
          kind === 'broker' ? (
            <MoreLink to="/broker-dashboard">Open the broker dashboard</MoreLink>
          ) : undefined
        }
      />
      <RoleWidgets
        kind={kind}
        supervises={me.supervisees.length > 0}
        readsListings={me.permissions.includes('read:properties')}
        readsContacts={me.permissions.includes('read:contacts')}
        readsDocuments={me.permissions.includes('read:documents')}
      />
      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900">You in Threshold</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <AffiliationCard me={me} />
        <Card aria-labelledby="supervisors-title">
          <CardTitle id="supervisors-title">Supervisors</CardTitle>
          <CardDescription>People who approve what you submit.</CardDescription>
          <div className="mt-4">
            <PersonList people={me.supervisors} empty="You have no supervisor." />
          </div>
        </Card>
        {me.supervisees.length > 0 ? (
          <Card aria-labelledby="supervisees-title">
            <CardTitle id="supervisees-title">People you supervise</CardTitle>
            <div className="mt-4">
              <PersonList people={me.supervisees} empty="" />
            </div>
          </Card>
        ) : null}
      </div>
    </>
  );
}
