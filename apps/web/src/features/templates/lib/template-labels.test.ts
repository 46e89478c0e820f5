import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES } from './template-labels';

describe('template editor helpers', () => {
  it('sizes every kind inside the page', () => {
    for (const size of Object.values(DEFAULT_SIZES)) {
      expect(size.width).toBeGreaterThan(0);
      expect(size.width).toBeLessThanOrEqual(1);
      expect(size.height).toBeLessThanOrEqual(1);
    }
  });
});
