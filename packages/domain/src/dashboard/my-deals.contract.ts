import { z } from 'zod';
import { TransactionStatusSchema } from '../transactions/transaction-common.contract';

/**
 * GET /api/dashboard/my-deals: the open deals in the caller's scope, most urgent first, with what a
 * dashboard shows about each — the next open key date, checklist progress and the agent to contact.
 * Coordinators read completion, external parties the dates, clients the timeline and their agent.
 * No money here: this widget is the same for every role, financial figures live in the deal.
 */
export const MyDealsQuery = z.strictObject({
  limit: z.coerce.number().int('Whole number').min(1, 'At least 1').max(50, 'At most 50').default(10),
  /** Only deals with checklist items a reviewer sent back (the agent's "returned to me" widget). */
  returned: z
    .enum(['true', 'false'], 'Must be true or false')
    .transform((v) => v === 'true')
    .optional(),
});
export type MyDealsQuery = z.infer<typeof MyDealsQuery>;

export const DashboardKeyDate = z.object({
  key: z.string(),
  label: z.string(),
  date: z.string(),
});
export type DashboardKeyDate = z.infer<typeof DashboardKeyDate>;

export const DashboardAgent = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
});
export type DashboardAgent = z.infer<typeof DashboardAgent>;

export const MyDealDto = z.object({
  id: z.uuid(),
  title: z.string(),
  status: TransactionStatusSchema,
  closing_date: z.string().nullable(),
  /** The earliest open deadline with a date (overdue ones included), or null. */
  next_date: DashboardKeyDate.nullable(),
  checklist: z.object({
    total: z.number().int(),
    approved: z.number().int(),
    /** Items a reviewer sent back: the owner or coordinator must fix and resubmit them. */
    returned: z.number().int(),
    /** Pending or returned items: still to be submitted. */
    to_submit: z.number().int(),
  }),
  agent: DashboardAgent,
});
export type MyDealDto = z.infer<typeof MyDealDto>;

export const MyDealsDto = z.object({
  items: z.array(MyDealDto),
  /** Open deals in scope, even beyond `limit`. */
  total: z.number().int(),
});
export type MyDealsDto = z.infer<typeof MyDealsDto>;
