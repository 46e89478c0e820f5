import { initialKeyDates, DEFAULT_KEY_DATES } from '@threshold/domain/transactions/key-date-defaults';
import { resolveKeyDates } from '@threshold/domain/transactions/deadlines';
import type { TransactionType } from '@threshold/domain/transactions/transaction-enums';

export interface PreviewDate {
  key: string;
  label: string;
  date: string | null;
  rule: string;
}

function describe(
  def: { kind: string; anchorKey: string | null; offsetDays: number; businessDays: boolean },
  labels: Map<string, string>,
): string {
  if (def.kind === 'absolute') return 'Fixed date';
  const anchor = labels.get(def.anchorKey ?? '') ?? def.anchorKey;
  const n = Math.abs(def.offsetDays);
  const unit = def.businessDays ? 'business day' : 'day';
  if (def.offsetDays === 0) return `Same day as ${anchor}`;
  return `${n} ${unit}${n === 1 ? '' : 's'} ${def.offsetDays < 0 ? 'before' : 'after'} ${anchor}`;
}

/**
 * The key dates a new deal starts with under the default schedule, as the server computes them: a
 * date given for a relative default pins it. The brokerage may have its own schedule, so the deal
 * page shows the real ones after creation.
 */
export function previewKeyDates(type: TransactionType, values: Record<string, string>): PreviewDate[] {
  const labels = new Map(DEFAULT_KEY_DATES[type].map((t) => [t.key, t.label]));
  const defs = initialKeyDates(type, values).map((def) =>
    def.kind === 'relative' && values[def.key]
      ? {
          ...def,
          kind: 'absolute' as const,
          anchorKey: null,
          offsetDays: 0,
          businessDays: false,
          roll: false,
          date: values[def.key]!,
        }
      : def,
  );
  try {
    return resolveKeyDates(defs).map((d) => ({
      key: d.key,
      label: d.label,
      date: d.date,
      rule: describe(d, labels),
    }));
  } catch {
    return [];
  }
}
