/**
 * Permission registry — `action:resource` strings derived from role capabilities (spec §6,
 * ARCHITECTURE §3–4). The web's route guards (cosmetic) and the server's requirePermission()
 * (the law) both read this one table. Row visibility is a separate concern: once a permission
 * is granted, rows are still scoped by the caller's access scope (see effectiveScopes in ./roles).
 *
 * Why each rule is what it is: docs/decisions/0002-permission-registry.md.
 */
import { ROLES } from './roles';
import type { RoleDefinition, RoleGroup, RoleKey } from './roles';

export const PERMISSIONS = [
  'read:transactions',
  'create:transactions',
  'update:transactions',
  'read:transaction_financials',
  'approve:documents',
  'read:documents',
  'create:documents',
  'read:templates',
  'manage:templates',
  'read:contacts',
  'manage:contacts',
  'read:properties',
  'manage:properties',
  'invite:clients',
  'manage:team',
  'manage:members',
  'manage:organization',
  'read:analytics',
  'manage:billing',
  'sign:delegated',
  'read:calendar',
  'read:messages',
  'manage:roles',
  'manage:system',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface PermissionOptions {
  /** System admin by a server check (platform flag); the system_admin role counts too. */
  isSystemAdmin?: boolean;
}

type RolePredicate = (role: RoleDefinition) => boolean;

// Building blocks for the table.
const everyone: RolePredicate = () => true;
const nobody: RolePredicate = () => false;
const inGroups =
  (...groups: RoleGroup[]): RolePredicate =>
  (role) =>
    groups.includes(role.group);
const isRole =
  (...keys: RoleKey[]): RolePredicate =>
  (role) =>
    keys.includes(role.key);
const anyOf =
  (...predicates: RolePredicate[]): RolePredicate =>
  (role) =>
    predicates.some((p) => p(role));

/** Brokerage-side staff: the people who work deals rather than take part in them. */
const staff = inGroups('system', 'management', 'agent', 'support');
const readsTransactions: RolePredicate = (role) => role.key !== 'unassigned';

/**
 * Permission → which roles hold it. A system admin (role or flag) holds every permission and is
 * handled in permissionsForRole, so `nobody` here means "system admin only".
 */
const PERMISSION_RULES = {
  // Every role sees deals, scoped by transactionAccessScope (clients: their own, read-only).
  'read:transactions': readsTransactions,
  'create:transactions': (r) => r.capabilities.canCreateTransactions,
  // Supervised roles and support staff may draft changes; what they submit waits for approval.
  // Updating requires being able to read, so unassigned (supervised but no read) is excluded.
  'update:transactions': (r) =>
    readsTransactions(r) &&
    (r.capabilities.canCreateTransactions || r.capabilities.needsSupervisorApproval || r.group === 'support'),
  // Commission, splits, fees, net figures (spec §6). Deal owners also see them — a row-level rule.
  'read:transaction_financials': isRole('managing_broker', 'brokerage_admin'),
  'approve:documents': (r) => r.capabilities.canApproveDocuments,
  'read:documents': everyone,
  'create:documents': staff,
  'read:templates': staff,
  'manage:templates': anyOf(
    (r) => r.capabilities.canManageOrganization,
    (r) => r.capabilities.canManageTeam,
    isRole('broker'),
  ),
  // Clients never see the CRM.
  'read:contacts': anyOf(staff, isRole('property_management')),
  'manage:contacts': anyOf(staff, isRole('property_management')),
  // Real Estate and Rentals (listings and properties): same audience as the CRM.
  'read:properties': anyOf(staff, isRole('property_management')),
  // Taking a listing and deciding on its offers (accepting one creates the deal): those of that
  // audience who create deals; support staff read them (docs/decisions/0094-listings-scope-and-statuses.md).
  'manage:properties': (r) =>
    anyOf(staff, isRole('property_management'))(r) && r.capabilities.canCreateTransactions,
  'invite:clients': (r) => r.capabilities.canInviteClients,
  'manage:team': (r) => r.capabilities.canManageTeam,
  // Issue 17 (ADR 0105): /team's members — canManageTeam or canManageOrganization; team leaders are
  // narrowed to their own teams by the service.
  'manage:members': (r) => r.capabilities.canManageTeam || r.capabilities.canManageOrganization,
  'manage:organization': (r) => r.capabilities.canManageOrganization,
  'read:analytics': (r) => r.capabilities.canViewAnalytics,
  'manage:billing': (r) => r.capabilities.hasBillingAccess,
  'sign:delegated': (r) => r.capabilities.delegatedSigningAuthority,
  'read:calendar': everyone,
  'read:messages': everyone,
  // Same bar as the /admin/roles route: managing_broker (rank 90) or higher.
  'manage:roles': (r) => r.rank >= ROLES.managing_broker.rank,
  'manage:system': nobody,
} as const satisfies Record<Permission, RolePredicate>;

const SORTED_PERMISSIONS: readonly Permission[] = Object.freeze([...PERMISSIONS].sort());

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

function isSystemAdmin(role: RoleKey, options: PermissionOptions | undefined): boolean {
  return options?.isSystemAdmin === true || role === 'system_admin';
}

export function roleHasPermission(
  role: RoleKey,
  permission: Permission,
  options?: PermissionOptions,
): boolean {
  if (isSystemAdmin(role, options)) return true;
  const rule: RolePredicate = PERMISSION_RULES[permission];
  return rule(ROLES[role]);
}

/** The role's permissions, sorted and unique. A system admin gets all of them. */
export function permissionsForRole(role: RoleKey, options?: PermissionOptions): Permission[] {
  return SORTED_PERMISSIONS.filter((permission) => roleHasPermission(role, permission, options));
}

/**
 * The permissions of a role as an organization has it (capabilities overridden, ADR 0174): the same
 * rules read the changed capabilities. A system admin gets all of them.
 */
export function permissionsForDefinition(
  definition: RoleDefinition,
  options?: PermissionOptions,
): Permission[] {
  if (isSystemAdmin(definition.key, options)) return [...SORTED_PERMISSIONS];
  return SORTED_PERMISSIONS.filter((permission) => PERMISSION_RULES[permission](definition));
}
