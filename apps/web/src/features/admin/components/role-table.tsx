import type { RoleRegistryEntry } from '@threshold/domain/admin/role-registry.contract';
import { CAPABILITY_FLAGS } from '@threshold/domain/roles';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CAPABILITY_LABELS } from './capability-labels';

interface Props {
  roles: RoleRegistryEntry[];
  /** Members link to the member directory filtered by role (the caller's own organization only). */
  linkMembers: boolean;
  onEdit?: (role: RoleRegistryEntry) => void;
}

/** The live role registry (spec §6 from the database): abilities, scope, members, the organization's changes. */
export function RoleTable({ roles, linkMembers, onEdit }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Roles with rank, group, access, abilities and members</caption>
        <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
          <tr>
            {['Role', 'Rank', 'Group', 'Access', 'Deals visible', 'Abilities', 'Members'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3">
                {h}
              </th>
            ))}
            {onEdit ? (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {roles.map((role) => {
            const abilities = CAPABILITY_FLAGS.filter((flag) => role.effective[flag]).map(
              (f) => CAPABILITY_LABELS[f],
            );
            const changed = Object.keys(role.overrides).length > 0;
            return (
              <tr key={role.key}>
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  {role.name}{' '}
                  {changed ? (
                    <Badge tone="info" title="This organization changed the role">
                      Changed here
                    </Badge>
                  ) : null}
                </th>
                <td className="px-4 py-2 tabular-nums">{role.rank}</td>
                <td className="px-4 py-2">{role.group}</td>
                <td className="px-4 py-2">{role.access_level}</td>
                <td className="px-4 py-2">{role.effective.transactionAccessScope}</td>
                <td className="px-4 py-2 text-slate-700">{abilities.join(', ') || '—'}</td>
                <td className="px-4 py-2 tabular-nums">
                  {linkMembers && role.members > 0 ? (
                    <Link className="text-brand-700 underline" to={`/team?role=${role.key}`}>
                      {role.members}
                    </Link>
                  ) : (
                    role.members
                  )}
                </td>
                {onEdit ? (
                  <td className="px-4 py-2">
                    {role.overridable ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Change ${role.name}`}
                        onClick={() => onEdit(role)}
                      >
                        Change
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
