import { keyDateState, type KeyDateDefinition } from '@threshold/domain/transactions/deadlines';
import type { KeyDateDto } from '@threshold/domain/transactions/keyDates.contract';
import type { KeyDateRow } from './transaction-dates.repository';

export function toDefinition(row: KeyDateRow): KeyDateDefinition {
  return {
    key: row.key,
    label: row.label,
    kind: row.kind as KeyDateDefinition['kind'],
    date: row.date,
    anchorKey: row.anchorKey,
    offsetDays: row.offsetDays,
    businessDays: row.businessDays,
    roll: row.roll,
    isDeadline: row.isDeadline,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "10 calendar days after Contract acceptance, rolled to a business day" */
export function describeRule(def: KeyDateDefinition, labels: Map<string, string>): string {
  if (def.kind === 'absolute') return 'Fixed date';
  const anchor = labels.get(def.anchorKey ?? '') ?? def.anchorKey ?? '?';
  const n = Math.abs(def.offsetDays);
  if (n === 0) return `Same day as ${anchor}${def.roll || def.businessDays ? ', on a business day' : ''}`;
  const unit = def.businessDays ? plural(n, 'business day') : plural(n, 'calendar day');
  const direction = def.offsetDays < 0 ? 'before' : 'after';
  const rolled =
    !def.businessDays && def.roll
      ? `, rolled ${def.offsetDays < 0 ? 'back' : 'forward'} to a business day`
      : '';
  return `${unit} ${direction} ${anchor}${rolled}`;
}

export function toKeyDateDto(row: KeyDateRow, labels: Map<string, string>, today: string): KeyDateDto {
  const def = toDefinition(row);
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    kind: def.kind,
    date: row.date,
    anchor_key: row.anchorKey,
    offset_days: row.offsetDays,
    business_days: row.businessDays,
    roll: row.roll,
    rule: describeRule(def, labels),
    is_deadline: row.isDeadline,
    completed_at: row.completedAt?.toISOString() ?? null,
    state: keyDateState(row.date, row.isDeadline, row.completedAt !== null, today),
  };
}

export function toKeyDateDtos(rows: KeyDateRow[], today: string): KeyDateDto[] {
  const labels = new Map(rows.map((r) => [r.key, r.label]));
  return rows.map((r) => toKeyDateDto(r, labels, today));
}
