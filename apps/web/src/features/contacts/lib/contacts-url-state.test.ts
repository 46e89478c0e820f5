import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  DEFAULT_URL_STATE,
  readContactsUrl,
  toApiParams,
  toExportBody,
  toggleValue,
  updateContactsUrl,
  writeContactsUrl,
} from './contacts-url-state';

const read = (search: string) => readContactsUrl(new URLSearchParams(search));

describe('contacts URL state', () => {
  it('reads a plain URL as the defaults', () => {
    expect(read('')).toEqual(DEFAULT_URL_STATE);
    expect(writeContactsUrl(DEFAULT_URL_STATE).toString()).toBe('');
  });

  it('reads repeated keys and comma lists, dropping unknown types, stages and sorts', () => {
    const state = read(
      'stage=new,active&stage=bogus&type=buyer&type=alien&tag=vip&tag=vip&sort=-nope&view=x',
    );
    expect(state.stage).toEqual(['new', 'active']);
    expect(state.type).toEqual(['buyer']);
    expect(state.tag).toEqual(['vip']);
    expect(state.sort).toBe('name');
    expect(state.view).toBe('list');
  });

  it('round-trips every filter through the URL', () => {
    const state = {
      ...DEFAULT_URL_STATE,
      view: 'board' as const,
      q: 'ada',
      type: ['buyer' as const, 'seller' as const],
      stage: ['under_contract' as const],
      tag: ['first-time buyer', 'a,b'],
      owner: ['me', 'unassigned'],
      source: ['open_house'],
      attention: true,
      sort: '-created_at' as const,
    };
    const url = writeContactsUrl(state);
    expect(url.get('attention')).toBe('1');
    expect(url.getAll('tag')).toEqual(['first-time buyer', 'a,b']);
    // A comma inside one value is split on the way back (the server reads commas the same way).
    expect(readContactsUrl(url)).toEqual({ ...state, tag: ['first-time buyer', 'a', 'b'] });
  });

  it('updates one part and keeps the rest', () => {
    const next = updateContactsUrl(new URLSearchParams('stage=new&q=kim'), { view: 'board' });
    expect(next.toString()).toBe('view=board&q=kim&stage=new');
  });

  it('toggles values, counts and clears filters but keeps view and sort', () => {
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleValue(['a'], 'c')).toEqual(['a', 'c']);
    const state = read('view=board&sort=-updated_at&stage=new&stage=lost&tag=vip&attention=1&q=x');
    expect(activeFilterCount(state)).toBe(4);
    expect(clearFilters(state)).toEqual({ ...DEFAULT_URL_STATE, view: 'board', sort: '-updated_at' });
  });

  it('builds the API query and the export body from the same filters', () => {
    const state = read('stage=new&stage=lost&owner=me&attention=1&q=%20kim%20&view=board');
    expect(toApiParams(state, { limit: '50' }).toString()).toBe(
      'q=kim&stage=new&stage=lost&owner=me&needs_attention=true&limit=50',
    );
    expect(toExportBody(state)).toEqual({
      q: 'kim',
      stage: ['new', 'lost'],
      owner: ['me'],
      needs_attention: 'true',
      sort: 'name',
    });
    expect(toExportBody(state, ['id-1'])).toEqual({ ids: ['id-1'], sort: 'name' });
  });
});
