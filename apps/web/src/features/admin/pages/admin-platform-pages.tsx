import type { AdminOrganizationDto } from '@threshold/domain/admin/admin.contract';
import { Network, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, isApiError } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { CreateOrganizationForm } from '../components/create-organization-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAdminOrganizations,
  useAdminSecurity,
  useAdminUser,
  useAdminUsers,
  useOrganizationSuspension,
} from '../api/admin-api';
import { AdminSecurity } from '../components/admin-security';
import { AdminUserDetail } from '../components/admin-user-detail';
import { AdminUsersTable } from '../components/admin-users-table';
import { ReasonDialog } from '../components/reason-dialog';
import { LoadError } from '@/components/ui/load-error';
import { DataTable } from '@/components/ui/data-table';

/** /admin/users: every account on the platform (ADR 0108). */
export function AdminUsersPage() {
  useDocumentTitle('Users');
  const me = useMe();
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const search = useDebouncedValue(q, 250);
  const users = useAdminUsers(search, cursors.at(-1));
  return (
    <>
      <PageHeader title="Users" description="Every account on the platform, with its organizations." />
      <p className="mb-3 text-sm">
        <Link to="/admin/security" className="focus-ring text-brand-700 underline">
          Security: sign-ins, refusals, sessions and rate limits
        </Link>
      </p>
      <FormField label="Search users" className="mb-4 w-72">
        <Input
          type="search"
          value={q}
          placeholder="E-mail or name"
          onChange={(e) => {
            setQ(e.target.value);
            setCursors([]);
          }}
        />
      </FormField>
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <LoadError what="the users" error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState icon={Users} title="No users match">
          Change the search.
        </EmptyState>
      ) : (
        <>
          <AdminUsersTable users={users.data.items} canSignOut={me.isSystemAdmin} />
          <div className="mt-3 flex gap-2">
            <Button
              variant="secondary"
              disabled={!cursors.length}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={!users.data.nextCursor}
              onClick={() => users.data.nextCursor && setCursors((c) => [...c, users.data.nextCursor!])}
            >
              Next
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/** /admin/users/:id: one user in full, with disable / enable / resend verification (ADR 0149). */
export function AdminUserDetailPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const user = useAdminUser(id);
  useDocumentTitle(user.data ? user.data.email : 'User');
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/users" className="focus-ring text-brand-700 underline">
          ← All users
        </Link>
      </p>
      {user.isPending ? (
        <Spinner label="Loading the user" />
      ) : user.isError ? (
        <LoadError what="the user" error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <>
          <PageHeader title={user.data.name || user.data.email} description={user.data.email} />
          <AdminUserDetail user={user.data} canWrite={me.isSystemAdmin} />
        </>
      )}
    </>
  );
}

const SECURITY_PERIODS = [
  { hours: 1, label: 'Last hour' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 168, label: 'Last 7 days' },
];

/** /admin/security: authentication events, refused sign-ins, sessions and rate limits (read-only). */
export function AdminSecurityPage() {
  useDocumentTitle('Security');
  const [hours, setHours] = useState(24);
  const security = useAdminSecurity(hours);
  return (
    <>
      <PageHeader
        title="Security"
        description="Sign-ins and refusals from the audit log, live sessions, and who reached a rate limit."
      />
      <div role="group" aria-label="Period" className="mb-4 flex gap-2">
        {SECURITY_PERIODS.map((p) => (
          <Button
            key={p.hours}
            size="sm"
            variant={p.hours === hours ? 'primary' : 'secondary'}
            aria-pressed={p.hours === hours}
            onClick={() => setHours(p.hours)}
          >
            {p.label}
          </Button>
        ))}
      </div>
      {security.isPending ? (
        <Spinner label="Loading the security overview" />
      ) : security.isError ? (
        <LoadError
          what="the security overview"
          error={security.error}
          onRetry={() => void security.refetch()}
        />
      ) : (
        <AdminSecurity data={security.data} />
      )}
    </>
  );
}

/** /admin/organizations: every brokerage on the platform with member counts. */
export function AdminOrganizationsPage() {
  useDocumentTitle('Organizations');
  const me = useMe();
  const orgs = useAdminOrganizations();
  const suspension = useOrganizationSuspension();
  const [target, setTarget] = useState<AdminOrganizationDto | null>(null);
  const close = () => {
    setTarget(null);
    suspension.reset();
  };
  const change = (org: AdminOrganizationDto, suspend: boolean, reason?: string) =>
    suspension.mutate(
      { id: org.id, suspend, reason },
      {
        onSuccess: () => {
          toast.success(`${org.name} was ${suspend ? 'suspended' : 'reinstated'}`);
          setTarget(null);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.reason) return;
          toast.error(errorMessage(error));
          setTarget(null);
        },
      },
    );
  return (
    <>
      <PageHeader title="Organizations" description="Every brokerage on the platform." />
      {me.isSystemAdmin ? <CreateOrganizationForm /> : null}
      {orgs.isPending ? (
        <Spinner label="Loading organizations" />
      ) : orgs.isError ? (
        <LoadError what="the organizations" error={orgs.error} onRetry={() => void orgs.refetch()} />
      ) : orgs.data.items.length === 0 ? (
        <EmptyState icon={Network} title="No organizations yet">
          Brokerages appear here when they are created.
        </EmptyState>
      ) : (
        <DataTable
          caption="Organizations"
          hideCaption
          head={[
            'Organization',
            'Active members',
            'Deactivated',
            'Teams',
            'Created',
            'Status',
            me.isSystemAdmin && 'Actions',
          ]}
        >
          {orgs.data.items.map((o) => (
            <tr key={o.id}>
              <td className="px-4 py-2 font-medium text-slate-900">{o.name}</td>
              <td className="px-4 py-2">{o.active_members}</td>
              <td className="px-4 py-2">{o.inactive_members}</td>
              <td className="px-4 py-2">{o.teams}</td>
              <td className="px-4 py-2">{new Date(o.created_at).toLocaleDateString()}</td>
              <td className="px-4 py-2">
                {o.suspended_at ? (
                  <Badge tone="danger" title={o.suspension_reason ?? undefined}>
                    Suspended
                  </Badge>
                ) : (
                  <Badge tone="success">Active</Badge>
                )}
              </td>
              {me.isSystemAdmin ? (
                <td className="px-4 py-2">
                  <Button
                    size="sm"
                    variant={o.suspended_at ? 'secondary' : 'ghost'}
                    aria-label={`${o.suspended_at ? 'Reinstate' : 'Suspend'} ${o.name}`}
                    onClick={() => setTarget(o)}
                  >
                    {o.suspended_at ? 'Reinstate' : 'Suspend'}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      )}
      {target && !target.suspended_at ? (
        <ReasonDialog
          title={`Suspend ${target.name}`}
          description="Its members are refused on every request until a system admin reinstates it."
          confirmLabel="Suspend organization"
          busy={suspension.isPending}
          error={isApiError(suspension.error) ? suspension.error.fields.reason : undefined}
          onConfirm={(reason) => change(target, true, reason)}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(target?.suspended_at)}
        danger={false}
        title={`Reinstate ${target?.name ?? ''}`}
        description="Its members can use Threshold again at once."
        confirmLabel="Reinstate organization"
        busy={suspension.isPending}
        onConfirm={() => target && change(target, false)}
        onClose={close}
      />
    </>
  );
}
