import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListState, serializeListState, type ListState } from '../../model/list-state';

/** The list state, read from and written to the URL query string. */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);

  /** Discrete changes (a filter, the sort) add a history entry; typing in search replaces it. */
  const update = useCallback(
    (patch: Partial<ListState>, options: { replace?: boolean } = {}) =>
      setParams((current) => serializeListState({ ...parseListState(current), ...patch }), {
        replace: options.replace ?? false,
      }),
    [setParams],
  );

  /** Applies a whole query string (a saved view). */
  const applyQuery = useCallback(
    (query: string) => setParams(serializeListState(parseListState(new URLSearchParams(query)))),
    [setParams],
  );

  return { state, update, applyQuery };
}
