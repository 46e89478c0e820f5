import { z } from 'zod';
import { PLATFORM_ROLE_KEYS } from '../roles';

/**
 * Platform invitations (issue 17 item 1, ADR 0173): a system admin invites someone by e-mail to become
 * a system admin, platform moderator or support agent; the invitee accepts signed in with that e-mail.
 */
export const PLATFORM_INVITATION_TTL_DAYS = 3;
export const PLATFORM_INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

export const CreatePlatformInvitationInput = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
  platform_role: z.enum(PLATFORM_ROLE_KEYS, 'Choose system_admin, platform_moderator or support_agent'),
});
export type CreatePlatformInvitationInput = z.infer<typeof CreatePlatformInvitationInput>;

export const PlatformInvitationDto = z.object({
  id: z.uuid(),
  email: z.string(),
  platform_role: z.enum(PLATFORM_ROLE_KEYS),
  status: z.enum(PLATFORM_INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  /** Only on create: whether the e-mail left. */
  delivery: z.enum(['sent', 'failed']).optional(),
});
export type PlatformInvitationDto = z.infer<typeof PlatformInvitationDto>;

export const PlatformInvitationList = z.object({ items: z.array(PlatformInvitationDto) });
export type PlatformInvitationList = z.infer<typeof PlatformInvitationList>;

export const PlatformInvitationIdParams = z.object({ id: z.uuid('Must be an invitation id') });
export const PlatformInvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation token'),
});

/** What the accept page shows before sign-in. */
export const PublicPlatformInvitationDto = z.object({
  email: z.string(),
  platform_role: z.enum(PLATFORM_ROLE_KEYS),
  role_label: z.string(),
  status: z.enum(PLATFORM_INVITATION_STATUSES),
  expires_at: z.string(),
});
export type PublicPlatformInvitationDto = z.infer<typeof PublicPlatformInvitationDto>;

export const AcceptPlatformInvitationInput = z.strictObject({
  token: PlatformInvitationTokenParams.shape.token,
});
export const AcceptPlatformInvitationOutput = z.object({ platform_role: z.enum(PLATFORM_ROLE_KEYS) });
export type AcceptPlatformInvitationOutput = z.infer<typeof AcceptPlatformInvitationOutput>;
