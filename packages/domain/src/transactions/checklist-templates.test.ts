import { describe, expect, it } from 'vitest';
import { buildChecklist, DEFAULT_CHECKLIST_TEMPLATES } from './checklist-templates';
import { SIDES_BY_TYPE, TRANSACTION_TYPES } from './transaction-enums';

const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('buildChecklist', () => {
  it('gives a buyer-side purchase its own items', () => {
    const items = buildChecklist({ type: 'purchase', side: 'buyer', yearBuilt: 1995 });
    expect(keys(items)).toContain('buyer_representation');
    expect(keys(items)).not.toContain('listing_agreement');
    expect(keys(items)).not.toContain('lead_paint_disclosure');
  });

  it('gives a dual deal both sides once each, plus the dual agency consent', () => {
    const items = buildChecklist({ type: 'purchase', side: 'dual', yearBuilt: 1950 });
    const k = keys(items);
    expect(k).toEqual(
      expect.arrayContaining([
        'listing_agreement',
        'seller_disclosure',
        'buyer_representation',
        'pre_approval',
        'dual_agency_consent',
      ]),
    );
    expect(new Set(k).size).toBe(k.length);
    expect(k.filter((x) => x === 'purchase_agreement')).toHaveLength(1);
    expect(k).toContain('lead_paint_disclosure');
  });

  it('keeps the lead paint disclosure when the age is unknown', () => {
    expect(keys(buildChecklist({ type: 'sale', side: 'seller' }))).toContain('lead_paint_disclosure');
  });

  it('has a template for every single-party side of every type', () => {
    for (const type of TRANSACTION_TYPES) {
      for (const side of SIDES_BY_TYPE[type]) {
        expect(buildChecklist({ type, side }).length, `${type}/${side}`).toBeGreaterThan(2);
      }
    }
    expect(DEFAULT_CHECKLIST_TEMPLATES.every((t) => t.items.some((i) => i.required))).toBe(true);
  });

  it('uses an organization template when given', () => {
    const custom = [
      {
        type: 'lease' as const,
        side: 'tenant' as const,
        name: 'x',
        items: [{ key: 'only', title: 'Only', required: true, requiresDocument: false }],
      },
    ];
    expect(keys(buildChecklist({ type: 'lease', side: 'tenant' }, custom))).toEqual(['only']);
  });
});
