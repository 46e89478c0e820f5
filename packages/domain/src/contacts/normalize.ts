/**
 * Normalisation of names, e-mail addresses and phone numbers: the keys duplicate detection and
 * search compare, never what the user sees (the typed value is kept for display).
 */

/** Lower case, accents removed, punctuation to spaces, spaces collapsed. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-cased letters and digits only: "O'Brien-Smith" → "obriensmith". */
export function normalizeNamePart(value: string): string {
  return normalizeText(value).replace(/[^\p{L}\p{N}]/gu, '');
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/**
 * The comparison key of an e-mail address: lower case, "+tag" removed, and for Gmail the dots of
 * the local part too (Gmail ignores them), so jane.doe+crm@gmail.com matches janedoe@gmail.com.
 */
export function emailKey(value: string): string | null {
  const email = value.trim().toLowerCase();
  if (!isEmailLike(email)) return null;
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

const PHONE_CHARS = /^[\d\s().+\-/]+(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;

/**
 * The comparison key of a phone number: its digits in international form without "+".
 * Numbers without a country code are read as North American (10 digits → "1" prefix), the
 * market of the demo brokerages; numbers typed with "+" or "00" keep their own country code.
 * Extensions are dropped. Null when it is not a plausible phone number (7–15 digits).
 */
export function phoneKey(value: string): string | null {
  const raw = value.trim();
  if (!raw || !PHONE_CHARS.test(raw)) return null;
  const main = raw.replace(/\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i, '');
  let digits = main.replace(/\D/g, '');
  const international = main.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!international && digits.length === 10) digits = `1${digits}`;
  if (digits.length < 7 || digits.length > 15) return null;
  return digits;
}

/** "+1 (555) 010-1234" style display for North American keys; "+<digits>" otherwise. */
export function formatPhoneKey(key: string): string {
  if (key.length === 11 && key.startsWith('1'))
    return `+1 (${key.slice(1, 4)}) ${key.slice(4, 7)}-${key.slice(7)}`;
  return `+${key}`;
}

export interface SearchableContact {
  firstName: string;
  lastName: string;
  emails: readonly { value: string }[];
  phones: readonly { value: string }[];
}

/** Unique non-null keys, in first-seen order. */
export function uniqueKeys(values: readonly string[], key: (v: string) => string | null): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const k = key(v);
    if (k) out.add(k);
  }
  return [...out];
}

/**
 * The one text column search runs on: normalised names, e-mail addresses, and phone digits both
 * international and national (so "5550101234" and "15550101234" both match).
 */
export function buildSearchText(contact: SearchableContact): string {
  const parts = [normalizeText(`${contact.firstName} ${contact.lastName}`)];
  for (const e of contact.emails) parts.push(e.value.trim().toLowerCase());
  for (const p of contact.phones) {
    const key = phoneKey(p.value);
    if (!key) continue;
    parts.push(key.length === 11 && key.startsWith('1') ? `${key} ${key.slice(1)}` : key);
  }
  return parts.filter(Boolean).join(' ');
}

/** Sort key for the name ordering: last name, then first name. */
export function buildSortName(firstName: string, lastName: string): string {
  return normalizeText(`${lastName} ${firstName}`).slice(0, 200);
}

/** Groups likely-same people: last name plus first initial ("smith|j" for Jon and John Smith). */
export function buildNameKey(firstName: string, lastName: string): string {
  const first = normalizeNamePart(firstName);
  const last = normalizeNamePart(lastName);
  if (!first && !last) return '';
  return `${last}|${first.slice(0, 1)}`;
}

/**
 * Turns what a user typed in the search box into search tokens: a query that looks like a phone
 * number becomes one digit string (national digits, so it matches with or without the country
 * code); anything else becomes normalised words.
 */
export function searchTokens(query: string): string[] {
  const q = query.trim();
  if (!q) return [];
  if (/^[\d\s().+-]+$/.test(q) && q.replace(/\D/g, '').length >= 3) {
    const digits = q.replace(/\D/g, '');
    return [digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits];
  }
  return normalizeText(q)
    .split(' ')
    .filter((t) => t.length > 0)
    .slice(0, 8);
}
