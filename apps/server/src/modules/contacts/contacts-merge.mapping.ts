import type { CreateContactInput } from '@threshold/domain/contacts/create-contact.contract';
import type { MergeableContact } from '@threshold/domain/contacts/merge-fields';
import { newContactFields } from './contacts-input.mapping';
import { derivedColumns } from './contacts.derived';
import type { ContactPatch, ContactRow } from './contacts.repository';

export function rowToMergeable(row: ContactRow): MergeableContact {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    emails: row.emails,
    phones: row.phones,
    address: row.address ?? null,
    types: row.types,
    stage: row.stage,
    leadSource: row.leadSource,
    tags: row.tags,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    areasOfInterest: row.areasOfInterest,
    birthday: row.birthday,
    homeAnniversary: row.homeAnniversary,
    consentEmail: row.consentEmail,
    consentSms: row.consentSms,
    notes: row.notes,
    ownerId: row.ownerId,
    teamId: row.teamId,
    lastContactedAt: row.lastContactedAt,
  };
}

export function inputToMergeable(input: CreateContactInput, ownerId: string | null): MergeableContact {
  return {
    ...newContactFields(input),
    ownerId,
    teamId: input.team_id,
    lastContactedAt: input.last_contacted_at ? new Date(input.last_contacted_at) : null,
  };
}

/** A full update of the merged fields, with the derived search and duplicate columns. */
export function mergeableToPatch(m: MergeableContact): ContactPatch {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    emails: m.emails,
    phones: m.phones,
    address: m.address,
    types: m.types,
    stage: m.stage,
    leadSource: m.leadSource,
    tags: m.tags,
    priceMin: m.priceMin,
    priceMax: m.priceMax,
    areasOfInterest: m.areasOfInterest,
    birthday: m.birthday,
    homeAnniversary: m.homeAnniversary,
    consentEmail: m.consentEmail,
    consentSms: m.consentSms,
    notes: m.notes,
    ownerId: m.ownerId,
    teamId: m.teamId,
    lastContactedAt: m.lastContactedAt,
    ...derivedColumns(m),
  };
}
