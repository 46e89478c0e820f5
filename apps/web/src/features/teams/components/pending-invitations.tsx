import { formatDistanceToNow } from 'date-fns';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useMemberInvitations, useRevokeMemberInvitation } from '../api/member-invitations-api';

/** Pending invitations to join (nothing is shown while there are none). */
export function PendingInvitations() {
  const invitations = useMemberInvitations();
  const revoke = useRevokeMemberInvitation();
  const items = invitations.data?.items ?? [];
  if (invitations.isError)
    return (
      <p className="text-sm text-red-700">
        Pending invitations could not be loaded: {errorMessage(invitations.error)}
      </p>
    );
  if (!items.length) return null;
  const handleRevoke = (id: string, email: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(`Invitation to ${email} revoked`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <section
      aria-labelledby="pending-invitations"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="pending-invitations" className="text-base font-semibold text-slate-900">
        Pending invitations
      </h2>
      <ul aria-label="Pending invitations" className="mt-2 divide-y divide-slate-100 text-sm">
        {items.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <strong>{inv.email}</strong> as {inv.role_label} · expires{' '}
              {formatDistanceToNow(new Date(inv.expires_at), { addSuffix: true })}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Revoke the invitation to ${inv.email}`}
              disabled={revoke.isPending}
              onClick={() => handleRevoke(inv.id, inv.email)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
