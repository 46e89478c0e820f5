import type { OrganizationSeed } from '../../apps/server/seed/organizations';

/**
 * The benches' brokerage number `i` (`bench<i>.test` accounts): two teams, one account per persona
 * role, and the coordinator supervised by the broker.
 */
export const benchOrganization = (i: number): OrganizationSeed => ({
  name: `Bench Realty ${i}`,
  slug: `bench-realty-${i}`,
  emailDomain: `bench${i}.test`,
  teams: [
    { name: 'North', description: '' },
    { name: 'South', description: '' },
  ],
  members: [
    { role: 'managing_broker', firstName: 'Mona', lastName: `Broker${i}` },
    { role: 'broker', firstName: 'Bo', lastName: `Reyes${i}`, team: 'South' },
    { role: 'team_leader', firstName: 'Tia', lastName: `Lead${i}`, team: 'North' },
    { role: 'realtor', firstName: 'Rae', lastName: `Chen${i}`, team: 'North' },
    { role: 'leasing_agent', firstName: 'Lu', lastName: `Alvarez${i}`, team: 'South' },
    { role: 'transaction_coordinator', firstName: 'Tay', lastName: `Brooks${i}`, team: 'North' },
    { role: 'buyer', firstName: 'Bianca', lastName: `Summers${i}` },
  ],
  supervision: [['transaction_coordinator', 'broker', 'broker_supervision']],
});

/** The value at fraction `p` (0–1) of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
