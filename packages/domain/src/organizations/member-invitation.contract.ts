import { z } from 'zod';
import { AssignableRole } from './member.contract';

/** Issue 17 — invitations to join the organization as a member with a role (ADR 0105). */
export const MEMBER_INVITATION_TTL_DAYS = 7;
export const MEMBER_INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;

export const CreateMemberInvitationInput = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
  role: AssignableRole,
});
export type CreateMemberInvitationInput = z.infer<typeof CreateMemberInvitationInput>;

export const MemberInvitationDto = z.object({
  id: z.uuid(),
  email: z.string(),
  role_key: z.string(),
  role_label: z.string(),
  status: z.enum(MEMBER_INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  /** Only on create: whether the e-mail left (an SMTP failure keeps the invitation; revoke and invite again). */
  delivery: z.enum(['sent', 'failed']).optional(),
});
export type MemberInvitationDto = z.infer<typeof MemberInvitationDto>;

export const MemberInvitationList = z.object({ items: z.array(MemberInvitationDto) });
export type MemberInvitationList = z.infer<typeof MemberInvitationList>;

export const MemberInvitationIdParams = z.object({ id: z.uuid('Must be an invitation id') });
export const MemberInvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation token'),
});

/** GET /api/organization/invitations/{token} (public): what the join page shows. */
export const PublicMemberInvitationDto = z.object({
  organization_name: z.string(),
  role_key: z.string(),
  role_label: z.string(),
  email: z.string(),
  status: z.enum(MEMBER_INVITATION_STATUSES),
  expires_at: z.string(),
});
export type PublicMemberInvitationDto = z.infer<typeof PublicMemberInvitationDto>;

export const AcceptMemberInvitationInput = z.strictObject({ token: MemberInvitationTokenParams.shape.token });
export const AcceptMemberInvitationOutput = z.object({
  organization_id: z.uuid(),
  organization_name: z.string(),
  role_key: z.string(),
  is_primary: z.boolean(),
});
export type AcceptMemberInvitationOutput = z.infer<typeof AcceptMemberInvitationOutput>;
