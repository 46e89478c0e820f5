import { CAPABILITY_FLAGS, ROLE_KEYS, ROLES } from '@threshold/domain/roles';
import type { CapabilityFlag } from '@threshold/domain/roles';

const CAPABILITY_LABELS: Record<CapabilityFlag, string> = {
  needsSupervisorApproval: 'Needs approval',
  canCreateTransactions: 'Create deals',
  canInviteClients: 'Invite clients',
  canManageTeam: 'Manage team',
  canManageOrganization: 'Manage organization',
  canViewAnalytics: 'Analytics',
  canApproveDocuments: 'Approve documents',
  hasBillingAccess: 'Billing',
  delegatedSigningAuthority: 'Delegated signing',
};

/** The role registry (spec §6) as a read-only table. */
export function RoleTable() {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Organization roles with rank, group, access and abilities</caption>
        <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Rank
            </th>
            <th scope="col" className="px-4 py-3">
              Group
            </th>
            <th scope="col" className="px-4 py-3">
              Access
            </th>
            <th scope="col" className="px-4 py-3">
              Deals visible
            </th>
            <th scope="col" className="px-4 py-3">
              Abilities
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ROLE_KEYS.map((key) => {
            const role = ROLES[key];
            const abilities = CAPABILITY_FLAGS.filter((flag) => role.capabilities[flag]).map(
              (f) => CAPABILITY_LABELS[f],
            );
            return (
              <tr key={key}>
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  {role.name}
                </th>
                <td className="px-4 py-2 tabular-nums">{role.rank}</td>
                <td className="px-4 py-2">{role.group}</td>
                <td className="px-4 py-2">{role.accessLevel}</td>
                <td className="px-4 py-2">{role.capabilities.transactionAccessScope}</td>
                <td className="px-4 py-2 text-slate-700">{abilities.join(', ') || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
