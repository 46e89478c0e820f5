import { keyDateState, type KeyDateDefinition } from '@threshold/domain/transactions/deadlines';
import { describeKeyDateRule } from '@threshold/domain/transactions/key-date-rule';
import type { KeyDateDto } from '@threshold/domain/transactions/key-dates.contract';
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

export function toKeyDateDto(row: KeyDateRow, labels: Map<string, string>, today: string): KeyDateDto {
  const def = toDefinition(row);
  return {
    id: row.id,
    version: row.version,
    key: row.key,
    label: row.label,
    kind: def.kind,
    date: row.date,
    anchor_key: row.anchorKey,
    offset_days: row.offsetDays,
    business_days: row.businessDays,
    roll: row.roll,
    rule: describeKeyDateRule(def, labels),
    is_deadline: row.isDeadline,
    completed_at: row.completedAt?.toISOString() ?? null,
    state: keyDateState(row.date, row.isDeadline, row.completedAt !== null, today),
  };
}

export function toKeyDateDtos(rows: KeyDateRow[], today: string): KeyDateDto[] {
  const labels = new Map(rows.map((r) => [r.key, r.label]));
  return rows.map((r) => toKeyDateDto(r, labels, today));
}
