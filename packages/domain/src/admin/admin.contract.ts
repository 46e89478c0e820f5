import { z } from 'zod';

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
  memberships: z.array(AdminMembershipDto),
});
export type AdminUserDto = z.infer<typeof AdminUserDto>;

export const AdminUserPage = z.object({ items: z.array(AdminUserDto), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

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
});
export const AdminOrganizationList = z.object({ items: z.array(AdminOrganizationDto) });
export type AdminOrganizationList = z.infer<typeof AdminOrganizationList>;
