import {
  CLIENT_PARTICIPANT_ROLES,
  type ParticipantRole,
} from '@threshold/domain/transactions/transaction-enums';
import type { ParticipantDto } from '@threshold/domain/transactions/list-participants.contract';
import type { AssignmentDto } from '@threshold/domain/transactions/assignments.contract';
import type { AssignmentRow, ParticipantRow } from './transaction-participants.repository';

export function toParticipantDto(row: ParticipantRow): ParticipantDto {
  const roles = row.roles as ParticipantRole[];
  return {
    id: row.id,
    version: row.version,
    transaction_id: row.transactionId,
    user_id: row.userId,
    contact_id: row.contactId,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    phone: row.phone,
    company: row.company,
    roles,
    is_client: roles.some((r) => CLIENT_PARTICIPANT_ROLES.includes(r)),
    created_at: row.createdAt.toISOString(),
  };
}

export function toAssignmentDto(
  row: AssignmentRow,
  names: Map<string, { first_name: string | null; last_name: string | null }>,
): AssignmentDto {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    user: { id: row.userId, first_name: row.firstName, last_name: row.lastName },
    role_key: row.roleKey,
    note: row.note,
    assigned_by: row.assignedBy
      ? { id: row.assignedBy, ...(names.get(row.assignedBy) ?? { first_name: null, last_name: null }) }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}
