import { Network, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminOrganizations, useAdminUsers } from '../api/admin-api';
import { AdminUsersTable } from '../components/admin-users-table';
import { LoadError } from '@/components/ui/load-error';

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

/** /admin/organizations: every brokerage on the platform with member counts. */
export function AdminOrganizationsPage() {
  useDocumentTitle('Organizations');
  const orgs = useAdminOrganizations();
  return (
    <>
      <PageHeader title="Organizations" description="Every brokerage on the platform." />
      {orgs.isPending ? (
        <Spinner label="Loading organizations" />
      ) : orgs.isError ? (
        <LoadError what="the organizations" error={orgs.error} onRetry={() => void orgs.refetch()} />
      ) : orgs.data.items.length === 0 ? (
        <EmptyState icon={Network} title="No organizations yet">
          Brokerages appear here when they are created.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Organizations</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Organization
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Active members
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Deactivated
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Teams
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Created
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {orgs.data.items.map((o) => (
                <tr key={o.id}>
                  <td className="px-4 py-2 font-medium text-slate-900">{o.name}</td>
                  <td className="px-4 py-2">{o.active_members}</td>
                  <td className="px-4 py-2">{o.inactive_members}</td>
                  <td className="px-4 py-2">{o.teams}</td>
                  <td className="px-4 py-2">{new Date(o.created_at).toLocaleDateString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
