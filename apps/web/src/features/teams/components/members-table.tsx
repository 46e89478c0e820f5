import type { MemberDto } from '@threshold/domain/organizations/list-members.contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StatusDot } from '@/components/ui/status-dot';
import { DataTable } from '@/components/ui/data-table';
import { useUserStatuses } from '@/lib/user-status';
import { personName } from '../lib/role-options';

interface MembersTableProps {
  members: MemberDto[];
  canManage: boolean;
  onChangeRole: (member: MemberDto) => void;
  onDeactivate: (member: MemberDto) => void;
  onReactivate: (member: MemberDto) => void;
}

/** The organization's members with role, teams and status; row actions for managers. */
export function MembersTable({
  members,
  canManage,
  onChangeRole,
  onDeactivate,
  onReactivate,
}: MembersTableProps) {
  const statuses = useUserStatuses(members.filter((m) => m.status === 'active').map((m) => m.user_id));
  return (
    <DataTable
      caption="Members"
      hideCaption
      head={['Name', 'Role', 'Teams', 'Status', canManage && 'Actions']}
    >
      {members.map((m) => {
        const name = personName(m);
        return (
          <tr key={m.user_id}>
            <td className="px-4 py-2">
              <span className="flex items-center gap-2">
                <StatusDot status={statuses[m.user_id]} />
                <Link to={`/profile/${m.user_id}`} className="font-medium text-brand-700 hover:underline">
                  {name}
                </Link>
              </span>
              <div className="text-slate-600">{m.email}</div>
            </td>
            <td className="px-4 py-2">{m.role_label}</td>
            <td className="px-4 py-2">{m.teams.map((t) => t.name).join(', ') || '—'}</td>
            <td className="space-x-1 px-4 py-2">
              {m.status === 'active' ? (
                <Badge tone="success">Active</Badge>
              ) : (
                <Badge tone="muted">Deactivated</Badge>
              )}
              {m.needs_supervisor ? <Badge tone="warning">No supervisor</Badge> : null}
              {m.licence_warning === 'expired' ? <Badge tone="danger">Licence expired</Badge> : null}
              {m.licence_warning === 'expiring' ? <Badge tone="warning">Licence expires soon</Badge> : null}
            </td>
            {canManage ? (
              <td className="space-x-2 px-4 py-2 whitespace-nowrap">
                {m.status === 'active' ? (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Change role of ${name}`}
                      onClick={() => onChangeRole(m)}
                    >
                      Change role
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Deactivate ${name}`}
                      onClick={() => onDeactivate(m)}
                    >
                      Deactivate
                    </Button>
                  </>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Reactivate ${name}`}
                    onClick={() => onReactivate(m)}
                  >
                    Reactivate
                  </Button>
                )}
              </td>
            ) : null}
          </tr>
        );
      })}
    </DataTable>
  );
}
