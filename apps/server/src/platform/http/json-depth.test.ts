import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth';

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays inside one another, not side by side', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[[1],[2],[3],[4],[5]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ note: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: 'say \\"[[[[" and "{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: 'a\\', inner: [[1]] }), 2)).toBe(true);
  });
});
