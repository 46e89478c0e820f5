import { z } from 'zod';

/** The caller's subscription feed: whether one is active (its secret URL is shown only when made). */
export const FeedStatusDto = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type FeedStatusDto = z.infer<typeof FeedStatusDto>;

/** A new feed URL (the previous one stops working); shown once. */
export const FeedCreatedDto = z.object({
  active: z.literal(true),
  created_at: z.string(),
  url: z.string(),
});
export type FeedCreatedDto = z.infer<typeof FeedCreatedDto>;

export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const FeedParams = z.object({
  file: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a feed'),
});
