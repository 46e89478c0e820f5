import type { RoleRegistryEntry } from '@threshold/domain/admin/role-registry.contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { PlatformArea } from '@threshold/domain/admin/platform-areas';
import { meetsMinimumRole } from '@threshold/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RoleTable } from '../components/role-table';
import { RoleOverrideDialog } from '../components/role-override-dialog';
import { useAdminOrganizations } from '../api/admin-api';
import { useRoleRegistry } from '../api/admin-roles-api';

/** /admin/roles: the live role registry; platform staff choose an organization, system admins change its roles. */
export function AdminRolesPage() {
  useDocumentTitle('Roles');
  const me = useMe();
  const staff = (me.platformAreas ?? []).includes('roles');
  const [organizationId, setOrganizationId] = useState<string | undefined>(undefined);
  const registry = useRoleRegistry(staff ? organizationId : undefined);
  const [editing, setEditing] = useState<RoleRegistryEntry | null>(null);
  const data = registry.data;
  return (
    <>
      <PageHeader
        title="Roles"
        description={
          staff
            ? 'Every organization role with its abilities and members. Choose an organization to see (and, as a system admin, change) its roles.'
            : 'Every role in your brokerage with its abilities and members. Roles are given to people on the Team page.'
        }
      />
      {staff ? <OrganizationChooser value={organizationId} onChange={setOrganizationId} /> : null}
      {registry.isPending ? (
        <Spinner label="Loading roles" />
      ) : registry.isError ? (
        <LoadError what="the roles" error={registry.error} onRetry={() => void registry.refetch()} />
      ) : (
        <RoleTable
          roles={data!.roles}
          linkMembers={data!.organization?.id === me.primaryAffiliation?.organization_id}
          onEdit={data!.can_override ? setEditing : undefined}
        />
      )}
      {editing && data?.organization ? (
        <RoleOverrideDialog
          organization={data.organization}
          role={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function OrganizationChooser({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const orgs = useAdminOrganizations();
  return (
    <div className="mb-4 max-w-sm">
      <FormField label="Organization">
        <Select value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">The whole platform (members of every organization)</option>
          {(orgs.data?.items ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}

/** The pages of each platform area (ADR 0173), in the order /admin lists them. */
const AREA_PAGES: readonly { area: PlatformArea; label: string; path: string }[] = [
  { area: 'users', label: 'Users', path: '/admin/users' },
  { area: 'organizations', label: 'Organizations', path: '/admin/organizations' },
  { area: 'security', label: 'Security', path: '/admin/security' },
  { area: 'settings', label: 'Settings', path: '/admin/settings' },
  { area: 'features', label: 'Features', path: '/admin/features' },
  { area: 'announcements', label: 'Announcements', path: '/admin/notifications' },
  { area: 'analytics', label: 'Platform analytics', path: '/admin/analytics' },
  { area: 'roles', label: 'Roles', path: '/admin/roles' },
  { area: 'invitations', label: 'Invite platform staff', path: '/admin/invitations' },
];

/** /admin: the administration pages this person may open — platform areas, and Roles for managers. */
export function AdminHomePage() {
  useDocumentTitle('Admin');
  const me = useMe();
  const areas = new Set(me.platformAreas ?? []);
  const readsRoles = meetsMinimumRole(me.effectiveRole, 'managing_broker', me.isSystemAdmin);
  const links = AREA_PAGES.filter((p) => areas.has(p.area) || (p.area === 'roles' && readsRoles));
  const readOnly = areas.size > 0 && !me.permissions.includes('manage:system');
  return (
    <>
      <PageHeader
        title="Admin"
        description={
          readOnly
            ? 'Platform administration. Your platform role reads these pages; only system admins change them.'
            : 'Platform and organization administration.'
        }
      />
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="focus-ring block rounded-lg border border-slate-200 bg-white p-4 font-medium text-slate-900 hover:border-brand-600"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
