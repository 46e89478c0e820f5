import { Link } from 'react-router';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { displayName } from '@/lib/avatar';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AffiliationCard } from '../components/affiliation-card';
import { PersonList } from '../components/person-list';

const BROKER_ROLES = ['broker', 'managing_broker', 'brokerage_admin'];
const CLIENT_ROLES = ['buyer', 'seller', 'landlord', 'renter'];

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const me = useMe();
  const name = displayName({
    firstName: me.profile.first_name,
    lastName: me.profile.last_name,
    email: me.user.email,
  });
  const roleDashboard = BROKER_ROLES.includes(me.effectiveRole)
    ? { to: '/broker-dashboard', label: 'Open the broker dashboard' }
    : CLIENT_ROLES.includes(me.effectiveRole)
      ? { to: '/client-dashboard', label: 'Open your client dashboard' }
      : null;
  return (
    <>
      <PageHeader
        title={`Welcome, ${name}`}
        description="Here is who you are in Threshold and who you work with."
      />
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
        {roleDashboard ? (
          <Card aria-labelledby="role-dashboard-title">
            <CardTitle id="role-dashboard-title">Your dashboard</CardTitle>
            <CardDescription>A view made for your role.</CardDescription>
            <Link
              to={roleDashboard.to}
              className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              {roleDashboard.label}
            </Link>
          </Card>
        ) : null}
      </div>
    </>
  );
}
