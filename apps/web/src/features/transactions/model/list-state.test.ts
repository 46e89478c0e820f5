import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  closingRangeError,
  EMPTY_LIST_STATE,
  listStateQuery,
  parseListState,
  serializeListState,
  toApiQuery,
} from './list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('list state in the URL', () => {
  it('reads every filter, the sort and the view from the query string', () => {
    const state = parse(
      'q=Alder&status=under_contract,active&type=sale&side=seller&agent=me,u1&team=t1&closing_from=2026-01-01&closing_to=2026-02-01&sort=-price&view=board',
    );
    expect(state).toEqual({
      q: 'Alder',
      status: ['active', 'under_contract'],
      type: ['sale'],
      side: ['seller'],
      agent: ['me', 'u1'],
      team: ['t1'],
      closingFrom: '2026-01-01',
      closingTo: '2026-02-01',
      sort: '-price',
      view: 'board',
    });
  });

  it('accepts repeated keys as well as comma lists, without duplicates', () => {
    expect(parse('status=active&status=closed,active').status).toEqual(['active', 'closed']);
  });

  it('drops values it does not know instead of failing', () => {
    const state = parse(
      'status=bogus,active&type=castle&sort=sideways&view=grid&closing_from=tomorrow&agent=a%20b',
    );
    expect(state.status).toEqual(['active']);
    expect(state.type).toEqual([]);
    expect(state.sort).toBe('-updated_at');
    expect(state.view).toBe('table');
    expect(state.closingFrom).toBe('');
    expect(state.agent).toEqual([]);
  });

  it('writes a canonical string: defaults omitted, lists in vocabulary order', () => {
    expect(listStateQuery(EMPTY_LIST_STATE)).toBe('');
    const a = listStateQuery(parse('status=closed,active&sort=-updated_at&view=table'));
    const b = listStateQuery(parse('status=active&status=closed'));
    expect(a).toBe('status=active%2Cclosed');
    expect(a).toBe(b);
  });

  it('survives a round trip (what a reload does)', () => {
    const query =
      'q=Bay+view&status=active&type=lease&side=tenant&agent=me&closing_from=2026-03-01&sort=address&view=board';
    const once = parse(query);
    expect(parseListState(serializeListState(once))).toEqual(once);
  });

  it('builds API queries: comma lists, no status for counts, no sort for counts', () => {
    const state = parse('q= Alder &status=active,closed&type=sale&sort=price');
    expect(toApiQuery(state)).toMatchObject({
      q: 'Alder',
      status: 'active,closed',
      type: 'sale',
      sort: 'price',
      side: undefined,
    });
    const counts = toApiQuery(state, { withStatus: false, withSort: false });
    expect(counts.status).toBeUndefined();
    expect(counts.sort).toBeUndefined();
  });

  it('flags an inverted closing range and leaves its end out of the API query', () => {
    const state = parse('closing_from=2026-05-01&closing_to=2026-04-01');
    expect(closingRangeError(state)).toMatch(/before/);
    expect(toApiQuery(state)).toMatchObject({ closing_from: '2026-05-01', closing_to: undefined });
    expect(closingRangeError(parse('closing_from=2026-04-01&closing_to=2026-04-01'))).toBeNull();
  });

  it('counts filters and clears them while keeping search, sort and view', () => {
    const state = parse('q=x&status=active&type=sale&closing_to=2026-01-01&sort=price&view=board');
    expect(activeFilterCount(state)).toBe(3);
    expect(clearFilters(state)).toEqual({ ...EMPTY_LIST_STATE, q: 'x', sort: 'price', view: 'board' });
  });
});
