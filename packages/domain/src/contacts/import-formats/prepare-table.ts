import { LIMITS } from '../contact.contract';
import { ADDRESS_PART_KEYS } from './address-parse';
import { columnRole } from './column-roles';
import { addresses, cell, oneLine, slotsOf, typedValues, type Slot } from './column-slots';
import { detectImportFormat } from './detect-format';
import type { ImportFormat } from './layouts';
import { cleanGroupLabels, formatTypedList, type TypedValue } from './typed-values';

/** Columns built from several file columns; the mapping step sees these instead of the originals. */
export const COMBINED_COLUMNS = {
  emails: 'E-mails (all)',
  phones: 'Phones (all)',
  street: 'Address - street',
  unit: 'Address - unit',
  city: 'Address - city',
  region: 'Address - region',
  postal_code: 'Address - postal code',
  country: 'Address - country',
  labels: 'Labels / groups',
} as const;

export interface RowNotice {
  /** 0-based data row. */
  index: number;
  /** field → what was not kept and why. */
  notices: Record<string, string>;
}

export interface PreparedTable {
  format: ImportFormat;
  header: string[];
  rows: string[][];
  /** Combined column → the file columns it was built from. */
  combined: Record<string, string[]>;
  notices: RowNotice[];
}

function keepWithin(
  values: TypedValue[],
  max: number,
  noun: string,
  notices: Record<string, string>,
  field: string,
) {
  if (values.length > max)
    notices[field] = `Not kept (a contact holds at most ${max} ${noun}): ${values
      .slice(max)
      .map((v) => v.value)
      .join(', ')}`;
  return values.slice(0, max);
}

/**
 * Recognises the file's layout and folds its typed multi-value columns into combined columns:
 * every e-mail and phone of a row (paired type/label, " ::: " cells, "*" primary first) into one
 * typed list, the primary (or home, or first) address into address parts — a formatted address
 * alone is parsed — and label/group columns into clean tags. Values beyond the contact's limits
 * (10 e-mails, 10 phones, one address) are listed in `notices`, never dropped silently. A file
 * without typed columns comes back unchanged, so preparing twice is harmless.
 */
export function prepareImportTable(
  header: readonly string[],
  rows: readonly string[][],
  format?: ImportFormat,
): PreparedTable {
  const detected = format ?? detectImportFormat(header);
  const layoutKnown = detected !== 'generic' && detected !== 'threshold';
  const { slots, labelColumns, consumed } = slotsOf(header, layoutKnown);
  if (!consumed.size)
    return {
      format: detected,
      header: [...header],
      rows: rows.map((r) => [...r]),
      combined: {},
      notices: [],
    };
  const kept = header.map((_, i) => i).filter((i) => !consumed.has(i));
  const has = (kind: Slot['kind']) => slots.some((s) => s.kind === kind);
  const out: (keyof typeof COMBINED_COLUMNS)[] = [
    ...(has('email') ? (['emails'] as const) : []),
    ...(has('phone') ? (['phones'] as const) : []),
    ...(has('address') ? ADDRESS_PART_KEYS : []),
    ...(labelColumns.length ? (['labels'] as const) : []),
  ];
  const combined: Record<string, string[]> = {};
  for (const c of out) {
    const kind = c === 'emails' ? 'email' : c === 'phones' ? 'phone' : c === 'labels' ? null : 'address';
    combined[COMBINED_COLUMNS[c]] = header.filter((h, i) => {
      const role = consumed.has(i) ? columnRole(h, layoutKnown) : null;
      return role && (kind ? role.kind === kind : role.kind === 'labels');
    });
  }
  const notices: RowNotice[] = [];
  const outRows = rows.map((row, index) => {
    const rowNotices: Record<string, string> = {};
    const emails = keepWithin(
      typedValues(row, slots, 'email'),
      LIMITS.emails,
      'e-mail addresses',
      rowNotices,
      'emails',
    );
    const phones = keepWithin(
      typedValues(row, slots, 'phone'),
      LIMITS.phones,
      'phone numbers',
      rowNotices,
      'phones',
    );
    const address = has('address') ? addresses(row, slots) : { best: null, extra: [] };
    if (address.extra.length)
      rowNotices.address = `Not kept (a contact holds one address): ${address.extra.map(oneLine).join(' | ')}`;
    const labels = [...new Set(labelColumns.flatMap((i) => cleanGroupLabels(cell(row, i))))];
    if (Object.keys(rowNotices).length) notices.push({ index, notices: rowNotices });
    const values: Record<string, string> = {
      emails: formatTypedList(emails),
      phones: formatTypedList(phones),
      labels: labels.join('; '),
      ...Object.fromEntries(ADDRESS_PART_KEYS.map((k) => [k, address.best?.[k] ?? ''])),
    };
    const keptCells = kept.map((i) => {
      const value = row[i] ?? '';
      if (!/^birthday$/i.test(header[i]!.trim()) || !value.trim().startsWith('--')) return value;
      rowNotices.birthday = `Not kept (a birthday needs a year): ${value.trim()}`;
      return '';
    });
    if (rowNotices.birthday && !notices.some((n) => n.index === index))
      notices.push({ index, notices: rowNotices });
    return [...keptCells, ...out.map((c) => values[c] ?? '')];
  });
  return {
    format: detected,
    header: [...kept.map((i) => header[i]!), ...out.map((c) => COMBINED_COLUMNS[c])],
    rows: outRows,
    combined,
    notices,
  };
}
