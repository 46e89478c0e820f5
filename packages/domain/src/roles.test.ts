import { describe, it, expect } from 'vitest';
import {
  ACCESS_LEVELS,
  ACCESS_SCOPES,
  CLIENT_ROLE_KEYS,
  DEFAULT_ROLE_KEY,
  PLATFORM_ROLE_KEYS,
  PLATFORM_ROLES,
  ROLE_GROUPS,
  ROLE_KEYS,
  ROLES,
  accessLevelForRank,
  effectiveScopes,
  getRole,
  isRoleKey,
  meetsMinimumRole,
} from './roles';

/**
 * Spec §6 typed out independently of roles.ts. Columns:
 * sup = needsSupervisorApproval, cre = canCreateTransactions, inv = canInviteClients,
 * team = canManageTeam, org = canManageOrganization, ana = canViewAnalytics,
 * apr = canApproveDocuments, bill = hasBillingAccess, sign = delegatedSigningAuthority.
 */
type SpecRow = readonly [
  key: string,
  rank: number,
  group: string,
  scope: string,
  sup: 0 | 1,
  cre: 0 | 1,
  inv: 0 | 1,
  team: 0 | 1,
  org: 0 | 1,
  ana: 0 | 1,
  apr: 0 | 1,
  bill: 0 | 1,
  sign: 0 | 1,
];

// prettier-ignore
const SPEC: readonly SpecRow[] = [
  // key                        rank group         scope           sup cre inv team org ana apr bill sign
  ['system_admin',              100, 'system',     'all',           0,  1,  1,  1,   1,  1,  1,  1,   1],
  ['managing_broker',            90, 'management', 'organization',  0,  1,  1,  1,   1,  1,  1,  1,   1],
  ['brokerage_admin',            85, 'management', 'organization',  0,  1,  1,  0,   1,  1,  0,  1,   0],
  ['broker',                     80, 'agent',      'organization',  0,  1,  1,  0,   0,  1,  1,  0,   1],
  ['team_leader',                75, 'management', 'team',          0,  1,  1,  1,   0,  1,  1,  0,   1],
  ['realtor',                    70, 'agent',      'own',           0,  1,  1,  0,   0,  0,  0,  0,   0],
  ['leasing_agent',              65, 'agent',      'own',           0,  1,  1,  0,   0,  0,  0,  0,   0],
  ['transaction_coordinator',    60, 'support',    'assigned',      1,  0,  1,  0,   0,  0,  0,  0,   0],
  ['unlicensed_assistant',       55, 'support',    'assigned',      1,  0,  0,  0,   0,  0,  0,  0,   0],
  ['admin_assistant',            52, 'support',    'assigned',      1,  0,  0,  0,   0,  0,  0,  0,   0],
  ['assistant',                  50, 'support',    'assigned',      1,  0,  0,  0,   0,  0,  0,  0,   0],
  ['attorney',                   45, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  1,  0,   1],
  ['associate_attorney',         42, 'external',   'assigned',      1,  0,  0,  0,   0,  0,  0,  0,   0],
  ['paralegal',                  40, 'external',   'assigned',      1,  0,  0,  0,   0,  0,  0,  0,   0],
  ['legal_assistant',            38, 'external',   'assigned',      1,  0,  0,  0,   0,  0,  0,  0,   0],
  ['loan_officer',               39, 'external',   'assigned',      0,  0,  1,  0,   0,  0,  0,  0,   0],
  ['mortgage_lender',            37, 'external',   'assigned',      0,  0,  1,  0,   0,  0,  0,  0,   0],
  ['mortgage_loan_originator',   36, 'external',   'assigned',      0,  0,  1,  0,   0,  0,  0,  0,   0],
  ['mortgage_underwriter',       35, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  1,  0,   0],
  ['loan_processor',             33, 'external',   'assigned',      1,  0,  0,  0,   0,  0,  0,  0,   0],
  ['escrow_officer',             36, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  1,  0,   1],
  ['title_agent',                34, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['title_examiner',             32, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['appraiser',                  30, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['property_management',        29, 'external',   'own',           0,  1,  1,  0,   0,  1,  1,  0,   0],
  ['home_inspector',             28, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['home_maintenance',           26, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['home_improvement',           25, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['inspector',                  28, 'external',   'assigned',      0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['buyer',                      20, 'client',     'own',           0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['seller',                     20, 'client',     'own',           0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['investor',                   20, 'client',     'own',           0,  1,  1,  0,   0,  1,  0,  0,   0],
  ['landlord',                   20, 'client',     'own',           0,  1,  1,  0,   0,  1,  1,  0,   0],
  ['renter',                     20, 'client',     'own',           0,  0,  0,  0,   0,  0,  0,  0,   0],
  ['unassigned',                 10, 'external',   'own',           1,  0,  0,  0,   0,  0,  0,  0,   0],
];

const SPEC_ORDER = [
  'system_admin',
  'managing_broker',
  'brokerage_admin',
  'broker',
  'team_leader',
  'realtor',
  'leasing_agent',
  'transaction_coordinator',
  'unlicensed_assistant',
  'admin_assistant',
  'assistant',
  'attorney',
  'associate_attorney',
  'paralegal',
  'legal_assistant',
  'loan_officer',
  'mortgage_lender',
  'mortgage_loan_originator',
  'mortgage_underwriter',
  'loan_processor',
  'escrow_officer',
  'title_agent',
  'title_examiner',
  'appraiser',
  'property_management',
  'home_inspector',
  'home_maintenance',
  'home_improvement',
  'inspector',
  'buyer',
  'seller',
  'investor',
  'landlord',
  'renter',
  'unassigned',
];

function expectedLevel(rank: number): string {
  // Typed independently from accessLevelForRank on purpose.
  return rank >= 90 ? 'admin' : rank >= 70 ? 'advanced' : rank >= 40 ? 'standard' : 'basic';
}

describe('role keys', () => {
  it('lists the 35 organization roles in spec order', () => {
    expect(ROLE_KEYS).toHaveLength(35);
    expect([...ROLE_KEYS]).toEqual(SPEC_ORDER);
  });

  it('has one spec row per role and one role per spec row', () => {
    expect(SPEC.map((row) => row[0]).sort()).toEqual([...ROLE_KEYS].sort());
    expect(Object.keys(ROLES).sort()).toEqual([...ROLE_KEYS].sort());
  });

  it('lists scopes, groups, levels and platform roles', () => {
    expect([...ACCESS_SCOPES]).toEqual(['all', 'organization', 'team', 'own', 'assigned']);
    expect([...ROLE_GROUPS]).toEqual(['system', 'management', 'agent', 'support', 'client', 'external']);
    expect([...ACCESS_LEVELS]).toEqual(['admin', 'advanced', 'standard', 'basic']);
    expect([...PLATFORM_ROLE_KEYS]).toEqual(['system_admin', 'platform_moderator', 'support_agent']);
  });
});

describe('ROLES matches the spec §6 table', () => {
  for (const [key, rank, group, scope, sup, cre, inv, team, org, ana, apr, bill, sign] of SPEC) {
    it(key, () => {
      expect(isRoleKey(key)).toBe(true);
      if (!isRoleKey(key)) return;
      const role = getRole(key);
      expect(role.key).toBe(key);
      expect(role.rank).toBe(rank);
      expect(role.group).toBe(group);
      expect(role.accessLevel).toBe(expectedLevel(rank));
      expect(role.name.length).toBeGreaterThan(0);
      expect(role.capabilities).toEqual({
        needsSupervisorApproval: sup === 1,
        canCreateTransactions: cre === 1,
        canInviteClients: inv === 1,
        canManageTeam: team === 1,
        canManageOrganization: org === 1,
        canViewAnalytics: ana === 1,
        canApproveDocuments: apr === 1,
        hasBillingAccess: bill === 1,
        delegatedSigningAuthority: sign === 1,
        transactionAccessScope: scope,
        documentAccessScope: scope,
      });
    });
  }

  it('uses human names', () => {
    expect(ROLES.managing_broker.name).toBe('Managing Broker');
    expect(ROLES.transaction_coordinator.name).toBe('Transaction Coordinator');
    expect(ROLES.mortgage_loan_originator.name).toBe('Mortgage Loan Originator');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(ROLES)).toBe(true);
    expect(Object.isFrozen(ROLES.broker)).toBe(true);
    expect(Object.isFrozen(ROLES.broker.capabilities)).toBe(true);
  });
});

describe('platform roles and defaults', () => {
  it('ranks system_admin highest, then moderator, then support agent', () => {
    expect(PLATFORM_ROLES.system_admin.rank).toBe(100);
    expect(PLATFORM_ROLES.platform_moderator.rank).toBe(80);
    expect(PLATFORM_ROLES.support_agent.rank).toBe(60);
    for (const key of PLATFORM_ROLE_KEYS) {
      expect(PLATFORM_ROLES[key].key).toBe(key);
      expect(PLATFORM_ROLES[key].description.length).toBeGreaterThan(0);
    }
  });

  it('defaults to renter and lists the client roles', () => {
    expect(DEFAULT_ROLE_KEY).toBe('renter');
    expect([...CLIENT_ROLE_KEYS].sort()).toEqual(['buyer', 'investor', 'landlord', 'renter', 'seller']);
  });

  it('recognises role keys', () => {
    expect(isRoleKey('broker')).toBe(true);
    expect(isRoleKey('platform_moderator')).toBe(false);
    expect(isRoleKey('Broker')).toBe(false);
    expect(isRoleKey(undefined)).toBe(false);
    expect(isRoleKey(42)).toBe(false);
  });
});

describe('accessLevelForRank', () => {
  it.each([
    [100, 'admin'],
    [90, 'admin'],
    [89, 'advanced'],
    [70, 'advanced'],
    [69, 'standard'],
    [40, 'standard'],
    [39, 'basic'],
    [10, 'basic'],
    [0, 'basic'],
  ])('rank %i is %s', (rank, level) => {
    expect(accessLevelForRank(rank)).toBe(level);
  });
});

describe('meetsMinimumRole', () => {
  it('compares ranks', () => {
    expect(meetsMinimumRole('managing_broker', 'managing_broker', false)).toBe(true);
    expect(meetsMinimumRole('brokerage_admin', 'managing_broker', false)).toBe(false);
    expect(meetsMinimumRole('broker', 'realtor', false)).toBe(true);
    expect(meetsMinimumRole('realtor', 'broker', false)).toBe(false);
    expect(meetsMinimumRole('buyer', 'renter', false)).toBe(true); // equal rank 20
    expect(meetsMinimumRole('unassigned', 'renter', false)).toBe(false);
    expect(meetsMinimumRole('inspector', 'home_inspector', false)).toBe(true); // both 28
  });

  it('lets a system admin pass every test', () => {
    expect(meetsMinimumRole('renter', 'managing_broker', true)).toBe(true);
    expect(meetsMinimumRole('unassigned', 'system_admin', true)).toBe(true);
    expect(meetsMinimumRole('system_admin', 'system_admin', false)).toBe(true);
  });

  it('does not let managing_broker pass a system_admin test', () => {
    expect(meetsMinimumRole('managing_broker', 'system_admin', false)).toBe(false);
  });
});

describe('effectiveScopes', () => {
  it('uses the role defaults without role_details', () => {
    expect(effectiveScopes('broker', null)).toEqual({
      transactionAccessScope: 'organization',
      documentAccessScope: 'organization',
    });
    expect(effectiveScopes('transaction_coordinator', undefined)).toEqual({
      transactionAccessScope: 'assigned',
      documentAccessScope: 'assigned',
    });
    expect(effectiveScopes('realtor', {})).toEqual({
      transactionAccessScope: 'own',
      documentAccessScope: 'own',
    });
  });

  it('lets role_details override each scope independently', () => {
    expect(effectiveScopes('realtor', { transactionAccessScope: 'team' })).toEqual({
      transactionAccessScope: 'team',
      documentAccessScope: 'own',
    });
    expect(effectiveScopes('assistant', { documentAccessScope: 'organization' })).toEqual({
      transactionAccessScope: 'assigned',
      documentAccessScope: 'organization',
    });
    expect(
      effectiveScopes('buyer', { transactionAccessScope: 'assigned', documentAccessScope: 'team' }),
    ).toEqual({ transactionAccessScope: 'assigned', documentAccessScope: 'team' });
  });

  it('ignores an invalid override coming from stored JSON', () => {
    const stored = JSON.parse('{"transactionAccessScope":"everything"}') as {
      transactionAccessScope?: 'all';
    };
    expect(effectiveScopes('realtor', stored).transactionAccessScope).toBe('own');
  });
});
