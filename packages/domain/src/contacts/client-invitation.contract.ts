import { z } from 'zod';
import { Cursor, PageLimit, PersonRef } from './contact.contract';

export const CLIENT_ROLES = ['buyer', 'seller', 'landlord', 'renter', 'investor'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const CreateInvitationInput = z.strictObject({
  role: z.enum(CLIENT_ROLES),
  /** Default: the contact's first e-mail address. */
  email: z.email('Not a valid e-mail address').max(254).optional(),
  /** A personal line added to the e-mail. */
  message: z.string().trim().max(1000).optional(),
});
export type CreateInvitationInput = z.infer<typeof CreateInvitationInput>;

export const InvitationDto = z.object({
  id: z.uuid(),
  contact_id: z.uuid(),
  contact_name: z.string(),
  email: z.string(),
  role: z.enum(CLIENT_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invited_by: PersonRef.nullable(),
  expires_at: z.string(),
  sent_count: z.number().int(),
  last_sent_at: z.string(),
  accepted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  /** Only on create and resend: whether the e-mail went out (SMTP failures are reported, not thrown). */
  delivery: z.enum(['sent', 'failed']).optional(),
});
export type InvitationDto = z.infer<typeof InvitationDto>;

export const InvitationIdParams = z.object({ id: z.uuid('Must be an invitation id') });
export const InvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not an invitation token'),
});

export const ListInvitationsQuery = z.strictObject({
  status: z.enum(INVITATION_STATUSES).optional(),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export const InvitationPage = z.object({ items: z.array(InvitationDto), nextCursor: z.string().nullable() });
export const InvitationList = z.object({ items: z.array(InvitationDto) });

/** GET /api/invitations/{token} (public): what the sign-up page shows; nothing sensitive. */
export const PublicInvitationDto = z.object({
  organization_name: z.string(),
  role: z.enum(CLIENT_ROLES),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
});
export type PublicInvitationDto = z.infer<typeof PublicInvitationDto>;

export const AcceptInvitationInput = z.strictObject({ token: InvitationTokenParams.shape.token });
export const AcceptInvitationOutput = z.object({
  organization_id: z.uuid(),
  organization_name: z.string(),
  role: z.enum(CLIENT_ROLES),
  contact_id: z.uuid(),
  /** True when this membership became the user's primary one. */
  is_primary: z.boolean(),
});
export type AcceptInvitationOutput = z.infer<typeof AcceptInvitationOutput>;
