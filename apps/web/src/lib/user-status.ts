import { useQuery } from '@tanstack/react-query';
import type { UserStatus, UserStatusDto } from '@threshold/domain/messaging/user-status.contract';
import { api } from './api-client';

/** Refreshed this often (and when the window regains focus): statuses are not pushed. */
const REFRESH_MS = 30_000;

/** People's status (online / away / offline, ADR 0170); people the caller may not see are missing. */
export function useUserStatuses(userIds: string[]): Record<string, UserStatus> {
  const ids = [...new Set(userIds)].sort();
  const query = useQuery({
    queryKey: ['people-status', ids],
    enabled: ids.length > 0,
    refetchInterval: REFRESH_MS,
    queryFn: ({ signal }) =>
      api.get<UserStatusDto>('/api/people/status', { signal, query: { user_ids: ids.join(',') } }),
  });
  return query.data?.statuses ?? {};
}
