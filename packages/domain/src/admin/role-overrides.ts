/**
 * Per-organization role overrides (issue 17 item 6, ADR 0174). Pure data and functions, no zod.
 *
 * The spec (§6) lets a profile's role_details override the access scopes; an organization may change
 * the same scopes for everyone with a role, and the abilities that do not hand out management power.
 * Never overridable: rank (guards compare it), canManageOrganization, canManageTeam and
 * hasBillingAccess (who runs the brokerage stays a matter of role), the `all` scope (system admins
 * only), and the system_admin and managing_broker roles (the top of an organization keeps everything,
 * so nobody can lock a brokerage out of its own settings).
 */
import {
  ROLES,
  type AccessScope,
  type CapabilityFlag,
  type RoleCapabilities,
  type RoleDefinition,
  type RoleKey,
} from '../roles';

export const OVERRIDABLE_FLAGS = [
  'needsSupervisorApproval',
  'canCreateTransactions',
  'canInviteClients',
  'canViewAnalytics',
  'canApproveDocuments',
  'delegatedSigningAuthority',
] as const satisfies readonly CapabilityFlag[];
export type OverridableFlag = (typeof OVERRIDABLE_FLAGS)[number];

export const OVERRIDABLE_SCOPES = [
  'organization',
  'team',
  'own',
  'assigned',
] as const satisfies readonly AccessScope[];

export const FIXED_ROLES: readonly RoleKey[] = ['system_admin', 'managing_broker'];

/** What an organization changed for one role: only the keys it changed. */
export type RoleOverrides = Partial<Pick<RoleCapabilities, OverridableFlag>> & {
  transactionAccessScope?: (typeof OVERRIDABLE_SCOPES)[number];
  documentAccessScope?: (typeof OVERRIDABLE_SCOPES)[number];
};

export function isOverridableRole(role: RoleKey): boolean {
  return !FIXED_ROLES.includes(role);
}

/**
 * The stored overrides as far as the rules allow: unknown keys, wrong types and a fixed role are
 * ignored, so a bad row can never grant more than the rules do.
 */
export function allowedOverrides(role: RoleKey, stored: unknown): RoleOverrides {
  if (!isOverridableRole(role) || !stored || typeof stored !== 'object') return {};
  const source = stored as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const flag of OVERRIDABLE_FLAGS) if (typeof source[flag] === 'boolean') out[flag] = source[flag];
  for (const scope of ['transactionAccessScope', 'documentAccessScope'] as const) {
    const value = source[scope];
    if ((OVERRIDABLE_SCOPES as readonly unknown[]).includes(value)) out[scope] = value;
  }
  return out as RoleOverrides;
}

/** The role as one organization has it: the registry's definition with the allowed overrides applied. */
export function roleWithOverrides(role: RoleKey, stored: unknown): RoleDefinition {
  const base = ROLES[role];
  const overrides = allowedOverrides(role, stored);
  if (Object.keys(overrides).length === 0) return base;
  return { ...base, capabilities: { ...base.capabilities, ...overrides } };
}
