import { z } from 'zod';
import { MemberInvitationDto } from '../organizations/member-invitation.contract';
import { isTimeZone, OrganizationSettingsInput } from '../organizations/organization-settings.contract';

/**
 * Issue 17 — system administration, first slice (ADR 0108): every user and every organization of the
 * platform. Read by system admins, platform moderators and support agents; force sign-out by system
 * admins only.
 */
export const AdminUsersQuery = z.strictObject({
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(500).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminMembershipDto = z.object({
  organization_id: z.uuid(),
  organization_name: z.string(),
  role_key: z.string(),
  status: z.string(),
  is_primary: z.boolean(),
});

export const AdminUserDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
  platform_role: z.string().nullable(),
  created_at: z.string(),
  active_sessions: z.number().int(),
  /** When a system admin disabled the user (ADR 0149), else null. */
  disabled_at: z.string().nullable(),
  memberships: z.array(AdminMembershipDto),
});
export type AdminUserDto = z.infer<typeof AdminUserDto>;

export const AdminUserPage = z.object({ items: z.array(AdminUserDto), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** What a disabled user is told when signing in or on any request (ADR 0149). */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled by a Threshold administrator. Contact support if you think this is a mistake.';
/** The error codes Better Auth answers a refused sign-in with. */
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';
export const ORGANIZATION_SUSPENDED_CODE = 'ORGANIZATION_SUSPENDED';
/** What the members of a suspended organization are told on every request (ADR 0149). */
export const ORGANIZATION_SUSPENDED_MESSAGE =
  'Your organization has been suspended by a Threshold administrator. Contact support to reinstate it.';

export const AdminUserParams = z.object({ id: z.string().min(1).max(100) });

export const AdminSignOutOutput = z.object({ sessions_ended: z.number().int() });

export const AdminOrganizationDto = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  created_at: z.string(),
  active_members: z.number().int(),
  inactive_members: z.number().int(),
  teams: z.number().int(),
  /** When a system admin suspended the organization (ADR 0149), else null. */
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
});
export type AdminOrganizationDto = z.infer<typeof AdminOrganizationDto>;
export const AdminOrganizationList = z.object({ items: z.array(AdminOrganizationDto) });
export type AdminOrganizationList = z.infer<typeof AdminOrganizationList>;

/**
 * POST /api/admin/organizations (ADR 0173): a new brokerage and an invitation for its first broker,
 * who becomes its managing broker on accepting. No time zone = the platform's default (ADR 0153).
 */
export const CreateAdminOrganizationInput = z.strictObject({
  name: OrganizationSettingsInput.shape.name,
  time_zone: z.string().max(64).refine(isTimeZone, 'Choose a time zone such as America/New_York').optional(),
  broker_email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
});
export type CreateAdminOrganizationInput = z.infer<typeof CreateAdminOrganizationInput>;

export const CreateAdminOrganizationOutput = z.object({
  organization: AdminOrganizationDto,
  invitation: MemberInvitationDto,
});
export type CreateAdminOrganizationOutput = z.infer<typeof CreateAdminOrganizationOutput>;

/** Disable or suspend: an optional reason kept in the audit log and shown to other admins. */
export const AdminReasonInput = z.strictObject({
  reason: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type AdminReasonInput = z.infer<typeof AdminReasonInput>;

export const AdminSessionDto = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export const AdminAuthEventDto = z.object({
  id: z.string(),
  action: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
});

export const AdminDisablementDto = z.object({
  disabled_at: z.string(),
  disabled_by: z.string().nullable(),
  reason: z.string().nullable(),
});

/** One user in full: memberships, live sessions and the latest authentication events (ADR 0149). */
export const AdminUserDetail = AdminUserDto.extend({
  disabled: AdminDisablementDto.nullable(),
  sessions: z.array(AdminSessionDto),
  auth_events: z.array(AdminAuthEventDto),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminResendVerificationOutput = z.object({ sent_to: z.string() });

export const AdminOrganizationParams = z.object({ id: z.uuid() });

/** /admin/security (platform staff, read-only): the authentication picture of the last `hours`. */
export const AdminSecurityQuery = z.strictObject({
  hours: z.coerce.number().int().min(1, 'At least 1').max(720, 'At most 720 (30 days)').default(24),
});
export type AdminSecurityQuery = z.infer<typeof AdminSecurityQuery>;

export const AdminSecurityEventDto = z.object({
  id: z.string(),
  action: z.string(),
  at: z.string(),
  user_id: z.string().nullable(),
  email: z.string().nullable(),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
});

export const AdminSecurityOverview = z.object({
  since: z.string(),
  event_counts: z.array(z.object({ action: z.string(), count: z.number().int() })),
  events: z.array(AdminSecurityEventDto),
  failed_sign_ins_by_address: z.array(
    z.object({
      ip: z.string(),
      failures: z.number().int(),
      emails: z.number().int(),
      last_at: z.string(),
    }),
  ),
  active_sessions: z.object({
    sessions: z.number().int(),
    users: z.number().int(),
    newest: z.array(
      z.object({
        id: z.string(),
        user_id: z.string(),
        email: z.string(),
        ip_address: z.string().nullable(),
        created_at: z.string(),
        expires_at: z.string(),
      }),
    ),
  }),
  /** Rate-limit counters of the last ten minutes that reached their limit (ADR 0062). */
  rate_limited: z.array(
    z.object({
      key: z.string(),
      kind: z.string(),
      subject: z.string(),
      count: z.number().int(),
      limit: z.number().int(),
      window_started_at: z.string(),
    }),
  ),
});
export type AdminSecurityOverview = z.infer<typeof AdminSecurityOverview>;
