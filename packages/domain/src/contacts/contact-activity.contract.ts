import { z } from 'zod';
import { Cursor, PageLimit, PersonRef, Timestamp, queryList } from './contact.contract';

/** Entries a person logs by hand. */
export const LOGGED_ACTIVITY_KINDS = ['call', 'email', 'meeting', 'showing', 'note'] as const;
/** Entries the system writes: stage changes, deal events, merges, invitations, imports, completed tasks. */
export const SYSTEM_ACTIVITY_KINDS = [
  'stage_change',
  'deal_event',
  'task_completed',
  'merge',
  'invitation',
  'import',
  'assignment',
] as const;
export const ACTIVITY_KINDS = [...LOGGED_ACTIVITY_KINDS, ...SYSTEM_ACTIVITY_KINDS] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type LoggedActivityKind = (typeof LOGGED_ACTIVITY_KINDS)[number];

/** Logging one of these counts as contacting the person (updates last_contacted_at). */
export const CONTACTING_KINDS: readonly ActivityKind[] = ['call', 'email', 'meeting', 'showing'];

export const ActivityDetails = z
  .strictObject({
    direction: z.enum(['inbound', 'outbound']).optional(),
    outcome: z
      .enum(['connected', 'left_message', 'no_answer', 'wrong_number', 'scheduled', 'completed', 'cancelled'])
      .optional(),
    duration_minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .optional(),
    location: z.string().trim().max(200).optional(),
    /** Showings: the listing or address shown. */
    property: z.string().trim().max(300).optional(),
  })
  .default({});

export const CreateActivityInput = z.strictObject({
  kind: z.enum(LOGGED_ACTIVITY_KINDS),
  subject: z.string().trim().max(200).nullable().default(null),
  body: z.string().max(10_000).nullable().default(null),
  /** When it happened; default now. Not more than a day in the future. */
  occurred_at: Timestamp.optional(),
  details: ActivityDetails,
});
export type CreateActivityInput = z.infer<typeof CreateActivityInput>;

export const ActivityDto = z.object({
  id: z.uuid(),
  contact_id: z.uuid(),
  kind: z.enum(ACTIVITY_KINDS),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  occurred_at: z.string(),
  author: PersonRef.nullable(),
  /** Kind-specific data: call outcome, stage from/to, deal id, merged contact … */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /** Optimistic-concurrency version: send it back as If-Match when deleting (ADR 0082). */
  version: z.number().int(),
});
export type ActivityDto = z.infer<typeof ActivityDto>;

export const ListActivitiesQuery = z.strictObject({
  kind: queryList(z.enum(ACTIVITY_KINDS), 12),
  limit: PageLimit,
  cursor: Cursor.optional(),
});
export type ListActivitiesQuery = z.infer<typeof ListActivitiesQuery>;

export const ActivityPage = z.object({ items: z.array(ActivityDto), nextCursor: z.string().nullable() });
export const ActivityParams = z.object({
  id: z.uuid('Must be a contact id'),
  activityId: z.uuid('Must be an activity id'),
});
