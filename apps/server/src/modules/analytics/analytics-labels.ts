import type { ProductionGroup } from '@threshold/domain/analytics/production-report.contract';
import type { Db } from '../../platform/db/client';
import { findAgentNames, findTeamNames } from './analytics.repository';

const TYPE_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  lease: 'Lease',
  referral: 'Referral',
};

/** Readable names for the groups of a report (agent and team names are looked up for the few groups). */
export async function labelGroups(
  db: Db,
  group: ProductionGroup,
  keys: (string | null)[],
): Promise<(key: string | null) => string> {
  const ids = keys.filter((k): k is string => k !== null);
  if (group === 'agent') {
    const names = new Map(
      (await findAgentNames(db, ids)).map((p) => [p.id, [p.firstName, p.lastName].filter(Boolean).join(' ')]),
    );
    return (key) => (key && names.get(key)) || 'Unknown agent';
  }
  if (group === 'team') {
    const names = new Map((await findTeamNames(db, ids)).map((team) => [team.id, team.name]));
    return (key) => (key ? (names.get(key) ?? 'Unknown team') : 'No team');
  }
  if (group === 'type') return (key) => (key ? (TYPE_LABELS[key] ?? key) : '');
  return (key) => key ?? 'No closing date';
}
