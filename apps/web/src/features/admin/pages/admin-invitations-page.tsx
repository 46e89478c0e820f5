import { PLATFORM_ROLES, type PlatformRoleKey } from '@threshold/domain/roles';
import { MailPlus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlatformInvitations, useRevokePlatformInvitation } from '../api/platform-invitations-api';
import { PlatformInviteForm } from '../components/platform-invite-form';

/** /admin/invitations: invite platform staff and withdraw pending invitations (system admins, ADR 0173). */
export function AdminInvitationsPage() {
  useDocumentTitle('Invite platform staff');
  const invitations = usePlatformInvitations();
  const revoke = useRevokePlatformInvitation();
  const handleRevoke = (id: string, email: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(`Invitation to ${email} withdrawn`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <>
      <PageHeader
        title="Invite platform staff"
        description="System admins, platform moderators and support agents."
      />
      <PlatformInviteForm />
      <h2 className="mb-2 text-lg font-semibold text-slate-900">Pending invitations</h2>
      {invitations.isPending ? (
        <Spinner label="Loading invitations" />
      ) : invitations.isError ? (
        <LoadError
          what="the invitations"
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.items.length === 0 ? (
        <EmptyState icon={MailPlus} title="No pending invitations">
          Invitations you send appear here until they are accepted, withdrawn or expire.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {invitations.data.items.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span>
                <strong>{inv.email}</strong> as {PLATFORM_ROLES[inv.platform_role as PlatformRoleKey].name} ·
                until {new Date(inv.expires_at).toLocaleDateString()}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Withdraw the invitation to ${inv.email}`}
                disabled={revoke.isPending}
                onClick={() => handleRevoke(inv.id, inv.email)}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
