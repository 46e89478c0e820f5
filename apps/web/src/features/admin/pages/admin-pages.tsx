import { Link } from 'react-router';
import { navigationModelFor } from '@threshold/domain/navigation';
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

export function AdminHomePage() {
  useDocumentTitle('Admin');
  const me = useMe();
  const admin = navigationModelFor(me.effectiveRole, { isSystemAdmin: me.isSystemAdmin }).find(
    (s) => s.key === 'admin',
  );
  return (
    <>
      <PageHeader title="Admin" description="Platform and organization administration." />
      <ul className="grid gap-3 sm:grid-cols-2">
        {(admin?.children ?? []).map((section) => (
          <li key={section.key}>
            <Link
              to={section.path}
              className="focus-ring block rounded-lg border border-slate-200 bg-white p-4 font-medium text-slate-900 hover:border-brand-600"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
