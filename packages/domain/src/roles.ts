/**
 * Roles — product spec §6 as data.
 *
 * 35 organization roles (ranked, grouped, with capabilities and default access scopes) and
 * 3 platform roles. Pure data and pure functions; no I/O.
 */

/** All organization role keys, in the order the spec lists them. */
export const ROLE_KEYS = [
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
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export const PLATFORM_ROLE_KEYS = ['system_admin', 'platform_moderator', 'support_agent'] as const;
export type PlatformRoleKey = (typeof PLATFORM_ROLE_KEYS)[number];

export const ACCESS_SCOPES = ['all', 'organization', 'team', 'own', 'assigned'] as const;
export type AccessScope = (typeof ACCESS_SCOPES)[number];

export const ROLE_GROUPS = ['system', 'management', 'agent', 'support', 'client', 'external'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

export const ACCESS_LEVELS = ['admin', 'advanced', 'standard', 'basic'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface RoleCapabilities {
  needsSupervisorApproval: boolean;
  canCreateTransactions: boolean;
  canInviteClients: boolean;
  canManageTeam: boolean;
  canManageOrganization: boolean;
  canViewAnalytics: boolean;
  canApproveDocuments: boolean;
  hasBillingAccess: boolean;
  delegatedSigningAuthority: boolean;
  transactionAccessScope: AccessScope;
  documentAccessScope: AccessScope;
}

/** The boolean members of RoleCapabilities. */
export type CapabilityFlag = Exclude<
  keyof RoleCapabilities,
  'transactionAccessScope' | 'documentAccessScope'
>;

export const CAPABILITY_FLAGS = [
  'needsSupervisorApproval',
  'canCreateTransactions',
  'canInviteClients',
  'canManageTeam',
  'canManageOrganization',
  'canViewAnalytics',
  'canApproveDocuments',
  'hasBillingAccess',
  'delegatedSigningAuthority',
] as const satisfies readonly CapabilityFlag[];

export interface RoleDefinition {
  key: RoleKey;
  /** Human-readable name, e.g. 'Managing Broker'. */
  name: string;
  rank: number;
  group: RoleGroup;
  accessLevel: AccessLevel;
  capabilities: RoleCapabilities;
}

export interface PlatformRoleDefinition {
  key: PlatformRoleKey;
  name: string;
  rank: number;
  description: string;
}

/** Rank 90+ admin, 70+ advanced, 40+ standard, else basic (spec §6). */
export function accessLevelForRank(rank: number): AccessLevel {
  if (rank >= 90) return 'admin';
  if (rank >= 70) return 'advanced';
  if (rank >= 40) return 'standard';
  return 'basic';
}

// ---------------------------------------------------------------------------------------------
// The role table
// ---------------------------------------------------------------------------------------------

// Short column names for the table below.
const SUP = 'needsSupervisorApproval';
const CREATE = 'canCreateTransactions';
const INVITE = 'canInviteClients';
const TEAM = 'canManageTeam';
const ORG = 'canManageOrganization';
const ANALYTICS = 'canViewAnalytics';
const APPROVE = 'canApproveDocuments';
const BILLING = 'hasBillingAccess';
const SIGN = 'delegatedSigningAuthority';

/**
 * "Everything" in the spec means every ability. needsSupervisorApproval is a restriction, not an
 * ability, so it is not part of "everything".
 */
const EVERYTHING = [CREATE, INVITE, TEAM, ORG, ANALYTICS, APPROVE, BILLING, SIGN] as const;

type RoleRow = readonly [
  name: string,
  rank: number,
  group: RoleGroup,
  abilities: readonly CapabilityFlag[],
  scope: AccessScope,
];

/**
 * Spec §6, one row per role. The scope column is the default transactionAccessScope; the
 * documentAccessScope is the same (the spec gives one scope per role).
 *
 * Groups: the spec names system, management (managing_broker, brokerage_admin, team_leader),
 * agent (realtor, broker, leasing_agent), support (transaction_coordinator, assistant) and client
 * (buyer, seller, investor, landlord, renter); everything else is external. unlicensed_assistant
 * and admin_assistant are not named by the spec; they are assistants in all but name (supervised,
 * assigned scope), so they are placed in support as well.
 */
// prettier-ignore
const ROLE_TABLE = {
  //                          name                         rank  group         abilities                                               scope
  system_admin:             ['System Admin',                100, 'system',     EVERYTHING,                                             'all'],
  managing_broker:          ['Managing Broker',              90, 'management', EVERYTHING,                                             'organization'],
  brokerage_admin:          ['Brokerage Admin',              85, 'management', [CREATE, INVITE, ORG, ANALYTICS, BILLING],              'organization'],
  broker:                   ['Broker',                       80, 'agent',      [CREATE, INVITE, ANALYTICS, APPROVE, SIGN],             'organization'],
  team_leader:              ['Team Leader',                  75, 'management', [CREATE, INVITE, TEAM, ANALYTICS, APPROVE, SIGN],       'team'],
  realtor:                  ['Realtor',                      70, 'agent',      [CREATE, INVITE],                                       'own'],
  leasing_agent:            ['Leasing Agent',                65, 'agent',      [CREATE, INVITE],                                       'own'],
  transaction_coordinator:  ['Transaction Coordinator',      60, 'support',    [SUP, INVITE],                                          'assigned'],
  unlicensed_assistant:     ['Unlicensed Assistant',         55, 'support',    [SUP],                                                  'assigned'],
  admin_assistant:          ['Admin Assistant',              52, 'support',    [SUP],                                                  'assigned'],
  assistant:                ['Assistant',                    50, 'support',    [SUP],                                                  'assigned'],
  attorney:                 ['Attorney',                     45, 'external',   [APPROVE, SIGN],                                        'assigned'],
  associate_attorney:       ['Associate Attorney',           42, 'external',   [SUP],                                                  'assigned'],
  paralegal:                ['Paralegal',                    40, 'external',   [SUP],                                                  'assigned'],
  legal_assistant:          ['Legal Assistant',              38, 'external',   [SUP],                                                  'assigned'],
  loan_officer:             ['Loan Officer',                 39, 'external',   [INVITE],                                               'assigned'],
  mortgage_lender:          ['Mortgage Lender',              37, 'external',   [INVITE],                                               'assigned'],
  mortgage_loan_originator: ['Mortgage Loan Originator',     36, 'external',   [INVITE],                                               'assigned'],
  mortgage_underwriter:     ['Mortgage Underwriter',         35, 'external',   [APPROVE],                                              'assigned'],
  loan_processor:           ['Loan Processor',               33, 'external',   [SUP],                                                  'assigned'],
  escrow_officer:           ['Escrow Officer',               36, 'external',   [APPROVE, SIGN],                                        'assigned'],
  title_agent:              ['Title Agent',                  34, 'external',   [],                                                     'assigned'],
  title_examiner:           ['Title Examiner',               32, 'external',   [],                                                     'assigned'],
  appraiser:                ['Appraiser',                    30, 'external',   [],                                                     'assigned'],
  property_management:      ['Property Management',          29, 'external',   [CREATE, INVITE, ANALYTICS, APPROVE],                   'own'],
  home_inspector:           ['Home Inspector',               28, 'external',   [],                                                     'assigned'],
  home_maintenance:         ['Home Maintenance',             26, 'external',   [],                                                     'assigned'],
  home_improvement:         ['Home Improvement',             25, 'external',   [],                                                     'assigned'],
  inspector:                ['Inspector',                    28, 'external',   [],                                                     'assigned'],
  buyer:                    ['Buyer',                        20, 'client',     [],                                                     'own'],
  seller:                   ['Seller',                       20, 'client',     [],                                                     'own'],
  investor:                 ['Investor',                     20, 'client',     [CREATE, INVITE, ANALYTICS],                            'own'],
  landlord:                 ['Landlord',                     20, 'client',     [CREATE, INVITE, ANALYTICS, APPROVE],                   'own'],
  renter:                   ['Renter',                       20, 'client',     [],                                                     'own'],
  unassigned:               ['Unassigned',                   10, 'external',   [SUP],                                                  'own'],
} as const satisfies Record<RoleKey, RoleRow>;

function toDefinition(key: RoleKey, row: RoleRow): RoleDefinition {
  const [name, rank, group, abilities, scope] = row;
  const has = (flag: CapabilityFlag): boolean => abilities.includes(flag);
  const capabilities: RoleCapabilities = {
    needsSupervisorApproval: has(SUP),
    canCreateTransactions: has(CREATE),
    canInviteClients: has(INVITE),
    canManageTeam: has(TEAM),
    canManageOrganization: has(ORG),
    canViewAnalytics: has(ANALYTICS),
    canApproveDocuments: has(APPROVE),
    hasBillingAccess: has(BILLING),
    delegatedSigningAuthority: has(SIGN),
    transactionAccessScope: scope,
    documentAccessScope: scope,
  };
  return Object.freeze({
    key,
    name,
    rank,
    group,
    accessLevel: accessLevelForRank(rank),
    capabilities: Object.freeze(capabilities),
  });
}

function buildRoles(): Readonly<Record<RoleKey, RoleDefinition>> {
  const entries = ROLE_KEYS.map((key) => [key, toDefinition(key, ROLE_TABLE[key])] as const);
  return Object.freeze(Object.fromEntries(entries) as Record<RoleKey, RoleDefinition>);
}

export const ROLES: Readonly<Record<RoleKey, RoleDefinition>> = buildRoles();

/**
 * Platform-level roles. Their ranks live on their own ladder (they are not compared with
 * organization ranks by meetsMinimumRole): system_admin 100 as in the spec; platform_moderator 80
 * and support_agent 60 are our choice (see docs/decisions/0002-permission-registry.md).
 */
export const PLATFORM_ROLES: Readonly<Record<PlatformRoleKey, PlatformRoleDefinition>> = Object.freeze({
  system_admin: {
    key: 'system_admin',
    name: 'System Admin',
    rank: 100,
    description: 'Operates the whole platform; passes every role and permission check.',
  },
  platform_moderator: {
    key: 'platform_moderator',
    name: 'Platform Moderator',
    rank: 80,
    description: 'Reviews reported content and accounts across organizations.',
  },
  support_agent: {
    key: 'support_agent',
    name: 'Support Agent',
    rank: 60,
    description: 'Helps users with their accounts; read-mostly access for troubleshooting.',
  },
});

/** The effective role when a user has no primary active organization membership. */
export const DEFAULT_ROLE_KEY: RoleKey = 'renter';

export const CLIENT_ROLE_KEYS: readonly RoleKey[] = Object.freeze([
  'buyer',
  'seller',
  'landlord',
  'renter',
  'investor',
]);

export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && (ROLE_KEYS as readonly string[]).includes(value);
}

export function isAccessScope(value: unknown): value is AccessScope {
  return typeof value === 'string' && (ACCESS_SCOPES as readonly string[]).includes(value);
}

export function getRole(key: RoleKey): RoleDefinition {
  return ROLES[key];
}

/**
 * Role-or-higher test. A system admin (by role membership or a server check) always passes;
 * otherwise the actual role's rank must be at least the required role's rank.
 */
export function meetsMinimumRole(actual: RoleKey, required: RoleKey, isSystemAdmin: boolean): boolean {
  if (isSystemAdmin || actual === 'system_admin') return true;
  return ROLES[actual].rank >= ROLES[required].rank;
}

export interface RoleScopeOverrides {
  transactionAccessScope?: AccessScope;
  documentAccessScope?: AccessScope;
}

export interface EffectiveScopes {
  transactionAccessScope: AccessScope;
  documentAccessScope: AccessScope;
}

/**
 * The access scopes that apply to a user: the role's defaults (as the organization has them, ADR
 * 0174), overridden by user_profiles.role_details where it names a valid scope.
 */
export function effectiveScopes(
  role: RoleKey,
  roleDetails: RoleScopeOverrides | null | undefined,
  defaults: EffectiveScopes = ROLES[role].capabilities,
): EffectiveScopes {
  const tx = roleDetails?.transactionAccessScope;
  const doc = roleDetails?.documentAccessScope;
  return {
    transactionAccessScope: isAccessScope(tx) ? tx : defaults.transactionAccessScope,
    documentAccessScope: isAccessScope(doc) ? doc : defaults.documentAccessScope,
  };
}
