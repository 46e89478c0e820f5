import type { TemplateFieldKind } from '@threshold/domain/templates/template.contract';

export const FIELD_KIND_LABELS: Record<TemplateFieldKind, string> = {
  text: 'Text',
  date: 'Date',
  checkbox: 'Checkbox',
  initials: 'Initials',
  signature: 'Signature',
  merge: 'Deal data',
};

/** A new field's size as page fractions, by kind (a signature is wider and taller than a checkbox). */
export const DEFAULT_SIZES: Record<TemplateFieldKind, { width: number; height: number }> = {
  text: { width: 0.3, height: 0.025 },
  date: { width: 0.16, height: 0.025 },
  checkbox: { width: 0.025, height: 0.02 },
  initials: { width: 0.08, height: 0.035 },
  signature: { width: 0.3, height: 0.05 },
  merge: { width: 0.35, height: 0.025 },
};

export const DEAL_TYPE_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  lease: 'Lease',
  referral: 'Referral',
};
