/**
 * The /transactions list state lives in the URL query string, so a filtered view can be reloaded,
 * shared and saved. Parsing is forgiving (unknown values are dropped, never an error screen);
 * serializing is canonical (fixed key order, defaults omitted) so equal views give equal strings.
 */
import {
  TRANSACTION_SIDES,
  TRANSACTION_TYPES,
  type TransactionSide,
  type TransactionType,
} from '@threshold/domain/transactions/transaction-enums';
import {
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@threshold/domain/transactions/transaction-status';
import {
  TRANSACTION_SORTS,
  type TransactionSort,
} from '@threshold/domain/transactions/list-transactions.contract';

export type ListView = 'table' | 'board';

export interface ListState {
  q: string;
  status: TransactionStatus[];
  type: TransactionType[];
  side: TransactionSide[];
  /** User ids or "me" (the owning agent). */
  agent: string[];
  team: string[];
  closingFrom: string;
  closingTo: string;
  sort: TransactionSort;
  view: ListView;
}

export const DEFAULT_SORT: TransactionSort = '-updated_at';

export const EMPTY_LIST_STATE: ListState = {
  q: '',
  status: [],
  type: [],
  side: [],
  agent: [],
  team: [],
  closingFrom: '',
  closingTo: '',
  sort: DEFAULT_SORT,
  view: 'table',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function list(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

function oneOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  // Kept in the vocabulary's order, so the same selection always serializes the same way.
  return allowed.filter((value) => values.includes(value));
}

export function parseListState(params: URLSearchParams): ListState {
  const sort = params.get('sort') ?? '';
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: oneOf(TRANSACTION_STATUSES, list(params, 'status')),
    type: oneOf(TRANSACTION_TYPES, list(params, 'type')),
    side: oneOf(TRANSACTION_SIDES, list(params, 'side')),
    agent: list(params, 'agent')
      .filter((v) => ID.test(v))
      .slice(0, 50),
    team: list(params, 'team')
      .filter((v) => ID.test(v))
      .slice(0, 20),
    closingFrom: date('closing_from'),
    closingTo: date('closing_to'),
    sort: (TRANSACTION_SORTS as readonly string[]).includes(sort) ? (sort as TransactionSort) : DEFAULT_SORT,
    view: params.get('view') === 'board' ? 'board' : 'table',
  };
}

export function serializeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  const lists: [string, string[]][] = [
    ['status', state.status],
    ['type', state.type],
    ['side', state.side],
    ['agent', state.agent],
    ['team', state.team],
  ];
  for (const [key, values] of lists) if (values.length > 0) params.set(key, values.join(','));
  if (state.closingFrom) params.set('closing_from', state.closingFrom);
  if (state.closingTo) params.set('closing_to', state.closingTo);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.view !== 'table') params.set('view', state.view);
  return params;
}

/** The canonical query string of a state ("" for the default view), e.g. for saved views. */
export function listStateQuery(state: ListState): string {
  return serializeListState(state).toString();
}

export function closingRangeError(state: Pick<ListState, 'closingFrom' | 'closingTo'>): string | null {
  if (state.closingFrom && state.closingTo && state.closingFrom > state.closingTo)
    return 'The end date is before the start date.';
  return null;
}

export type ApiQuery = Record<string, string | undefined>;

/** Query parameters for /api/transactions, /export and /counts (no status for counts). */
export function toApiQuery(
  state: ListState,
  options: { withStatus?: boolean; withSort?: boolean } = {},
): ApiQuery {
  const { withStatus = true, withSort = true } = options;
  const join = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);
  // An inverted range would be refused by the server; the filter panel shows the problem instead.
  const rangeOk = closingRangeError(state) === null;
  return {
    q: state.q.trim() || undefined,
    status: withStatus ? join(state.status) : undefined,
    type: join(state.type),
    side: join(state.side),
    agent: join(state.agent),
    team: join(state.team),
    closing_from: state.closingFrom || undefined,
    closing_to: rangeOk ? state.closingTo || undefined : undefined,
    sort: withSort ? state.sort : undefined,
  };
}

/** How many filters (not search, sort or view) are set — for the "Clear filters" affordance. */
export function activeFilterCount(state: ListState): number {
  return (
    [state.status, state.type, state.side, state.agent, state.team].filter((v) => v.length > 0).length +
    (state.closingFrom || state.closingTo ? 1 : 0)
  );
}

export function clearFilters(state: ListState): ListState {
  return { ...EMPTY_LIST_STATE, q: state.q, sort: state.sort, view: state.view };
}
