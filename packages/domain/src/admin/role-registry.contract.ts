import { z } from 'zod';
import { RoleCapabilitiesSchema } from '../identity/get-me.contract';
import { ACCESS_LEVELS, ROLE_GROUPS, ROLE_KEYS } from '../roles';
import { OVERRIDABLE_FLAGS, OVERRIDABLE_SCOPES, type RoleOverrides } from './role-overrides';

/**
 * /admin/roles (issue 17 item 6, ADR 0174): the role registry as the database holds it, with the
 * members of each role and, inside one organization, that organization's overrides.
 */
export const RoleRegistryQuery = z.strictObject({
  /** Platform staff choose an organization; everyone else reads their own. */
  organization_id: z.uuid('Must be an organization id').optional(),
});
export type RoleRegistryQuery = z.infer<typeof RoleRegistryQuery>;

const OverridableScope = z.enum(OVERRIDABLE_SCOPES, 'Choose organization, team, own or assigned');

/** The capabilities and scopes an organization may change for one role; absent = the registry's. */
export const RoleOverridesInput = z.strictObject({
  needsSupervisorApproval: z.boolean().optional(),
  canCreateTransactions: z.boolean().optional(),
  canInviteClients: z.boolean().optional(),
  canViewAnalytics: z.boolean().optional(),
  canApproveDocuments: z.boolean().optional(),
  delegatedSigningAuthority: z.boolean().optional(),
  transactionAccessScope: OverridableScope.optional(),
  documentAccessScope: OverridableScope.optional(),
}) satisfies z.ZodType<RoleOverrides>;
export type RoleOverridesInput = z.infer<typeof RoleOverridesInput>;

export const RoleRegistryEntry = z.object({
  key: z.enum(ROLE_KEYS),
  name: z.string(),
  rank: z.number().int(),
  group: z.enum(ROLE_GROUPS),
  access_level: z.enum(ACCESS_LEVELS),
  /** The registry's capabilities (roles table). */
  defaults: RoleCapabilitiesSchema,
  /** What the organization changed (empty when nothing, or no organization is shown). */
  overrides: RoleOverridesInput,
  /** The overrides' version for an edit (0 = none stored yet). */
  override_version: z.number().int(),
  /** Defaults with the overrides applied: what a member with this role can do. */
  effective: RoleCapabilitiesSchema,
  overridable: z.boolean(),
  /** Active members with this role (in the organization, or on the whole platform). */
  members: z.number().int(),
});
export type RoleRegistryEntry = z.infer<typeof RoleRegistryEntry>;

export const RoleRegistryDto = z.object({
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** System admins only, and only with an organization chosen. */
  can_override: z.boolean(),
  overridable_flags: z.array(z.enum(OVERRIDABLE_FLAGS)),
  overridable_scopes: z.array(z.enum(OVERRIDABLE_SCOPES)),
  roles: z.array(RoleRegistryEntry),
});
export type RoleRegistryDto = z.infer<typeof RoleRegistryDto>;

export const RoleOverrideParams = z.object({
  id: z.uuid('Must be an organization id'),
  roleKey: z.enum(ROLE_KEYS, 'Not a role'),
});

/** One role's overrides in one organization; version 0 = none stored yet (save it without If-Match). */
export const RoleOverrideDto = z.object({
  organization_id: z.uuid(),
  role_key: z.enum(ROLE_KEYS),
  overrides: RoleOverridesInput,
  version: z.number().int(),
});
export type RoleOverrideDto = z.infer<typeof RoleOverrideDto>;
