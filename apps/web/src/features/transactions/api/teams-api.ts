import { useQuery } from '@tanstack/react-query';
import { TeamList } from '@threshold/domain/organizations/list-teams.contract';
import { api } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

/** The teams of the caller's organization (staff only), for putting a deal in a team. */
export function useOrganizationTeams() {
  return useQuery({
    queryKey: transactionKeys.organizationTeams(),
    queryFn: ({ signal }) => api.get('/api/organization/teams', { schema: TeamList, signal }),
    staleTime: 5 * 60_000,
  });
}
