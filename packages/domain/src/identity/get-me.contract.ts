import { z } from 'zod';
import { PLATFORM_AREAS } from '../admin/platform-areas';
import { TermsStatusDto } from '../onboarding/accept-terms.contract';
import { EffectiveFeaturesDto } from '../platform-admin/feature-flags.contract';
import { ACCESS_SCOPES, ACCESS_LEVELS, ROLE_GROUPS, ROLE_KEYS } from '../roles';

export const RoleKeySchema = z.enum(ROLE_KEYS);
export const AccessScopeSchema = z.enum(ACCESS_SCOPES);

export const RoleCapabilitiesSchema = z.object({
  needsSupervisorApproval: z.boolean(),
  canCreateTransactions: z.boolean(),
  canInviteClients: z.boolean(),
  canManageTeam: z.boolean(),
  canManageOrganization: z.boolean(),
  canViewAnalytics: z.boolean(),
  canApproveDocuments: z.boolean(),
  hasBillingAccess: z.boolean(),
  delegatedSigningAuthority: z.boolean(),
  transactionAccessScope: AccessScopeSchema,
  documentAccessScope: AccessScopeSchema,
});

export const RoleDetailsSchema = z
  .object({
    transactionAccessScope: AccessScopeSchema.optional(),
    documentAccessScope: AccessScopeSchema.optional(),
  })
  .catchall(z.unknown());

export const UserProfileDto = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  role: z.string().nullable(),
  role_details: RoleDetailsSchema.nullable(),
  verification_status: z.string().nullable(),
  ccpa_opt_out: z.boolean(),
  updated_at: z.string(),
});
export type UserProfileDto = z.infer<typeof UserProfileDto>;

export const AffiliationDto = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
  /** The organization's logo image (ADR 0175), null when it has none. */
  logo_url: z.string().nullable(),
  role_key: RoleKeySchema,
  role_name: z.string(),
  is_primary: z.boolean(),
  status: z.string(),
  teams: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable() })),
});
export type AffiliationDto = z.infer<typeof AffiliationDto>;

export const SupervisorPersonDto = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  relationship_type: z.string(),
});

export const MeDto = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    email_confirmed_at: z.string().nullable(),
  }),
  profile: UserProfileDto,
  primaryAffiliation: AffiliationDto.nullable(),
  effectiveRole: RoleKeySchema,
  roleGroup: z.enum(ROLE_GROUPS),
  accessLevel: z.enum(ACCESS_LEVELS),
  capabilities: RoleCapabilitiesSchema,
  accessScopes: z.object({
    transactionAccessScope: AccessScopeSchema,
    documentAccessScope: AccessScopeSchema,
  }),
  permissions: z.array(z.string()),
  isSystemAdmin: z.boolean(),
  /** The platform administration areas the caller may read (ADR 0173); empty for non-staff. */
  platformAreas: z.array(z.enum(PLATFORM_AREAS)).optional(),
  supervisors: z.array(SupervisorPersonDto),
  supervisees: z.array(SupervisorPersonDto),
  /**
   * The terms and privacy policy in force and whether the user accepted them (AcceptTerms). The server
   * always sends it; null stands for "not known" in the web's fallback when /api/me cannot be read.
   */
  legal: TermsStatusDto.nullable(),
  /** Runtime feature flags of the caller's organization (ADR 0152); missing = every area on. */
  features: EffectiveFeaturesDto.optional(),
});
export type MeDto = z.infer<typeof MeDto>;
