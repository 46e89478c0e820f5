import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readContactsUrl, updateContactsUrl, type ContactsUrlState } from './contacts-url-state';

/** The /contacts URL as state; `replace` for typing in the search box (no history entry per key). */
export function useContactsUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readContactsUrl(params), [params]);
  const update = useCallback(
    (patch: Partial<ContactsUrlState>, options: { replace?: boolean } = {}) =>
      setParams((current) => updateContactsUrl(current, patch), { replace: options.replace ?? false }),
    [setParams],
  );
  return [state, update] as const;
}
