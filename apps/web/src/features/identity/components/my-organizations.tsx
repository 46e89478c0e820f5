import { isRoleKey, ROLES } from '@threshold/domain/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMakePrimary, useMyOrganizations } from '../api/my-organizations-api';

const roleName = (key: string) => (isRoleKey(key) ? ROLES[key].name : key);

/** The brokerages I belong to; the primary one decides what the app shows me, and I may change it. */
export function MyOrganizations() {
  const list = useMyOrganizations();
  const makePrimary = useMakePrimary();
  if (list.isPending) return <Spinner label="Loading your organizations" />;
  const items = list.data?.items ?? [];
  if (items.length === 0)
    return <p className="text-sm text-slate-600">You do not belong to a brokerage yet.</p>;
  const failure = makePrimary.error;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100" data-testid="my-organizations">
        {items.map((m) => (
          <li key={m.organization_id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="text-sm text-slate-900">
              <span className="font-medium">{m.organization_name}</span>
              <span className="text-slate-600"> · {roleName(m.role_key)}</span>
              {m.status !== 'active' ? <span className="text-slate-600"> · {m.status}</span> : null}
            </span>
            {m.is_primary ? (
              <Badge>Primary</Badge>
            ) : m.status === 'active' ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={makePrimary.isPending}
                onClick={() => makePrimary.mutate(m)}
                aria-label={`Make ${m.organization_name} my primary organization`}
              >
                {makePrimary.isPending && makePrimary.variables?.organization_id === m.organization_id
                  ? 'Switching…'
                  : 'Make primary'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {isApiError(failure) && failure.status === 409
            ? 'Your memberships changed in the meantime; the list is up to date now — try again.'
            : errorMessage(failure)}
        </p>
      ) : null}
    </div>
  );
}
