import { z } from 'zod';

/** Stable error codes; the web maps them to messages (docs/conventions.md §7). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 410: a link that worked once and no longer does (used, expired, voided; ADR 0163). */
  'GONE',
  'STALE_VERSION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'CSRF_REJECTED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** 409 STALE_VERSION: the record moved on since the caller read it (ADR 0082). */
export const StaleVersionErrorBody = z.object({
  error: z.object({
    code: z.literal('STALE_VERSION'),
    message: z.string(),
    current: z.unknown(),
    changed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
    changed_at: z.string().nullable(),
  }),
});
export type StaleVersionErrorBody = z.infer<typeof StaleVersionErrorBody>;

/** Spec §8: the message for a profile update without a signed-in user. */
export const NO_USER_MESSAGE = 'No user is currently logged in';
