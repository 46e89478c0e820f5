import type { Address, ContactStage, ContactType } from './contact.contract';
import type { MergePickableField } from './merge-contacts.contract';
import { emailKey, phoneKey } from './normalize';

export interface MergeableContact {
  firstName: string;
  lastName: string;
  emails: { label: string; value: string }[];
  phones: { label: string; value: string }[];
  address: Address | null;
  types: ContactType[];
  stage: ContactStage;
  leadSource: string | null;
  tags: string[];
  priceMin: number | null;
  priceMax: number | null;
  areasOfInterest: string[];
  birthday: string | null;
  homeAnniversary: string | null;
  consentEmail: boolean;
  consentSms: boolean;
  notes: string | null;
  ownerId: string | null;
  teamId: string | null;
  lastContactedAt: Date | null;
}

const PICK_KEY: Record<MergePickableField, keyof MergeableContact> = {
  first_name: 'firstName',
  last_name: 'lastName',
  address: 'address',
  stage: 'stage',
  lead_source: 'leadSource',
  price_min: 'priceMin',
  price_max: 'priceMax',
  birthday: 'birthday',
  home_anniversary: 'homeAnniversary',
  owner_id: 'ownerId',
  team_id: 'teamId',
  consent_email: 'consentEmail',
  consent_sms: 'consentSms',
};

function unionBy<T>(a: T[], b: T[], key: (v: T) => string | null): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const v of [...a, ...b]) {
    const k = key(v) ?? JSON.stringify(v);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(v);
  }
  return out;
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const lower = (s: string) => s.toLowerCase();

/**
 * The merged record: the survivor's values, empty ones filled from the duplicate, lists united
 * without repeats (e-mails and phones compared by their keys), notes joined, the later
 * last-contacted time, and `prefer` choosing the duplicate's value field by field. Consent is
 * never widened implicitly: it stays the survivor's unless the caller picks the duplicate's.
 */
export function mergeContactFields(
  survivor: MergeableContact,
  duplicate: MergeableContact,
  prefer: Partial<Record<MergePickableField, 'survivor' | 'duplicate'>> = {},
): MergeableContact {
  const merged: MergeableContact = {
    ...survivor,
    emails: unionBy(survivor.emails, duplicate.emails, (e) => emailKey(e.value)),
    phones: unionBy(survivor.phones, duplicate.phones, (p) => phoneKey(p.value)),
    types: unionBy(survivor.types, duplicate.types, (t) => t),
    tags: unionBy(survivor.tags, duplicate.tags, lower),
    areasOfInterest: unionBy(survivor.areasOfInterest, duplicate.areasOfInterest, lower),
    notes:
      survivor.notes && duplicate.notes && survivor.notes !== duplicate.notes
        ? `${survivor.notes}\n\n${duplicate.notes}`
        : (survivor.notes ?? duplicate.notes),
    lastContactedAt:
      survivor.lastContactedAt && duplicate.lastContactedAt
        ? new Date(Math.max(survivor.lastContactedAt.getTime(), duplicate.lastContactedAt.getTime()))
        : (survivor.lastContactedAt ?? duplicate.lastContactedAt),
  };
  const record = merged as unknown as Record<string, unknown>;
  const dup = duplicate as unknown as Record<string, unknown>;
  for (const [field, key] of Object.entries(PICK_KEY) as [MergePickableField, keyof MergeableContact][]) {
    const choice = prefer[field];
    if (choice === 'duplicate') record[key] = dup[key];
    else if (choice === undefined && isEmpty(record[key]) && !key.startsWith('consent'))
      record[key] = dup[key];
  }
  if (merged.priceMin !== null && merged.priceMax !== null && merged.priceMin > merged.priceMax) {
    merged.priceMax = merged.priceMin;
  }
  return merged;
}
