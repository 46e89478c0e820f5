import {
  type ContactDto,
  type ContactStage,
  type ContactType,
} from '@threshold/domain/contacts/contact.contract';
import { CreateContactInput } from '@threshold/domain/contacts/create-contact.contract';
import { parsePrice } from '@threshold/domain/contacts/csv-rows';

/** What the contact form edits: text where the user types, converted on submit. */
export interface ContactFormValues {
  first_name: string;
  last_name: string;
  emails: { label: string; value: string }[];
  phones: { label: string; value: string }[];
  address: {
    street: string;
    unit: string;
    city: string;
    region: string;
    postal_code: string;
    country: string;
  };
  types: ContactType[];
  stage: ContactStage;
  lead_source: string;
  tags: string[];
  price_min: string;
  price_max: string;
  areas_of_interest: string[];
  birthday: string;
  home_anniversary: string;
  consent_email: boolean;
  consent_sms: boolean;
  notes: string;
  /** '' = me (the server's default), 'unassigned' = a lead for routing, else a user id. */
  owner_id: string;
  /** '' = not shared. */
  team_id: string;
}

const EMPTY_ADDRESS = { street: '', unit: '', city: '', region: '', postal_code: '', country: '' };

export function emptyContactForm(): ContactFormValues {
  return {
    first_name: '',
    last_name: '',
    emails: [{ label: 'personal', value: '' }],
    phones: [{ label: 'mobile', value: '' }],
    address: { ...EMPTY_ADDRESS },
    types: [],
    stage: 'new',
    lead_source: '',
    tags: [],
    price_min: '',
    price_max: '',
    areas_of_interest: [],
    birthday: '',
    home_anniversary: '',
    consent_email: false,
    consent_sms: false,
    notes: '',
    owner_id: '',
    team_id: '',
  };
}

export function contactToForm(contact: ContactDto, myId: string): ContactFormValues {
  return {
    first_name: contact.first_name,
    last_name: contact.last_name,
    emails: contact.emails.length
      ? contact.emails.map((e) => ({ ...e }))
      : [{ label: 'personal', value: '' }],
    phones: contact.phones.length ? contact.phones.map((p) => ({ ...p })) : [{ label: 'mobile', value: '' }],
    address: { ...EMPTY_ADDRESS, ...contact.address },
    types: [...contact.types],
    stage: contact.stage,
    lead_source: contact.lead_source ?? '',
    tags: [...contact.tags],
    price_min: contact.price_min === null ? '' : String(contact.price_min),
    price_max: contact.price_max === null ? '' : String(contact.price_max),
    areas_of_interest: [...contact.areas_of_interest],
    birthday: contact.birthday ?? '',
    home_anniversary: contact.home_anniversary ?? '',
    consent_email: contact.consent_email,
    consent_sms: contact.consent_sms,
    notes: contact.notes ?? '',
    owner_id: contact.owner_id === null ? 'unassigned' : contact.owner_id === myId ? '' : contact.owner_id,
    team_id: contact.team_id ?? '',
  };
}

/** "vip, first-time buyer" → ["vip", "first-time buyer"]. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

export type ContactInput = CreateContactInput;
export type BuildResult =
  | { ok: true; input: ContactInput; indexMap: IndexMap }
  | { ok: false; errors: Record<string, string>; indexMap: IndexMap };
/** Positions in the form of the e-mails and phones that were sent (blank rows are left out). */
export interface IndexMap {
  emails: number[];
  phones: number[];
}

function filled<T extends { value: string }>(rows: T[]) {
  const kept: number[] = [];
  rows.forEach((row, i) => row.value.trim() !== '' && kept.push(i));
  return kept;
}

/** A server or contract path ("emails.1.value") as a form path (the form's row numbers). */
export function toFormPath(path: string, indexMap: IndexMap): string {
  const match = /^(emails|phones)\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const list = indexMap[match[1] as 'emails' | 'phones'];
  const formIndex = list[Number(match[2])];
  return formIndex === undefined ? match[1]! : `${match[1]}.${formIndex}${match[3] ?? ''}`;
}

/** Form values → the create contract (validated by it); errors keyed by form paths. */
export function buildContactInput(values: ContactFormValues, myId?: string): BuildResult {
  const indexMap = { emails: filled(values.emails), phones: filled(values.phones) };
  const errors: Record<string, string> = {};
  const price = (field: 'price_min' | 'price_max') => {
    const text = values[field].trim();
    if (!text) return null;
    const n = parsePrice(text);
    if (n === null) errors[field] = 'Enter an amount, e.g. 450000 or 450k';
    return n;
  };
  const address = Object.values(values.address).some((v) => v.trim()) ? values.address : null;
  const owner = values.owner_id === 'unassigned' ? null : values.owner_id === '' ? myId : values.owner_id;
  const draft = {
    first_name: values.first_name,
    last_name: values.last_name,
    emails: indexMap.emails.map((i) => values.emails[i]!),
    phones: indexMap.phones.map((i) => values.phones[i]!),
    address,
    types: values.types,
    stage: values.stage,
    lead_source: values.lead_source.trim() || null,
    tags: values.tags,
    price_min: price('price_min'),
    price_max: price('price_max'),
    areas_of_interest: values.areas_of_interest,
    birthday: values.birthday || null,
    home_anniversary: values.home_anniversary || null,
    consent_email: values.consent_email,
    consent_sms: values.consent_sms,
    notes: values.notes.trim() ? values.notes : null,
    ...(owner === undefined ? {} : { owner_id: owner }),
    team_id: values.team_id || null,
  };
  const parsed = CreateContactInput.safeParse(draft);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = toFormPath(issue.path.map(String).join('.'), indexMap);
      errors[path] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors, indexMap };
  return { ok: true, input: parsed.data, indexMap };
}

/** Only what changed, for PATCH (arrays and the address replace as a whole). */
export function changedFields(before: ContactInput, after: ContactInput): Partial<ContactInput> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ContactInput)[]) {
    if (key === 'last_contacted_at') continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) changes[key] = after[key];
  }
  return changes as Partial<ContactInput>;
}
