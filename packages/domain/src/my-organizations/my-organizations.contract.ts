import { z } from 'zod';

/** One of the caller's memberships (GET /api/me/organizations); `version` is the membership's. */
export const MyOrganizationDto = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
  role_key: z.string(),
  status: z.string(),
  is_primary: z.boolean(),
  version: z.number().int(),
});
export type MyOrganizationDto = z.infer<typeof MyOrganizationDto>;

export const MyOrganizationList = z.object({ items: z.array(MyOrganizationDto) });
export type MyOrganizationList = z.infer<typeof MyOrganizationList>;

export const MyOrganizationParams = z.object({ organizationId: z.string().uuid() });
