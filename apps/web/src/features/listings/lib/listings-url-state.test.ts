import { describe, expect, it } from 'vitest';
import { readListingsUrl, toListingsApiParams, writeListingsUrl } from './listings-url-state';

describe('listings URL state', () => {
  it('round-trips through the URL and drops unknown statuses and sorts', () => {
    const state = readListingsUrl(
      new URLSearchParams('q=gull&status=Active,Bogus,Hold&agent=me&min=100000&sort=nope'),
    );
    expect(state).toEqual({
      q: 'gull',
      status: ['Active', 'Hold'],
      mine: true,
      minPrice: '100000',
      maxPrice: '',
      sort: '-updated_at',
    });
    expect(readListingsUrl(writeListingsUrl(state))).toEqual(state);
  });

  it('sends prices to the API in cents and ignores ones that are not whole dollars', () => {
    const params = toListingsApiParams(
      readListingsUrl(new URLSearchParams('min=250000&max=abc&sort=list_price')),
    );
    expect(params.get('min_price')).toBe('25000000');
    expect(params.has('max_price')).toBe(false);
    expect(params.get('sort')).toBe('list_price');
  });
});
