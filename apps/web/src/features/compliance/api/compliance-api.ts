import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ComplianceList } from '../model/compliance-list';

/** How many rows each section shows; its total counts them all. */
const SECTION_LIMIT = 25;

/** One exception list; the summary and its section share the query, so it loads once. */
export function useComplianceList<T>(list: ComplianceList<T>) {
  return useQuery({
    queryKey: ['compliance', list.key, SECTION_LIMIT],
    queryFn: ({ signal }) =>
      api.get(list.path, { query: { limit: SECTION_LIMIT }, schema: list.schema, signal }),
  });
}
