import { z } from 'zod';
import { USER_STATUSES } from './user-status';

export { AWAY_AFTER_IDLE_MS, USER_STATUSES, type UserStatus } from './user-status';

export const UserStatusQuery = z.strictObject({
  /** Comma-separated user ids (at most 200). */
  user_ids: z
    .string()
    .max(200 * 65)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.string().min(1).max(64)).max(200, 'At most 200 people')),
});
export const UserStatusDto = z.object({
  /** user id → status; people the caller may not see are left out. */
  statuses: z.record(z.string(), z.enum(USER_STATUSES)),
});
export type UserStatusDto = z.infer<typeof UserStatusDto>;
