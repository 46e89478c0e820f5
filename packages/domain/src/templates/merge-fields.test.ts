import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatIsoDate,
  MERGE_FIELD_KEYS,
  resolveMergeField,
  resolveMergeFields,
  type MergeSource,
} from './merge-fields';

const deal: MergeSource = {
  title: '48 Gull Point Rd — Avery purchase',
  address: {
    line1: '48 Gull Point Rd',
    line2: 'Unit 2',
    city: 'Harborview',
    state: 'WA',
    postalCode: '98110',
  },
  mlsNumber: 'HV-9001',
  listPriceCents: 725_000_00,
  offerPriceCents: 730_000_50,
  salePriceCents: null,
  earnestMoneyCents: 15_000_00,
  closingDate: '2026-03-05',
  parties: [
    { name: 'Jordan Avery', roles: ['buyer'] },
    { name: 'Casey Avery', roles: ['buyer', 'tenant'] },
    { name: 'Pat Seller', roles: ['seller'] },
    { name: '  ', roles: ['landlord'] },
  ],
  agent: { name: 'Riley Chen', email: 'riley@harborview.test' },
  brokerageName: 'Harborview Realty',
  today: '2026-01-15',
};

describe('merge-field resolution', () => {
  it('formats money from cents and calendar dates without time zones', () => {
    expect(formatCents(725_000_00)).toBe('$725,000.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-123_456_78)).toBe('-$123,456.78');
    expect(formatIsoDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatIsoDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('resolves each kind of deal data', () => {
    expect(resolveMergeField('property.address', deal)).toBe('48 Gull Point Rd Unit 2, Harborview, WA 98110');
    expect(resolveMergeField('price.offer', deal)).toBe('$730,000.50');
    expect(resolveMergeField('dates.closing', deal)).toBe('March 5, 2026');
    expect(resolveMergeField('parties.buyers', deal)).toBe('Jordan Avery, Casey Avery');
    expect(resolveMergeField('parties.tenants', deal)).toBe('Casey Avery');
    expect(resolveMergeField('agent.name', deal)).toBe('Riley Chen');
    expect(resolveMergeField('brokerage.name', deal)).toBe('Harborview Realty');
  });

  it('answers null for what the deal does not have (blank names included)', () => {
    expect(resolveMergeField('price.sale', deal)).toBeNull();
    expect(resolveMergeField('parties.landlords', deal)).toBeNull();
    expect(resolveMergeField('agent.email', { ...deal, agent: null })).toBeNull();
  });

  it('has a value or null for every catalogued key', () => {
    for (const key of MERGE_FIELD_KEYS) {
      const value = resolveMergeField(key, deal);
      expect(value === null || (typeof value === 'string' && value.length > 0), key).toBe(true);
    }
  });

  it('lists the missing fields, and typed values win over the deal’s', () => {
    const fields = [
      { id: 'f1', merge_key: 'price.sale' },
      { id: 'f2', merge_key: 'property.city' },
      { id: 'f3', merge_key: null },
      { id: 'f4', merge_key: 'not.a.key' },
      { id: 'f5', merge_key: 'agent.name' },
    ];
    const first = resolveMergeFields(fields, deal);
    expect(first.missing).toEqual(['f1']);
    expect(first.resolved.map((r) => r.field_id)).toEqual(['f1', 'f2', 'f5']);
    const typed = resolveMergeFields(fields, deal, { f1: '$740,000.00', f5: '  ', f2: 'Bainbridge' });
    expect(typed.missing).toEqual([]);
    expect(typed.resolved.find((r) => r.field_id === 'f2')!.value).toBe('Bainbridge');
    expect(typed.resolved.find((r) => r.field_id === 'f5')!.value).toBe('Riley Chen');
  });
});
