import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import { getRole } from '@threshold/domain/roles';
import { Card, CardTitle } from '@/components/ui/card';

const SCOPE_LABELS: Record<string, string> = {
  all: 'Everything on the platform',
  organization: 'Your whole organization',
  team: 'Your teams',
  own: 'Your own records',
  assigned: 'Records assigned to you',
};

/** Role, organization, teams and what the role can see. */
export function AffiliationCard({ me }: { me: MeDto }) {
  const affiliation = me.primaryAffiliation;
  const roleName = affiliation?.role_name ?? getRole(me.effectiveRole).name;
  return (
    <Card aria-labelledby="affiliation-title">
      <CardTitle id="affiliation-title">Your organization</CardTitle>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Role</dt>
          <dd className="font-medium text-slate-900" data-testid="dashboard-role">
            {roleName}
            {me.isSystemAdmin && me.effectiveRole !== 'system_admin' ? ' · System Admin' : ''}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Organization</dt>
          <dd className="font-medium text-slate-900" data-testid="dashboard-organization">
            {affiliation?.organization_name ?? 'No organization yet'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Teams</dt>
          <dd className="font-medium text-slate-900" data-testid="dashboard-teams">
            {affiliation && affiliation.teams.length > 0
              ? affiliation.teams.map((t) => t.name).join(', ')
              : 'No team'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Deals you can see</dt>
          <dd className="font-medium text-slate-900">
            {SCOPE_LABELS[me.accessScopes.transactionAccessScope] ?? me.accessScopes.transactionAccessScope}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
