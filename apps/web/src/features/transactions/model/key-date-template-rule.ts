import { describeKeyDateRule as describe } from '@threshold/domain/transactions/key-date-rule';
import type { KeyDateTemplateItem } from '@threshold/domain/transactions/key-date-templates.contract';

/** A template row's rule in plain English, worded as the deal page shows it (one domain formatter). */
export function describeKeyDateRule(item: KeyDateTemplateItem, labels: ReadonlyMap<string, string>): string {
  if (item.kind === 'relative' && !Number.isInteger(item.offset_days)) {
    const anchor = item.anchor_key
      ? (labels.get(item.anchor_key) ?? item.anchor_key)
      : 'a date not chosen yet';
    return `Counted from ${anchor}: enter the number of days`;
  }
  return describe(
    {
      kind: item.kind,
      anchorKey: item.anchor_key,
      offsetDays: item.offset_days,
      businessDays: item.business_days,
      roll: item.roll,
    },
    labels,
  );
}
