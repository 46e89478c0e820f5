import { useEffect, useMemo, useState } from 'react';
import type { TransactionSummaryDto } from '@threshold/domain/transactions/listTransactions.contract';
import type { MeDto } from '@threshold/domain/me/getMe.contract';
import { personName } from '../../model/format';

export interface Option {
  value: string;
  label: string;
}

type Seen = { agents: Record<string, string>; teams: Record<string, string> };

function merge(prev: Seen, rows: readonly TransactionSummaryDto[], meId: string): Seen {
  let changed = false;
  const agents = { ...prev.agents };
  const teams = { ...prev.teams };
  for (const row of rows) {
    if (row.owner.id !== meId && !agents[row.owner.id]) {
      agents[row.owner.id] = personName(row.owner, 'Unnamed agent');
      changed = true;
    }
    if (row.team && !teams[row.team.id]) {
      teams[row.team.id] = row.team.name;
      changed = true;
    }
  }
  return changed ? { agents, teams } : prev;
}

const sorted = (record: Record<string, string>): Option[] =>
  Object.entries(record)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

/**
 * Agent and team choices for the filters. The API has no directory of the agents and teams in scope
 * yet, so the choices are "Me", the caller's own teams, and every owner and team met in loaded rows
 * (remembered while the page is open). docs/decisions/0040.
 */
export function useFilterOptions(rows: readonly TransactionSummaryDto[], me: MeDto) {
  const [seen, setSeen] = useState<Seen>(() => ({
    agents: {},
    teams: Object.fromEntries((me.primaryAffiliation?.teams ?? []).map((t) => [t.id, t.name])),
  }));
  useEffect(() => setSeen((prev) => merge(prev, rows, me.user.id)), [rows, me.user.id]);
  return useMemo(
    () => ({ agents: [{ value: 'me', label: 'Me' }, ...sorted(seen.agents)], teams: sorted(seen.teams) }),
    [seen],
  );
}
