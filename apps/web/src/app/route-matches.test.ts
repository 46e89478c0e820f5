import { describe, expect, it } from 'vitest';
import { matchRoutesOnce } from './route-matches';

const routes = [{ path: '/dashboard' }, { path: '/deals/:id' }, { path: '*' }];

describe('matchRoutesOnce', () => {
  it('matches a path once and hands the same matches to every later render of that path', () => {
    const first = matchRoutesOnce(routes, '/deals/7');
    expect(first?.at(-1)?.params).toEqual({ id: '7' });
    expect(matchRoutesOnce(routes, '/deals/7')).toBe(first);
  });

  it('matches again when the path changes, and keeps each route table apart', () => {
    const deal = matchRoutesOnce(routes, '/deals/7');
    const dashboard = matchRoutesOnce(routes, '/dashboard');
    expect(dashboard?.at(-1)?.route).toBe(routes[0]);
    expect(matchRoutesOnce(routes, '/deals/7')).not.toBe(deal);
    const other = [{ path: '/dashboard' }];
    expect(matchRoutesOnce(other, '/deals/7')).toBeNull();
    expect(matchRoutesOnce(routes, '/deals/7')?.at(-1)?.params).toEqual({ id: '7' });
  });
});
