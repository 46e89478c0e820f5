import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import {
  MERGE_PICKABLE_FIELDS,
  type MergePickableField,
} from '@threshold/domain/contacts/merge-contacts.contract';
import type { ConflictChange } from '@/components/ui/conflict-notice';
import { formatPrice, personName, sourceLabel, STAGE_LABELS } from './contact-labels';

export const MERGE_FIELD_LABELS: Record<MergePickableField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  address: 'Address',
  stage: 'Stage',
  lead_source: 'Lead source',
  price_min: 'Price min',
  price_max: 'Price max',
  birthday: 'Birthday',
  home_anniversary: 'Home anniversary',
  owner_id: 'Owner',
  team_id: 'Shared with team',
  consent_email: 'E-mail consent',
  consent_sms: 'SMS consent',
};

/** How a field's value reads in the merge dialog; null = empty. */
export function mergeValueText(
  contact: ContactDto,
  field: MergePickableField,
  teamName: (id: string) => string,
): string | null {
  switch (field) {
    case 'address': {
      const a = contact.address;
      const text = a
        ? [a.street, a.unit, a.city, a.region, a.postal_code, a.country].filter(Boolean).join(', ')
        : '';
      return text || null;
    }
    case 'stage':
      return STAGE_LABELS[contact.stage];
    case 'lead_source':
      return contact.lead_source ? sourceLabel(contact.lead_source) : null;
    case 'price_min':
    case 'price_max':
      return contact[field] === null ? null : formatPrice(contact[field]!);
    case 'owner_id':
      return contact.owner_id ? personName(contact.owner) : null;
    case 'team_id':
      return contact.team_id ? teamName(contact.team_id) : null;
    case 'consent_email':
    case 'consent_sms':
      return contact[field] ? 'Yes' : 'No';
    default:
      return contact[field] || null;
  }
}

export interface MergeChoice {
  field: MergePickableField;
  survivor: string | null;
  duplicate: string | null;
}

/**
 * Fields where the two records disagree and both have a value: the user picks. Where only the
 * duplicate has a value the server fills it in anyway (consent is never widened implicitly).
 */
export function conflictingFields(
  survivor: ContactDto,
  duplicate: ContactDto,
  teamName: (id: string) => string,
): MergeChoice[] {
  return MERGE_PICKABLE_FIELDS.flatMap((field) => {
    const a = mergeValueText(survivor, field, teamName);
    const b = mergeValueText(duplicate, field, teamName);
    const consent = field === 'consent_email' || field === 'consent_sms';
    if (a === b || b === null || (a === null && !consent)) return [];
    return [{ field, survivor: a, duplicate: b }];
  });
}

const listText = (items: { value: string }[]) => items.map((i) => i.value).join(', ');

/**
 * A merge refused as stale (issue 19): what changed on the contact that moved on, as rows of the
 * conflict notice: the value now ("theirs") and the value the user chose from ("yours").
 */
export function movedContactChanges(
  seen: ContactDto,
  now: ContactDto,
  teamName: (id: string) => string,
): ConflictChange[] {
  const rows: ConflictChange[] = MERGE_PICKABLE_FIELDS.flatMap((field) => {
    const yours = mergeValueText(seen, field, teamName) ?? '';
    const theirs = mergeValueText(now, field, teamName) ?? '';
    return yours === theirs ? [] : [{ label: MERGE_FIELD_LABELS[field], theirs, yours }];
  });
  const others: [string, string, string][] = [
    ['E-mails', listText(now.emails), listText(seen.emails)],
    ['Phones', listText(now.phones), listText(seen.phones)],
    ['Tags', now.tags.join(', '), seen.tags.join(', ')],
    ['Notes', now.notes ?? '', seen.notes ?? ''],
  ];
  for (const [label, theirs, yours] of others) if (theirs !== yours) rows.push({ label, theirs, yours });
  return rows;
}
