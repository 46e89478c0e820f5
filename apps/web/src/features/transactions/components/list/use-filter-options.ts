import { useMemo } from 'react';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import { useTransactionFacets } from '../../api/list-api';
import { personName } from '../../model/format';

export interface Option {
  value: string;
  label: string;
  /** How many deals the choice has, when known. */
  count?: number;
}

/**
 * Agent and team choices for the filters, from /api/transactions/facets: "Me" first, then every
 * agent and team of the deals in the caller's scope with their deal counts (sorted by the server).
 * Until the facets arrive (or if they fail) the choices are "Me" and the caller's own teams.
 */
export function useFilterOptions(me: MeDto) {
  const facets = useTransactionFacets();
  return useMemo(() => {
    const mine = facets.data?.agents.find((a) => a.agent.id === me.user.id);
    const meOption: Option = { value: 'me', label: 'Me', ...(mine && { count: mine.count }) };
    if (!facets.data)
      return {
        agents: [meOption],
        teams: (me.primaryAffiliation?.teams ?? []).map((t) => ({ value: t.id, label: t.name })),
      };
    return {
      agents: [
        meOption,
        ...facets.data.agents
          .filter((a) => a.agent.id !== me.user.id)
          .map((a) => ({ value: a.agent.id, label: personName(a.agent, 'Unnamed agent'), count: a.count })),
      ],
      teams: facets.data.teams.map((t) => ({ value: t.id, label: t.name, count: t.count })),
    };
  }, [facets.data, me]);
}
