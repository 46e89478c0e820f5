import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

const PAGE_SIZE = 25;

/**
 * Keyset pages of a filtered list, 25 rows a page: `params` is the API query of the URL state. Rows
 * of the previous filters stay on screen until the new ones arrive.
 */
export function useFilteredPages<P extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  params: URLSearchParams,
  schema: z.ZodType<P>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams(params);
      page.set('limit', String(PAGE_SIZE));
      if (pageParam) page.set('cursor', pageParam);
      return api.get(`${path}?${page.toString()}`, { schema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
