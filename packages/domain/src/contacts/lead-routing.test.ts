import { describe, expect, it } from 'vitest';
import { assignRoundRobin, nextRoundRobinAgent } from './lead-routing';

describe('round-robin lead routing', () => {
  it('takes turns in the configured order and wraps around', () => {
    expect(nextRoundRobinAgent(['a', 'b', 'c'], null)).toBe('a');
    expect(nextRoundRobinAgent(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextRoundRobinAgent(['a', 'b', 'c'], 'c')).toBe('a');
    expect(assignRoundRobin(['a', 'b', 'c'], 'b', 5)).toEqual({
      owners: ['c', 'a', 'b', 'c', 'a'],
      last: 'a',
    });
  });

  it('restarts when the last agent left the rotation, and assigns nobody without agents', () => {
    expect(nextRoundRobinAgent(['a', 'b'], 'gone')).toBe('a');
    expect(nextRoundRobinAgent([], 'a')).toBeNull();
    expect(assignRoundRobin([], null, 3)).toEqual({ owners: [], last: null });
  });
});
