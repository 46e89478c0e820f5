import { ADDRESS_PART_KEYS, parseFormattedAddress, type AddressParts } from './address-parse';
import { columnRole, type ColumnRole } from './column-roles';
import { contactLabel, parseTypeCell, primaryFirst, splitMultiValue, type TypedValue } from './typed-values';

/** The typed columns of one kind and number ("E-mail 2", Outlook's "Home" address), by part. */
export type Slot = { kind: 'email' | 'phone' | 'address'; label: string; columns: Map<string, number> };

export function slotsOf(header: readonly string[], layoutKnown: boolean) {
  const slots = new Map<string, Slot>();
  const labelColumns: number[] = [];
  const consumed = new Set<number>();
  header.forEach((h, i) => {
    const role: ColumnRole | null = columnRole(h, layoutKnown);
    if (!role) return;
    consumed.add(i);
    if (role.kind === 'labels') return void labelColumns.push(i);
    const id = `${role.kind}:${role.slot}`;
    const slot = slots.get(id) ?? { kind: role.kind, label: role.label, columns: new Map() };
    if (!slot.columns.has(role.part)) slot.columns.set(role.part, i);
    else if (role.part === 'unit') slot.columns.set(`unit${i}`, i);
    slots.set(id, slot);
  });
  return { slots: [...slots.values()], labelColumns, consumed };
}

export const cell = (row: readonly string[], i: number | undefined) =>
  i === undefined ? '' : (row[i] ?? '').trim();

export function typedValues(row: readonly string[], slots: Slot[], kind: 'email' | 'phone'): TypedValue[] {
  const values: TypedValue[] = [];
  for (const slot of slots.filter((s) => s.kind === kind)) {
    const type = parseTypeCell(cell(row, slot.columns.get('type')));
    const label = contactLabel(kind, type.label || slot.label);
    splitMultiValue(cell(row, slot.columns.get('value'))).forEach((written, n) => {
      // A CSV export guards formula-like cells ("+1 206…") with a leading ' (OWASP); undo it.
      const value = written.replace(/^'(?=[=+\-@])/, '');
      values.push({ label, value, primary: (type.primary || slot.label === 'main') && n === 0 });
    });
  }
  const seen = new Set<string>();
  return primaryFirst(values).filter((v) => {
    const k = v.value.toLowerCase().replace(/[^a-z0-9@]/g, '');
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

export function addresses(row: readonly string[], slots: Slot[]) {
  const found: { parts: AddressParts; primary: boolean; home: boolean }[] = [];
  for (const slot of slots.filter((s) => s.kind === 'address')) {
    const type = parseTypeCell(cell(row, slot.columns.get('type')));
    const split = new Map([...slot.columns].map(([part, i]) => [part, splitMultiValue(cell(row, i))]));
    const count = Math.max(0, ...[...split].filter(([p]) => p !== 'type').map(([, v]) => v.length));
    for (let n = 0; n < count; n++) {
      const get = (part: string) => split.get(part)?.[n] ?? '';
      const units = [...split.keys()]
        .filter((p) => p.startsWith('unit'))
        .map(get)
        .filter(Boolean);
      let parts: AddressParts = {
        street: get('street'),
        unit: units.join(', '),
        city: get('city'),
        region: get('region'),
        postal_code: get('postal_code'),
        country: get('country'),
      };
      if (ADDRESS_PART_KEYS.every((k) => !parts[k]) && get('formatted'))
        parts = parseFormattedAddress(get('formatted'));
      const poBox = get('po_box');
      if (poBox)
        parts.street = [parts.street, /box/i.test(poBox) ? poBox : `PO Box ${poBox}`]
          .filter(Boolean)
          .join(', ');
      if (ADDRESS_PART_KEYS.some((k) => parts[k]))
        found.push({ parts, primary: type.primary && n === 0, home: (type.label || slot.label) === 'home' });
    }
  }
  const best = found.find((a) => a.primary) ?? found.find((a) => a.home) ?? found[0];
  return { best: best?.parts ?? null, extra: found.filter((a) => a !== best).map((a) => a.parts) };
}

export const oneLine = (a: AddressParts) =>
  ADDRESS_PART_KEYS.map((k) => a[k])
    .filter(Boolean)
    .join(', ');
