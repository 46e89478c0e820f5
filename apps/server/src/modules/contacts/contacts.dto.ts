import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { attentionReasons } from '@threshold/domain/contacts/needs-attention';
import type { ContactRow } from './contacts.repository';
import { displayName } from './contacts-derived';

export function toContactDto(row: ContactRow, needsAttentionDays: number, now = new Date()): ContactDto {
  const reasons = attentionReasons(row, needsAttentionDays, now);
  return {
    id: row.id,
    organization_id: row.organizationId,
    owner_id: row.ownerId,
    owner: row.ownerId
      ? { id: row.ownerId, first_name: row.ownerFirstName, last_name: row.ownerLastName }
      : null,
    team_id: row.teamId,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: displayName(row.firstName, row.lastName),
    emails: row.emails,
    phones: row.phones,
    address: row.address ?? null,
    types: row.types,
    stage: row.stage,
    lead_source: row.leadSource,
    tags: row.tags,
    price_min: row.priceMin,
    price_max: row.priceMax,
    areas_of_interest: row.areasOfInterest,
    birthday: row.birthday,
    home_anniversary: row.homeAnniversary,
    consent_email: row.consentEmail,
    consent_sms: row.consentSms,
    notes: row.notes,
    last_contacted_at: row.lastContactedAt?.toISOString() ?? null,
    next_task_due_at: row.nextTaskDueAt?.toISOString() ?? null,
    needs_attention: reasons.length > 0,
    attention_reasons: reasons,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The audit image of a contact: the DTO without computed fields. */
export function auditImage(row: ContactRow) {
  const { needs_attention: _n, attention_reasons: _a, owner: _o, ...rest } = toContactDto(row, 1);
  return rest;
}
