import { Link } from 'react-router';
import type { PlatformArea } from '@threshold/domain/admin/platform-areas';
import { meetsMinimumRole } from '@threshold/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RoleTable } from '../components/role-table';

/** /admin/roles: the role registry, read-only until role management is built. */
export function AdminRolesPage() {
  useDocumentTitle('Roles');
  return (
    <>
      <PageHeader
        title="Roles"
        description="Every organization role with its rank, group and abilities. Roles are given to people on the Team page."
      />
      <RoleTable />
    </>
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
