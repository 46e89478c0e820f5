/**
 * A person's status (ADR 0170), without the API's zod schemas, so the browser's socket client and
 * tab-activity watcher load without zod.
 */
/** A tab in use; tabs open but hidden or idle; no tab open. */
export const USER_STATUSES = ['online', 'away', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A tab counts as away after this long without input (or at once while hidden). */
export const AWAY_AFTER_IDLE_MS = 5 * 60_000;
