import type { AddressParts } from './address-parse';

export type AddressPart = keyof AddressParts | 'formatted' | 'po_box';

/** What a file column holds, when it is one of the typed multi-value or label columns. */
export type ColumnRole =
  | { kind: 'email' | 'phone'; slot: string; part: 'type' | 'value'; label: string }
  | { kind: 'address'; slot: string; part: AddressPart | 'type'; label: string }
  | { kind: 'labels' };

const ADDRESS_PART: Record<string, AddressPart> = {
  formatted: 'formatted',
  street: 'street',
  'street 2': 'unit',
  'street 3': 'unit',
  address: 'street',
  'extended address': 'unit',
  city: 'city',
  'po box': 'po_box',
  region: 'region',
  state: 'region',
  'postal code': 'postal_code',
  zip: 'postal_code',
  country: 'country',
  'country region': 'country',
};
const OUTLOOK_SLOT_LABEL: Record<string, string> = { home: 'home', business: 'work', other: 'other' };
const OUTLOOK_PHONE_LABEL: Record<string, string> = {
  home: 'home',
  'home 2': 'home',
  business: 'work',
  'business 2': 'work',
  'company main': 'work',
  mobile: 'mobile',
  cell: 'mobile',
  work: 'work',
  office: 'work',
  other: 'other',
  car: 'car',
  primary: 'main',
  'assistant s': 'assistant',
  radio: 'radio',
  callback: 'callback',
};
const LABEL_COLUMNS = new Set(['labels', 'group membership', 'categories', 'groups', 'hashtags']);

const key = (header: string) =>
  header
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Recognises the typed columns of the published layouts: Google's and Follow Up Boss's numbered
 * `E-mail 1 - Label`/`E-mail 1 - Value`, `Phone 2 - Type`, `Address 1 - City`; Outlook's named
 * `E-mail 2 Address`, `Business Phone`, `Home Street`; and group/label columns. Anything else is an
 * ordinary column for the mapping step.
 */
export function columnRole(header: string, layoutKnown: boolean): ColumnRole | null {
  const k = key(header);
  // "E-mail 1 - Value" style columns are unmistakable; named ones ("Mobile Phone", "Labels") are
  // folded only in a recognised layout, so an ordinary spreadsheet keeps its own columns.
  if (!layoutKnown && !/^(email|phone|address)\s*\d+\s+\S/.test(k)) return null;
  if (LABEL_COLUMNS.has(k)) return { kind: 'labels' };
  let m = /^email(?: (\d))? address$/.exec(k);
  if (m)
    return { kind: 'email', slot: `email ${m[1] ?? 1}`, part: 'value', label: m[1] ? 'other' : 'personal' };
  m = /^(email|phone|address)\s*(\d+)(?:\s+(.+))?$/.exec(k);
  if (m) {
    const kind = m[1] as 'email' | 'phone' | 'address';
    const slot = `${kind} ${m[2]}`;
    const part = m[3] ?? 'value';
    if (part === 'type' || part === 'label') return { kind, slot, part: 'type', label: '' };
    if (kind === 'address') {
      const addressPart = ADDRESS_PART[part];
      return addressPart ? { kind, slot, part: addressPart, label: '' } : null;
    }
    return part === 'value' ? { kind, slot, part: 'value', label: '' } : null;
  }
  if ((m = /^(.+?) phone( 2)?$/.exec(k)) && OUTLOOK_PHONE_LABEL[`${m[1]}${m[2] ?? ''}`])
    return { kind: 'phone', slot: k, part: 'value', label: OUTLOOK_PHONE_LABEL[`${m[1]}${m[2] ?? ''}`]! };
  if ((m = /^(home|business|other) fax$/.exec(k)) || k === 'pager')
    return { kind: 'phone', slot: k, part: 'value', label: k };
  if ((m = /^(home|business|other) (.+)$/.exec(k)) && ADDRESS_PART[m[2]!])
    return { kind: 'address', slot: m[1]!, part: ADDRESS_PART[m[2]!]!, label: OUTLOOK_SLOT_LABEL[m[1]!]! };
  return null;
}
