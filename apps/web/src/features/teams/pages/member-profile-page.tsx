import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMember } from '../api/members-api';
import { LicenceSection } from '../components/licence-section';
import { ScopeOverridesSection, SCOPE_WORDS } from '../components/scope-overrides-section';
import { SupervisorsSection } from '../components/supervisors-section';
import { personName } from '../lib/role-options';

/** /profile/{id}: a member's profile — contact details, role, teams, supervisors and supervised people. */
export function MemberProfilePage() {
  const { id = '' } = useParams();
  const me = useMe();
  const member = useMember(id);
  useDocumentTitle(member.data ? personName(member.data) : 'Member profile');
  if (member.isPending) return <Spinner label="Loading the profile" />;
  if (member.isError)
    return (
      <>
        <PageHeader title="Member profile" />
        <Alert
          tone="error"
          title={
            isApiError(member.error) && member.error.status === 404
              ? 'No such member'
              : 'The profile could not be loaded'
          }
        >
          {isApiError(member.error) && member.error.status === 404
            ? 'This person is not a member of your organization.'
            : errorMessage(member.error)}
        </Alert>
      </>
    );
  const m = member.data;
  // The viewer's own membership is changed by another manager (ADR 0105).
  const canManage = me.permissions.includes('manage:members') && m.user_id !== me.user.id;
  return (
    <>
      <PageHeader
        title={personName(m)}
        description={
          <>
            {m.role_label} · {m.status === 'active' ? 'Active' : 'Deactivated'}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="contact-details">
          <h2 id="contact-details" className="text-base font-semibold text-slate-900">
            Contact details
          </h2>
          <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="text-slate-600">E-mail</dt>
            <dd>
              <a className="text-brand-700 hover:underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            </dd>
            <dt className="text-slate-600">Role</dt>
            <dd>{m.role_label}</dd>
            <dt className="text-slate-600">Member since</dt>
            <dd>{new Date(m.joined_at).toLocaleDateString()}</dd>
            <dt className="text-slate-600">Sees</dt>
            <dd>Deals: {SCOPE_WORDS[m.effective_scopes.transactionAccessScope]}</dd>
            <dt className="text-slate-600">Teams</dt>
            <dd className="space-x-1">
              {m.teams.length ? m.teams.map((t) => <Badge key={t.id}>{t.name}</Badge>) : '—'}
            </dd>
          </dl>
        </Card>
        <Card>
          <LicenceSection key={m.version} member={m} canManage={canManage && m.status === 'active'} />
        </Card>
        <Card>
          <SupervisorsSection key={m.version} member={m} canManage={canManage} />
        </Card>
        {canManage && me.permissions.includes('manage:organization') && m.status === 'active' ? (
          <Card>
            <ScopeOverridesSection key={m.version} member={m} />
          </Card>
        ) : null}
      </div>
    </>
  );
}
