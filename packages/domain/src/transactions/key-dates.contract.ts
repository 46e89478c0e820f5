import { z } from 'zod';
import { mutationOutcome } from './approvals.contract';
import { IsoDate, Text, Uuid } from './transaction-common.contract';

/** A deadline's state around today; 'event' is a date that records when something happens (is_deadline false). */
export const KEY_DATE_STATES = [
  'overdue',
  'due_today',
  'upcoming',
  'later',
  'done',
  'unscheduled',
  'event',
] as const;
const DateKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Lowercase letters, digits and _ (at most 40)');

/** A key date of a deal; relative ones carry their rule and the computed date. */
export const KeyDateDto = z.object({
  id: z.uuid(),
  /** Bumped by every change, also when an anchor date moves it; send it back as If-Match (issue 19). */
  version: z.number().int(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(['absolute', 'relative']),
  date: z.string().nullable(),
  anchor_key: z.string().nullable(),
  offset_days: z.number().int(),
  business_days: z.boolean(),
  roll: z.boolean(),
  /** e.g. "10 calendar days after Contract acceptance (rolled to a business day)". */
  rule: z.string(),
  /** false: an event date (e.g. contract acceptance), never listed as a deadline nor overdue. */
  is_deadline: z.boolean(),
  completed_at: z.string().nullable(),
  state: z.enum(KEY_DATE_STATES),
});
export type KeyDateDto = z.infer<typeof KeyDateDto>;
export const KeyDateList = z.object({ items: z.array(KeyDateDto) });
export const KeyDateParams = z.object({ id: Uuid('transaction'), key: DateKey });

const Rule = {
  label: Text(100).pipe(z.string().min(1, 'Required')),
  kind: z.enum(['absolute', 'relative']),
  date: IsoDate.nullable(),
  anchor_key: DateKey.nullable(),
  offset_days: z.int().min(-365).max(365),
  business_days: z.boolean(),
  roll: z.boolean(),
  is_deadline: z.boolean(),
};

/** POST /api/transactions/:id/dates — a new key date. */
export const CreateKeyDateInput = z.strictObject({
  key: DateKey,
  label: Rule.label,
  kind: Rule.kind,
  date: Rule.date.default(null),
  anchor_key: Rule.anchor_key.default(null),
  offset_days: Rule.offset_days.default(0),
  business_days: Rule.business_days.default(false),
  roll: Rule.roll.default(true),
  is_deadline: Rule.is_deadline.default(true),
});
export type CreateKeyDateInput = z.infer<typeof CreateKeyDateInput>;

/**
 * PATCH /api/transactions/:id/dates/:key — merged into the current definition, then every dependent
 * date and linked task is recomputed. `completed` marks the deadline met (or not); `is_deadline`
 * false turns it into an event date, which the deadline lists leave out.
 */
export const UpdateKeyDateInput = z
  .strictObject({ ...Rule, completed: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change', path: ['_'] });
export type UpdateKeyDateInput = z.infer<typeof UpdateKeyDateInput>;

export const DateMoveDto = z.object({
  key: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export const TaskMoveDto = z.object({
  id: z.uuid(),
  title: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** Every write to dates answers with all dates and what moved (the changed date first, then its dependents). */
export const KeyDatesChangeOutput = mutationOutcome({
  dates: z.array(KeyDateDto),
  moved: z.array(DateMoveDto),
  moved_tasks: z.array(TaskMoveDto),
});
export type KeyDatesChangeOutput = z.infer<typeof KeyDatesChangeOutput>;
