import { z } from 'zod';

/** A person's status (ADR 0170): a tab in use; tabs open but hidden or idle; no tab open. */
export const USER_STATUSES = ['online', 'away', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A tab counts as away after this long without input (or at once while hidden). */
export const AWAY_AFTER_IDLE_MS = 5 * 60_000;

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
