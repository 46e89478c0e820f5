import { z } from 'zod';
import { IsoDate } from '../transactions/transaction-common.contract';

/**
 * Personal tasks (ADR 0147): a to-do of one person, linked to no deal or contact. Private to its
 * owner — anyone else, the managing broker included, gets 404 — and assigned to the owner only.
 */
export const CreatePersonalTaskInput = z.strictObject({
  title: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  notes: z.string().max(5000, 'At most 5000 characters').nullable().default(null),
  /** A day ("YYYY-MM-DD"), like a deal task; null: no date. */
  due_date: IsoDate.nullable().default(null),
});
export type CreatePersonalTaskInput = z.infer<typeof CreatePersonalTaskInput>;

export const UpdatePersonalTaskInput = z.strictObject({
  title: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters').optional(),
  notes: z.string().max(5000, 'At most 5000 characters').nullable().optional(),
  due_date: IsoDate.nullable().optional(),
  completed: z.boolean().optional(),
});
export type UpdatePersonalTaskInput = z.infer<typeof UpdatePersonalTaskInput>;

export const PersonalTaskIdParams = z.strictObject({ id: z.uuid('Must be a task id') });

export const PersonalTaskDto = z.object({
  id: z.uuid(),
  title: z.string(),
  notes: z.string().nullable(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type PersonalTaskDto = z.infer<typeof PersonalTaskDto>;
