import { CONTACT_STAGES, CONTACT_TYPES, type ContactStage, type ContactType } from './contact.contract';
import { CreateContactInput } from './create-contact.contract';
import type { ColumnMapping, ImportField } from './csv-fields';
import { parseTypedList } from './import-formats/typed-values';
import { isEmailLike, normalizeText, phoneKey } from './normalize';

/** A mapped, validated row, ready to insert (owner still given by e-mail). */
export interface ImportDraft {
  contact: CreateContactInput;
  ownerEmail: string | null;
}

export type RowResult =
  { ok: true; draft: ImportDraft } | { ok: false; errors: Record<string, string> } | { ok: 'empty' };

const LIST_SPLIT = /\s*(?:[;,|]|:::)\s*/;

function splitList(value: string): string[] {
  return value
    .split(LIST_SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);
}

const STAGE_ALIASES: Record<string, ContactStage> = {
  lead: 'new',
  prospect: 'new',
  attempted: 'contacted',
  warm: 'qualified',
  hot: 'active',
  pending: 'under_contract',
  'in escrow': 'under_contract',
  'past client': 'closed',
  sold: 'closed',
  won: 'closed',
  dead: 'lost',
  trash: 'lost',
  'not interested': 'lost',
  'long term': 'nurture',
  watch: 'nurture',
};
const TYPE_ALIASES: Record<string, ContactType> = {
  tenant: 'renter',
  lessee: 'renter',
  owner: 'landlord',
  lessor: 'landlord',
  purchaser: 'buyer',
  vendor: 'vendor',
  realtor: 'agent',
  broker: 'agent',
};

export function parseStage(value: string): ContactStage | null {
  const key = normalizeText(value);
  const underscored = key.replaceAll(' ', '_');
  if ((CONTACT_STAGES as readonly string[]).includes(underscored)) return underscored as ContactStage;
  return STAGE_ALIASES[key] ?? null;
}

export function parseType(value: string): ContactType | null {
  const key = normalizeText(value).replace(/s$/, '');
  if ((CONTACT_TYPES as readonly string[]).includes(key)) return key as ContactType;
  return TYPE_ALIASES[key] ?? null;
}

/** "$450,000", "450k", "1.2M" → whole currency units. */
export function parsePrice(value: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*([kKmM])?$/.exec(
    value.trim().replace(/^usd\s*/i, ''),
  );
  if (!m) return null;
  const n = Number(`${m[1]!.replaceAll(',', '')}.${m[2] ?? '0'}`);
  const factor = m[3] ? (m[3].toLowerCase() === 'k' ? 1_000 : 1_000_000) : 1;
  return Math.round(n * factor);
}

/** ISO "2024-03-14", US "3/14/2024" or "03-14-2024" → "2024-03-14" (only dates that exist). */
export function parseDate(value: string): string | null {
  const v = value.trim();
  let y: number, mo: number, d: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(v)))
    [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== mo - 1 ||
    date.getUTCDate() !== d ||
    y < 1850 ||
    y > 2200
  )
    return null;
  return date.toISOString().slice(0, 10);
}

export function parseBoolean(value: string): boolean | null {
  const key = normalizeText(value);
  if (['yes', 'y', 'true', '1', 'x', 'opted in', 'subscribed'].includes(key)) return true;
  if (['no', 'n', 'false', '0', '', 'opted out', 'unsubscribed'].includes(key)) return false;
  return null;
}

const EMAIL_LABEL: Partial<Record<ImportField, string>> = {
  email: 'personal',
  email_work: 'work',
  email_other: 'other',
};
const PHONE_LABEL: Partial<Record<ImportField, string>> = {
  phone: 'mobile',
  phone_home: 'home',
  phone_work: 'work',
  phone_other: 'other',
};

function fieldValues(header: readonly string[], row: readonly string[], mapping: ColumnMapping) {
  const values = new Map<ImportField, string>();
  header.forEach((h, i) => {
    const field = mapping[h];
    const raw = (row[i] ?? '').trim();
    if (field && field !== 'ignore' && raw) values.set(field, raw);
  });
  return values;
}

/**
 * Maps one CSV row through the column mapping and validates it with the same contract as the
 * create endpoint. Errors are keyed by contact field (e.g. `email`, `stage`, `price_max`).
 */
export function mapImportRow(
  header: readonly string[],
  row: readonly string[],
  mapping: ColumnMapping,
): RowResult {
  const v = fieldValues(header, row, mapping);
  if (v.size === 0) return { ok: 'empty' };
  const errors: Record<string, string> = {};
  const draft: Record<string, unknown> = {};

  let first = v.get('first_name') ?? '';
  let last = v.get('last_name') ?? '';
  const full = v.get('full_name');
  if (full && !first && !last) {
    const parts = full.includes(',')
      ? full
          .split(',')
          .map((s) => s.trim())
          .reverse()
      : full.split(/\s+/);
    first = parts[0] ?? '';
    last = parts.slice(1).join(' ');
  }
  draft.first_name = first;
  draft.last_name = last;

  const emails: { label: string; value: string }[] = [];
  for (const [field, label] of Object.entries(EMAIL_LABEL) as [ImportField, string][]) {
    const raw = v.get(field);
    if (!raw) continue;
    for (const value of splitList(raw)) {
      if (isEmailLike(value)) emails.push({ label, value });
      else errors[field] = `Not a valid e-mail address: ${value.slice(0, 60)}`;
    }
  }
  for (const entry of parseTypedList(v.get('email_list') ?? '', 'personal')) {
    if (isEmailLike(entry.value)) emails.push(entry);
    else errors.email_list = `Not a valid e-mail address: ${entry.value.slice(0, 60)}`;
  }
  const phones: { label: string; value: string }[] = [];
  for (const [field, label] of Object.entries(PHONE_LABEL) as [ImportField, string][]) {
    const raw = v.get(field);
    if (!raw) continue;
    for (const value of raw.split(/\s*(?:[;|]|:::)\s*/).filter(Boolean)) {
      if (phoneKey(value)) phones.push({ label, value });
      else errors[field] = `Not a valid phone number: ${value.slice(0, 40)}`;
    }
  }
  for (const entry of parseTypedList(v.get('phone_list') ?? '', 'mobile')) {
    if (phoneKey(entry.value)) phones.push(entry);
    else errors.phone_list = `Not a valid phone number: ${entry.value.slice(0, 40)}`;
  }
  draft.emails = emails;
  draft.phones = phones;

  const addressParts = ['street', 'unit', 'city', 'region', 'postal_code', 'country'] as const;
  if (addressParts.some((p) => v.has(p)))
    draft.address = Object.fromEntries(addressParts.map((p) => [p, v.get(p) ?? '']));

  const types = v.get('types');
  if (types) {
    const parsed = splitList(types).map((t) => [t, parseType(t)] as const);
    const bad = parsed.find(([, t]) => t === null);
    if (bad) errors.types = `Unknown contact type: ${bad[0].slice(0, 40)}`;
    else draft.types = parsed.map(([, t]) => t);
  }
  const stage = v.get('stage');
  if (stage) {
    const parsed = parseStage(stage);
    if (parsed) draft.stage = parsed;
    else errors.stage = `Unknown stage: ${stage.slice(0, 40)}`;
  }
  for (const field of ['price_min', 'price_max'] as const) {
    const raw = v.get(field);
    if (!raw) continue;
    const n = parsePrice(raw);
    if (n === null) errors[field] = `Not a price: ${raw.slice(0, 40)}`;
    else draft[field] = n;
  }
  for (const field of ['birthday', 'home_anniversary'] as const) {
    const raw = v.get(field);
    if (!raw) continue;
    const d = parseDate(raw);
    if (d === null) errors[field] = `Not a date (use YYYY-MM-DD or M/D/YYYY): ${raw.slice(0, 40)}`;
    else draft[field] = d;
  }
  for (const field of ['consent_email', 'consent_sms'] as const) {
    const raw = v.get(field);
    if (raw === undefined) continue;
    const b = parseBoolean(raw);
    if (b === null) errors[field] = `Not yes or no: ${raw.slice(0, 40)}`;
    else draft[field] = b;
  }
  const lastContacted = v.get('last_contacted_at');
  if (lastContacted) {
    const d = parseDate(lastContacted);
    if (d === null) errors.last_contacted_at = `Not a date: ${lastContacted.slice(0, 40)}`;
    else draft.last_contacted_at = `${d}T12:00:00.000Z`;
  }
  if (v.has('tags')) draft.tags = splitList(v.get('tags')!);
  if (v.has('areas_of_interest')) draft.areas_of_interest = splitList(v.get('areas_of_interest')!);
  if (v.has('lead_source')) draft.lead_source = v.get('lead_source');
  if (v.has('notes')) draft.notes = v.get('notes');

  const ownerEmail = v.get('owner_email')?.toLowerCase() ?? null;
  if (ownerEmail && !isEmailLike(ownerEmail)) errors.owner_email = 'Not a valid e-mail address';

  const parsed = CreateContactInput.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_');
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, draft: { contact: parsed.data, ownerEmail } };
}
