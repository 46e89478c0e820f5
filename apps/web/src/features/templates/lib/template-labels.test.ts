import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, nextFieldId } from './template-labels';

describe('template editor helpers', () => {
  it('gives new fields ids that do not collide', () => {
    expect(nextFieldId('text', new Set())).toBe('text-1');
    expect(nextFieldId('text', new Set(['text-1', 'text-2', 'date-3']))).toBe('text-3');
  });

  it('sizes every kind inside the page', () => {
    for (const size of Object.values(DEFAULT_SIZES)) {
      expect(size.width).toBeGreaterThan(0);
      expect(size.width).toBeLessThanOrEqual(1);
      expect(size.height).toBeLessThanOrEqual(1);
    }
  });
});
