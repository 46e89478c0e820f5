import { z } from 'zod';

export const IsSystemAdminInput = z.object({ p_user_id: z.string().min(1).max(64) }).strict();
export const HasPermissionInput = z
  .object({
    p_user_id: z.string().min(1).max(64),
    p_permission_name: z.string().min(3).max(100),
    p_organization_id: z.uuid('Must be an organization id').optional(),
  })
  .strict();
export const BooleanResult = z.object({ result: z.boolean() });
