import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { InvitationDto } from '@threshold/domain/contacts/client-invitation.contract';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import {
  useContactInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from '../api/contact-invitations-api';
import { CLIENT_ROLE_LABELS, INVITATION_STATUS_TONES } from '../lib/contact-labels';
import { InviteDialog } from './invite-dialog';

interface ContactInvitationsProps {
  contact: ContactDto;
  canInvite: boolean;
}

/** Client-portal invitations: status, resend, revoke, and the invite button. */
export function ContactInvitations({ contact, canInvite }: ContactInvitationsProps) {
  const invitations = useContactInvitations(contact.id);
  const resend = useResendInvitation(contact.id);
  const revoke = useRevokeInvitation(contact.id);
  const items = invitations.data?.items ?? [];
  const pending = items.some((i) => i.status === 'pending');

  const act = (mutation: typeof resend, invitation: InvitationDto, done: (i: InvitationDto) => string) =>
    mutation.mutate(invitation.id, {
      onSuccess: (i) =>
        i.delivery === 'failed'
          ? toast.warning('Saved, but the e-mail could not be sent. Try again later.')
          : toast.success(done(i)),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card aria-labelledby="invitations-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="invitations-title">Client access</CardTitle>
        {canInvite && !contact.user_id && !pending ? <InviteDialog contact={contact} /> : null}
      </div>
      {canInvite && pending ? (
        <p className="text-sm text-slate-700">
          An invitation is waiting for an answer: resend or revoke it below.
        </p>
      ) : null}
      {contact.user_id ? (
        <p className="text-sm text-emerald-800">Has a client account: sees their deals in Threshold.</p>
      ) : null}
      {invitations.isPending ? <Spinner label="Loading invitations" /> : null}
      {invitations.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(invitations.error)}
        </p>
      ) : null}
      {invitations.isSuccess && items.length === 0 && !contact.user_id ? (
        <p className="text-sm text-slate-600">
          Not invited yet. An invitation lets them follow their deal as a client.
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100" aria-label="Invitations">
        {items.map((invitation) => (
          <li key={invitation.id} className="space-y-1.5 py-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={INVITATION_STATUS_TONES[invitation.status]} className="capitalize">
                {invitation.status}
              </Badge>
              <span className="text-slate-900">
                {CLIENT_ROLE_LABELS[invitation.role]} · {invitation.email}
              </span>
            </div>
            <p className="text-xs text-slate-600">
              Sent {format(new Date(invitation.last_sent_at), 'PP')}
              {invitation.sent_count > 1 ? ` (${invitation.sent_count} times)` : ''}
              {invitation.status === 'pending'
                ? ` · expires ${format(new Date(invitation.expires_at), 'PP')}`
                : ''}
              {invitation.accepted_at ? ` · accepted ${format(new Date(invitation.accepted_at), 'PP')}` : ''}
            </p>
            {canInvite && (invitation.status === 'pending' || invitation.status === 'expired') ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={resend.isPending}
                  onClick={() => act(resend, invitation, (i) => `Invitation sent again to ${i.email}`)}
                >
                  {resend.isPending ? 'Sending…' : 'Resend'}
                </Button>
                {invitation.status === 'pending' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={revoke.isPending}
                    onClick={() => act(revoke, invitation, () => 'Invitation revoked')}
                  >
                    {revoke.isPending ? 'Revoking…' : 'Revoke'}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
