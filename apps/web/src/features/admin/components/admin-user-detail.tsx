import type { AdminUserDetail as AdminUserDetailDto } from '@threshold/domain/admin/admin.contract';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAdminUserAction } from '../api/admin-api';
import { ReasonDialog } from './reason-dialog';

const EVENT_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in refused',
  'auth.sign_out': 'Signed out',
  'auth.session_revoked': 'Session revoked',
  'auth.password_change': 'Password changed',
  'auth.password_reset': 'Password reset',
  'auth.email_verified': 'E-mail verified',
};

const when = (iso: string) => new Date(iso).toLocaleString();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** One platform user in full, with the system admin's actions (ADR 0149). */
export function AdminUserDetail({ user, canWrite }: { user: AdminUserDetailDto; canWrite: boolean }) {
  const action = useAdminUserAction(user.id);
  const [dialog, setDialog] = useState<'disable' | 'enable' | 'sign-out' | null>(null);
  const close = () => {
    setDialog(null);
    action.reset();
  };
  const run = (
    input: Parameters<typeof action.mutate>[0],
    success: string,
    options: { keepOpenOnError?: boolean } = {},
  ) =>
    action.mutate(input, {
      onSuccess: () => {
        toast.success(success);
        setDialog(null);
      },
      onError: (error) => {
        if (!options.keepOpenOnError || !isApiError(error) || !Object.keys(error.fields).length) {
          toast.error(errorMessage(error));
          setDialog(null);
        }
      },
    });
  const fieldError = isApiError(action.error) ? action.error.fields.reason : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {user.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
        {user.email_verified ? null : <Badge tone="warning">Unverified</Badge>}
        {user.platform_role ? <Badge tone="info">{user.platform_role.replace(/_/g, ' ')}</Badge> : null}
        <span className="text-sm text-slate-600">
          Joined {new Date(user.created_at).toLocaleDateString()}
        </span>
      </div>
      {user.disabled ? (
        <Alert tone="error">
          Disabled {when(user.disabled.disabled_at)}
          {user.disabled.reason ? ` — ${user.disabled.reason}` : ''}. They cannot sign in.
        </Alert>
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          {user.disabled ? (
            <Button onClick={() => setDialog('enable')}>Enable user</Button>
          ) : (
            <Button variant="danger" onClick={() => setDialog('disable')}>
              Disable user
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={user.active_sessions === 0}
            onClick={() => setDialog('sign-out')}
          >
            Sign out everywhere
          </Button>
          {user.email_verified || user.disabled ? null : (
            <Button
              variant="secondary"
              disabled={action.isPending}
              onClick={() =>
                run({ kind: 'resend-verification' }, `Verification e-mail sent to ${user.email}`)
              }
            >
              Resend verification e-mail
            </Button>
          )}
        </div>
      ) : null}

      <Section title="Organizations">
        {user.memberships.length ? (
          <ul className="space-y-1 text-sm">
            {user.memberships.map((m) => (
              <li key={m.organization_id}>
                {m.organization_name} · {m.role_key.replace(/_/g, ' ')}
                {m.is_primary ? ' · primary' : ''}
                {m.status === 'active' ? '' : ' (deactivated)'}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No organization.</p>
        )}
      </Section>

      <Section title={`Live sessions (${user.sessions.length})`}>
        {user.sessions.length ? (
          <ul className="space-y-1 text-sm">
            {user.sessions.map((s) => (
              <li key={s.id}>
                Since {when(s.created_at)} · {s.ip_address ?? 'unknown address'} ·{' '}
                <span className="text-slate-600">{s.user_agent ?? 'unknown browser'}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No live session.</p>
        )}
      </Section>

      <Section title="Recent authentication events">
        {user.auth_events.length ? (
          <ul className="space-y-1 text-sm">
            {user.auth_events.map((e) => (
              <li key={e.id}>
                {when(e.at)} · {EVENT_LABELS[e.action] ?? e.action}
                {e.ip ? ` · ${e.ip}` : ''}
                {e.reason ? ` · ${e.reason}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No authentication events yet.</p>
        )}
      </Section>

      {dialog === 'disable' ? (
        <ReasonDialog
          title={`Disable ${user.email}`}
          description="Every session of this user ends now, and they cannot sign in until a system admin enables them."
          confirmLabel="Disable user"
          busy={action.isPending}
          error={fieldError}
          onConfirm={(reason) =>
            run({ kind: 'disable', reason }, `${user.email} was disabled`, { keepOpenOnError: true })
          }
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'enable'}
        danger={false}
        title={`Enable ${user.email}`}
        description="They can sign in again."
        confirmLabel="Enable user"
        busy={action.isPending}
        onConfirm={() => run({ kind: 'enable' }, `${user.email} was enabled`)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'sign-out'}
        title={`Sign out ${user.email}`}
        description="Every live session of this user ends now; they must sign in again."
        confirmLabel="Sign out everywhere"
        busy={action.isPending}
        onConfirm={() => run({ kind: 'sign-out' }, `${user.email} was signed out`)}
        onClose={close}
      />
    </div>
  );
}
