import { describe, expect, it } from 'vitest';
import { describeKeyDateRule } from './key-date-rule';

const labels = new Map([['acceptance', 'Contract acceptance']]);
const rule = (offsetDays: number, businessDays = false, roll = true) =>
  describeKeyDateRule({ kind: 'relative', anchorKey: 'acceptance', offsetDays, businessDays, roll }, labels);

describe('describeKeyDateRule', () => {
  it('words counted dates by unit, direction and rolling', () => {
    expect(rule(10)).toBe('10 calendar days after Contract acceptance, rolled forward to a business day');
    expect(rule(-1, false, false)).toBe('1 calendar day before Contract acceptance');
    expect(rule(-2)).toBe('2 calendar days before Contract acceptance, rolled back to a business day');
    expect(rule(3, true, false)).toBe('3 business days after Contract acceptance');
    expect(rule(0, false, false)).toBe('Same day as Contract acceptance');
    expect(rule(0)).toBe('Same day as Contract acceptance, on a business day');
  });

  it('says "Fixed date" for absolute dates and names unknown or missing anchors plainly', () => {
    expect(
      describeKeyDateRule(
        { kind: 'absolute', anchorKey: null, offsetDays: 0, businessDays: false, roll: false },
        labels,
      ),
    ).toBe('Fixed date');
    const base = { kind: 'relative', offsetDays: 1, businessDays: true, roll: false } as const;
    expect(describeKeyDateRule({ ...base, anchorKey: 'listing' }, labels)).toBe(
      '1 business day after listing',
    );
    expect(describeKeyDateRule({ ...base, anchorKey: null }, labels)).toBe(
      '1 business day after a date not chosen yet',
    );
  });
});
