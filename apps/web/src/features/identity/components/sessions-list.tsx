import { formatDistanceToNow } from 'date-fns';
import { Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/security-api';
import { describeDevice } from './describe-device';

/** Where the user is signed in, with "Sign out" per session and for all others. */
export function SessionsList() {
  const { sessionId } = useAuth();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  if (sessions.isPending) return <Spinner label="Loading sessions" />;
  const rows = [...(sessions.data ?? [])].sort((a, b) =>
    a.id === sessionId ? -1 : b.id === sessionId ? 1 : 0,
  );

  const handleRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success('Session signed out'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const handleRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => toast.success('All other sessions were signed out'),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="space-y-4">
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        data-testid="sessions-list"
      >
        {rows.map((session) => {
          const current = session.id === sessionId;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex items-start gap-3">
                <Monitor aria-hidden="true" className="mt-0.5 h-5 w-5 text-slate-600" />
                <div>
                  <p className="text-sm font-medium text-slate-900">
                    {describeDevice(session.userAgent)}
                    {current ? (
                      <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-900">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-600">
                    {session.ipAddress ? `${session.ipAddress} · ` : ''}active{' '}
                    {formatDistanceToNow(new Date(session.updatedAt), { addSuffix: true })}
                  </p>
                </div>
              </div>
              {current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => handleRevoke(session.id)}
                  disabled={revoke.isPending}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {rows.length > 1 ? (
        <Button variant="secondary" onClick={handleRevokeOthers} disabled={revokeOthers.isPending}>
          {revokeOthers.isPending ? 'Signing out...' : 'Sign out all other sessions'}
        </Button>
      ) : null}
    </div>
  );
}
