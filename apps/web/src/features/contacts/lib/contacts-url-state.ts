import {
  CONTACT_STAGES,
  CONTACT_TYPES,
  type ContactStage,
  type ContactType,
} from '@threshold/domain/contacts/contact.contract';
import { CONTACT_SORTS, type ContactSort } from '@threshold/domain/contacts/list-contacts.contract';

export type ContactsView = 'list' | 'board';

/** Everything the /contacts page keeps in its URL: view, search, filters and sort. */
export interface ContactsUrlState {
  view: ContactsView;
  q: string;
  type: ContactType[];
  stage: ContactStage[];
  tag: string[];
  owner: string[];
  source: string[];
  attention: boolean;
  sort: ContactSort;
}

export const DEFAULT_URL_STATE: ContactsUrlState = {
  view: 'list',
  q: '',
  type: [],
  stage: [],
  tag: [],
  owner: [],
  source: [],
  attention: false,
  sort: 'name',
};

export type ListFilterKey = 'type' | 'stage' | 'tag' | 'owner' | 'source';
export const LIST_FILTER_KEYS: readonly ListFilterKey[] = ['type', 'stage', 'tag', 'owner', 'source'];
const MAX_VALUES = { type: 8, stage: 8, tag: 20, owner: 50, source: 20 } as const;

/** Repeated keys (?stage=new&stage=active) and comma lists (?stage=new,active) both read. */
function readList(params: URLSearchParams, key: string, max: number): string[] {
  const values = params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.length <= 100);
  return [...new Set(values)].slice(0, max);
}

function only<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return values.filter((v): v is T => (allowed as readonly string[]).includes(v));
}

export function readContactsUrl(params: URLSearchParams): ContactsUrlState {
  const sort = params.get('sort');
  const attention = params.get('attention');
  return {
    view: params.get('view') === 'board' ? 'board' : 'list',
    q: (params.get('q') ?? '').slice(0, 200),
    type: only(readList(params, 'type', MAX_VALUES.type), CONTACT_TYPES),
    stage: only(readList(params, 'stage', MAX_VALUES.stage), CONTACT_STAGES),
    tag: readList(params, 'tag', MAX_VALUES.tag),
    owner: readList(params, 'owner', MAX_VALUES.owner),
    source: readList(params, 'source', MAX_VALUES.source),
    attention: attention === '1' || attention === 'true',
    sort: (CONTACT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ContactSort) : 'name',
  };
}

/** The URL for a state; defaults are left out so a plain /contacts stays plain. */
export function writeContactsUrl(state: ContactsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'list') params.set('view', state.view);
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of LIST_FILTER_KEYS) for (const value of state[key]) params.append(key, value);
  if (state.attention) params.set('attention', '1');
  if (state.sort !== 'name') params.set('sort', state.sort);
  return params;
}

export function updateContactsUrl(
  params: URLSearchParams,
  patch: Partial<ContactsUrlState>,
): URLSearchParams {
  return writeContactsUrl({ ...readContactsUrl(params), ...patch });
}

/** Adds the value when absent, removes it when present. */
export function toggleValue<T extends string>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

export function activeFilterCount(state: ContactsUrlState): number {
  return LIST_FILTER_KEYS.reduce((n, key) => n + state[key].length, 0) + (state.attention ? 1 : 0);
}

export function clearFilters(state: ContactsUrlState): ContactsUrlState {
  return { ...DEFAULT_URL_STATE, view: state.view, sort: state.sort };
}

/**
 * The API query string of the list filters (GET /api/contacts, /facets): repeated keys, so a
 * tag with a comma in it is not split by the server.
 */
export function toApiParams(state: ContactsUrlState, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of LIST_FILTER_KEYS) for (const value of state[key]) params.append(key, value);
  if (state.attention) params.set('needs_attention', 'true');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

/** The body of POST /api/contacts/export for the same filters (or the chosen ids). */
export function toExportBody(state: ContactsUrlState, ids?: string[]) {
  if (ids && ids.length > 0) return { ids, sort: state.sort };
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...Object.fromEntries(LIST_FILTER_KEYS.filter((k) => state[k].length > 0).map((k) => [k, state[k]])),
    ...(state.attention ? { needs_attention: 'true' } : {}),
    sort: state.sort,
  };
}
