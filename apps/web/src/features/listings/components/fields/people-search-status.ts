/** The combobox status line of a people search: failed, searching, or nobody found. */
export const peopleSearchStatus = (q: { isError: boolean; isPending: boolean; data?: unknown[] }) =>
  q.isError
    ? 'The search failed; type again to retry'
    : q.isPending
      ? 'Searching…'
      : q.data?.length === 0
        ? 'Nobody matches'
        : null;
