/** Google joins several values of one kind in one cell with " ::: ". */
export const MULTI_VALUE_SEPARATOR = ' ::: ';

export function splitMultiValue(cell: string): string[] {
  return cell
    .split(/\s*:::\s*/)
    .map((v) => v.trim())
    .filter(Boolean);
}

export interface TypedValue {
  label: string;
  value: string;
  primary: boolean;
}

/** "* Home" → { label: "home", primary: true }; Google marks the primary value with "*". */
export function parseTypeCell(cell: string): { label: string; primary: boolean } {
  const trimmed = cell.trim();
  const primary = trimmed.startsWith('*');
  return { label: trimmed.replace(/^\*\s*/, '').toLowerCase(), primary };
}

const EMAIL_LABELS: Record<string, string> = { home: 'personal', internet: 'personal', x400: 'other' };
const PHONE_LABELS: Record<string, string> = { cell: 'mobile', iphone: 'mobile', voice: 'other' };

/** An exporter's kind as a contact label: home/work/mobile/other, or the custom label itself. */
export function contactLabel(kind: 'email' | 'phone', raw: string): string {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/^_\$!<(.*)>!\$_$/, '$1')
    .slice(0, 30);
  if (!key) return kind === 'email' ? 'personal' : 'mobile';
  return (kind === 'email' ? EMAIL_LABELS : PHONE_LABELS)[key] ?? key;
}

/** Primary values first, then in file order. */
export function primaryFirst(values: TypedValue[]): TypedValue[] {
  return [...values.filter((v) => v.primary), ...values.filter((v) => !v.primary)];
}

/** The cell format of the `email_list` / `phone_list` import fields: "work: a@x.com ::: personal: b@y.com". */
export function formatTypedList(values: readonly { label: string; value: string }[]): string {
  return values.map((v) => `${v.label}: ${v.value}`).join(MULTI_VALUE_SEPARATOR);
}

export function parseTypedList(cell: string, fallbackLabel: string): { label: string; value: string }[] {
  return splitMultiValue(cell).map((part) => {
    const m = /^([^:@]{1,30}):\s+(.+)$/.exec(part);
    return m
      ? { label: m[1]!.trim().toLowerCase(), value: m[2]!.trim() }
      : { label: fallbackLabel, value: part };
  });
}

/** Exporters' system groups that are not the agent's own labels. */
const SYSTEM_GROUP = /^(\*|system group:)/i;

/** "* myContacts ::: Buyers ::: * starred" → ["Buyers"]; also ";"-separated Outlook categories. */
export function cleanGroupLabels(cell: string): string[] {
  const labels = cell
    .split(/\s*(?::::|;)\s*/)
    .map((l) => l.trim())
    .filter((l) => l && !SYSTEM_GROUP.test(l));
  return [...new Set(labels)];
}
