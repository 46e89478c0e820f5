import type { AdminUserDto } from '@threshold/domain/admin/admin.contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api-error';
import { useForceSignOut } from '../api/admin-api';

/** Platform users with their memberships; system admins can end a user's sessions. */
export function AdminUsersTable({ users, canSignOut }: { users: AdminUserDto[]; canSignOut: boolean }) {
  const signOut = useForceSignOut();
  const [target, setTarget] = useState<AdminUserDto | null>(null);
  const handleConfirm = () => {
    if (!target) return;
    signOut.mutate(target.id, {
      onSuccess: (r) => toast.success(`${target.email} was signed out (${r.sessions_ended} sessions ended)`),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setTarget(null),
    });
  };
  return (
    <>
      <DataTable
        caption="Users"
        hideCaption
        head={['User', 'Organizations', 'Sessions', canSignOut && 'Actions']}
      >
        {users.map((u) => (
          <tr key={u.id}>
            <td className="px-4 py-2">
              <Link
                to={`/admin/users/${encodeURIComponent(u.id)}`}
                className="focus-ring font-medium text-slate-900 underline-offset-2 hover:underline"
              >
                {u.name || u.email}
              </Link>
              <div className="text-slate-600">{u.email}</div>
              <div className="space-x-1">
                {u.disabled_at ? <Badge tone="danger">Disabled</Badge> : null}
                {u.email_verified ? null : <Badge tone="warning">Unverified</Badge>}
                {u.platform_role ? <Badge tone="info">{u.platform_role.replace(/_/g, ' ')}</Badge> : null}
              </div>
            </td>
            <td className="px-4 py-2">
              {u.memberships.length
                ? u.memberships.map((m) => (
                    <div key={m.organization_id}>
                      {m.organization_name} · {m.role_key.replace(/_/g, ' ')}
                      {m.status === 'active' ? '' : ' (deactivated)'}
                    </div>
                  ))
                : '—'}
            </td>
            <td className="px-4 py-2">{u.active_sessions}</td>
            {canSignOut ? (
              <td className="px-4 py-2">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Sign out ${u.email}`}
                  disabled={u.active_sessions === 0}
                  onClick={() => setTarget(u)}
                >
                  Sign out
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={target !== null}
        title={`Sign out ${target?.email ?? ''}`}
        description="Every live session of this user ends now; they must sign in again."
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out…"
        busy={signOut.isPending}
        onConfirm={handleConfirm}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
