/** What a section needs of its query (one TanStack query, or several combined). */
export interface SectionQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}
