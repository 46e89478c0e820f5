import { z } from 'zod';
import { AssignableRole, MemberUserParams } from './member.contract';

/** Issue 17 — teams and their members (ADR 0106). */
export const TeamIdParams = z.object({ id: z.uuid('Must be a team id') });
export const TeamMemberParams = TeamIdParams.extend({ userId: MemberUserParams.shape.userId });

const name = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
const description = z.string().trim().max(500, 'At most 500 characters').nullable();

export const CreateTeamInput = z.strictObject({ name, description: description.default(null) });
export type CreateTeamInput = z.infer<typeof CreateTeamInput>;

export const UpdateTeamInput = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    archived: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field', path: ['_'] });
export type UpdateTeamInput = z.infer<typeof UpdateTeamInput>;

export const TeamMemberDto = z.object({
  user_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  role_key: z.string(),
  team_role_key: z.string().nullable(),
  team_role_label: z.string().nullable(),
});
export type TeamMemberDto = z.infer<typeof TeamMemberDto>;

export const TeamDetailDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  archived: z.boolean(),
  version: z.number().int(),
  members: z.array(TeamMemberDto),
  /** Whether the caller may edit this team (organization managers, or its team leader). */
  can_manage: z.boolean(),
});
export type TeamDetailDto = z.infer<typeof TeamDetailDto>;

/** POST /api/organization/teams/{id}/members — versioned on the team. Team role defaults to the member's role. */
export const AddTeamMemberInput = z.strictObject({
  user_id: MemberUserParams.shape.userId,
  team_role: AssignableRole.optional(),
});
export type AddTeamMemberInput = z.infer<typeof AddTeamMemberInput>;
