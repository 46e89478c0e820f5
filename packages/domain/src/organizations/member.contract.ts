import { z } from 'zod';
import { ROLE_KEYS } from '../roles';
import { MemberDto } from './list-members.contract';

/** Issue 17 — one member of the caller's organization, and the writes on a membership (ADR 0105). */
export const MemberUserParams = z.object({ userId: z.string().min(1).max(100) });

export const PersonRef = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  relationship_type: z.string(),
});
export type PersonRef = z.infer<typeof PersonRef>;

/** Scopes a person's role_details may override them with (ADR 0108); `all` is the platform's. */
export const OVERRIDE_SCOPES = ['organization', 'team', 'own', 'assigned'] as const;
const Scopes = z.object({
  transactionAccessScope: z.enum(['all', ...OVERRIDE_SCOPES]),
  documentAccessScope: z.enum(['all', ...OVERRIDE_SCOPES]),
});

/** PUT /api/organization/members/{userId}/scope — versioned; null = the role's default. */
export const ScopeOverridesInput = z.strictObject({
  transactionAccessScope: z.enum(OVERRIDE_SCOPES).nullable(),
  documentAccessScope: z.enum(OVERRIDE_SCOPES).nullable(),
});
export type ScopeOverridesInput = z.infer<typeof ScopeOverridesInput>;

/** GET /api/organization/members/{userId}: the profile page's data (spec §3 people, teams, supervisors). */
export const MemberDetailDto = MemberDto.extend({
  supervisors: z.array(PersonRef),
  supervisees: z.array(PersonRef),
  deactivated_at: z.string().nullable(),
  joined_at: z.string(),
  /** role_details overrides (null: the role's default) and the scopes that result. */
  scope_overrides: ScopeOverridesInput,
  effective_scopes: Scopes,
});
export type MemberDetailDto = z.infer<typeof MemberDetailDto>;

/** Roles an organization can give (system_admin is a platform matter, ADR 0105). */
export const ASSIGNABLE_ROLE_KEYS = ROLE_KEYS.filter((r) => r !== 'system_admin');
export const AssignableRole = z.enum(ASSIGNABLE_ROLE_KEYS as [string, ...string[]], 'Choose a role');

const day = z.iso.date('Use a date like 2027-06-30');

/** A member's licence; null clears it. */
export const LicenceInput = z.strictObject({
  number: z.string().trim().min(1, 'Required').max(50, 'At most 50 characters'),
  state: z.string().trim().max(50, 'At most 50 characters').nullable().default(null),
  expires_on: day.nullable().default(null),
});

/** PATCH /api/organization/members/{userId} — change the member's role and/or licence (versioned). */
export const UpdateMemberInput = z
  .strictObject({ role: AssignableRole.optional(), licence: LicenceInput.nullable().optional() })
  .refine((v) => v.role !== undefined || v.licence !== undefined, {
    message: 'Change the role or the licence',
    path: ['_'],
  });
export type UpdateMemberInput = z.infer<typeof UpdateMemberInput>;

/**
 * POST /api/organization/members/{userId}/deactivate — versioned. `reassign_to`: the active member who
 * takes over the person's open deals, contacts, open tasks and supervised people.
 */
export const DeactivateMemberInput = z.strictObject({
  reassign_to: z.string().min(1, 'Choose who takes over').max(100),
});
export type DeactivateMemberInput = z.infer<typeof DeactivateMemberInput>;

export const HandoverCounts = z.object({
  deals: z.number().int(),
  contacts: z.number().int(),
  tasks: z.number().int(),
  supervisees: z.number().int(),
});
export type HandoverCounts = z.infer<typeof HandoverCounts>;

export const DeactivateMemberOutput = z.object({
  member: MemberDetailDto,
  reassigned: HandoverCounts,
  sessions_ended: z.number().int(),
});
export type DeactivateMemberOutput = z.infer<typeof DeactivateMemberOutput>;
