import type { InvitationDto, InvitationStatus } from '@threshold/domain/contacts/client-invitation.contract';
import type { InvitationRow } from './invitations.repository';

export function invitationStatus(
  row: Pick<InvitationRow, 'status' | 'expiresAt'>,
  now = new Date(),
): InvitationStatus {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

export function toInvitationDto(row: InvitationRow, delivery?: 'sent' | 'failed'): InvitationDto {
  return {
    id: row.id,
    contact_id: row.contactId,
    contact_name: `${row.contactFirstName} ${row.contactLastName}`.trim(),
    email: row.email,
    role: row.roleKey,
    status: invitationStatus(row),
    invited_by: row.invitedBy
      ? { id: row.invitedBy, first_name: row.inviterFirstName, last_name: row.inviterLastName }
      : null,
    expires_at: row.expiresAt.toISOString(),
    sent_count: row.sentCount,
    last_sent_at: row.lastSentAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...(delivery ? { delivery } : {}),
  };
}
