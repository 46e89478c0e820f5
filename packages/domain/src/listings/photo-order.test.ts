import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPosition, coverFirst, coverOf, moveItem, reorderProblem } from './photo-order';

const photo = (id: string, position: number, is_cover = false) => ({ id, position, is_cover });

describe('photo order', () => {
  it('orders by position and puts the marked cover first for the public', () => {
    const photos = [photo('c', 2), photo('a', 0), photo('b', 1, true)];
    expect(byPosition(photos).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(coverOf(photos)?.id).toBe('b');
    expect(coverFirst(photos).map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });

  it('uses the first photo as the cover when none is marked, and nothing for an empty set', () => {
    expect(coverOf([photo('x', 5), photo('y', 1)])?.id).toBe('y');
    expect(coverOf([])).toBeNull();
    expect(coverFirst([])).toEqual([]);
  });

  it('moves an item earlier or later, clamped at the ends, keeping every item exactly once', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 20 }),
        fc.nat(30),
        fc.integer({ min: -30, max: 30 }),
        (items, index, delta) => {
          const moved = moveItem(items, index % items.length, delta);
          expect([...moved].sort()).toEqual([...items].sort());
        },
      ),
    );
  });

  it('refuses a reorder that misses, adds or repeats a photo', () => {
    expect(reorderProblem(['a', 'b'], ['b', 'a'])).toBeNull();
    expect(reorderProblem(['a', 'b'], ['a'])).toMatch(/every photo/);
    expect(reorderProblem(['a', 'b'], ['a', 'b', 'c'])).toMatch(/every photo/);
    expect(reorderProblem(['a', 'b'], ['a', 'c'])).toMatch(/every photo/);
    expect(reorderProblem(['a', 'b'], ['a', 'a'])).toMatch(/twice/);
  });
});
