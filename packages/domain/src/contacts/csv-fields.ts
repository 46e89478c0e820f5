import { normalizeText } from './normalize';

/** Contact fields a CSV column can be mapped to. */
export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'email_work',
  'email_other',
  /** Typed list "work: a@x.com ::: personal: b@y.com" (import-formats/prepare-table.ts builds it). */
  'email_list',
  'phone',
  'phone_home',
  'phone_work',
  'phone_other',
  'phone_list',
  'street',
  'unit',
  'city',
  'region',
  'postal_code',
  'country',
  'types',
  'stage',
  'lead_source',
  'tags',
  'price_min',
  'price_max',
  'areas_of_interest',
  'birthday',
  'home_anniversary',
  'consent_email',
  'consent_sms',
  'notes',
  'owner_email',
  'last_contacted_at',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ColumnMapping = Record<string, ImportField | 'ignore'>;

/** Header spellings seen in exports of Follow Up Boss, kvCORE, Google and Outlook contacts. */
const SYNONYMS: Record<ImportField, string[]> = {
  first_name: ['first name', 'firstname', 'first', 'given name', 'forename'],
  last_name: ['last name', 'lastname', 'last', 'surname', 'family name'],
  full_name: ['name', 'full name', 'fullname', 'contact name', 'display name'],
  email: [
    'email',
    'e mail',
    'email address',
    'e mail address',
    'email 1',
    'primary email',
    'personal email',
    'email 1 value',
  ],
  email_work: ['work email', 'business email', 'email work', 'email 2', 'email 2 value'],
  email_other: ['other email', 'email 3', 'secondary email', 'email 3 value'],
  phone: [
    'phone',
    'mobile',
    'mobile phone',
    'cell',
    'cell phone',
    'phone number',
    'phone 1',
    'primary phone',
    'phone 1 value',
  ],
  /** Only prepare-table.ts's combined columns feed these (suggestPreparedMapping). */
  email_list: [],
  phone_list: [],
  phone_home: ['home phone', 'phone home', 'home'],
  phone_work: ['work phone', 'business phone', 'office phone', 'phone 2', 'phone 2 value'],
  phone_other: ['other phone', 'phone 3', 'phone 3 value'],
  street: ['street', 'address', 'street address', 'address 1', 'address line 1', 'mailing address'],
  unit: ['unit', 'apt', 'suite', 'address 2', 'address line 2'],
  city: ['city', 'town', 'locality'],
  region: ['state', 'region', 'province', 'state province'],
  postal_code: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode'],
  country: ['country', 'country region'],
  types: ['type', 'types', 'contact type', 'category', 'categories'],
  stage: ['stage', 'status', 'pipeline stage', 'lead status'],
  lead_source: ['source', 'lead source', 'origin'],
  tags: ['tags', 'tag', 'labels', 'groups'],
  price_min: ['price min', 'min price', 'minimum price', 'budget min'],
  price_max: ['price max', 'max price', 'maximum price', 'budget', 'budget max', 'price'],
  areas_of_interest: ['areas', 'areas of interest', 'neighborhoods', 'neighbourhoods', 'locations'],
  birthday: ['birthday', 'birth date', 'birthdate', 'date of birth', 'dob'],
  home_anniversary: ['home anniversary', 'closing anniversary', 'purchase date', 'anniversary'],
  consent_email: ['email consent', 'email opt in', 'consent email', 'subscribed'],
  consent_sms: ['sms consent', 'sms opt in', 'text opt in', 'consent sms'],
  notes: ['notes', 'note', 'comments', 'description', 'background'],
  owner_email: ['owner', 'owner email', 'agent', 'agent email', 'assigned to', 'assigned agent'],
  last_contacted_at: ['last contacted', 'last contact', 'last activity', 'last contacted at'],
};

const LOOKUP = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) {
  LOOKUP.set(field.replaceAll('_', ' '), field);
  for (const s of SYNONYMS[field]) LOOKUP.set(s, field);
}

const headerKey = (h: string) => normalizeText(h).replace(/[.@+]/g, ' ').replace(/\s+/g, ' ').trim();

/** A first guess at the mapping from header names; each field is used at most once. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const used = new Set<ImportField>();
  const mapping: ColumnMapping = {};
  for (const header of headers) {
    const field = LOOKUP.get(headerKey(header));
    if (field && !used.has(field)) {
      mapping[header] = field;
      used.add(field);
    } else {
      mapping[header] = 'ignore';
    }
  }
  return mapping;
}

/** Problems with a mapping itself (not with rows); empty when it can be used. */
export function checkMapping(headers: readonly string[], mapping: ColumnMapping): Record<string, string> {
  const problems: Record<string, string> = {};
  const fields = new Map<ImportField, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (!headers.includes(header)) problems[`mapping.${header}`] = 'No such column in the file';
    if (field === 'ignore') continue;
    const other = fields.get(field);
    if (other !== undefined) problems[`mapping.${header}`] = `Also mapped from "${other}"`;
    fields.set(field, header);
  }
  if (!fields.has('first_name') && !fields.has('full_name'))
    problems.mapping = 'Map a column to first name or full name';
  return problems;
}
