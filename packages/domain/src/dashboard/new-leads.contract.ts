import { z } from 'zod';

/** The window of "new" leads on the dashboard, in days. */
export const NEW_LEAD_DAYS = 7;

/**
 * GET /api/dashboard/new-leads (read:contacts): contacts created in the last NEW_LEAD_DAYS days among
 * those the caller sees (the contacts list's scope) — all of them, those assigned to the caller, and
 * those nobody owns yet (the lead pool, when the caller may see it) — plus the caller's contact
 * open follow-ups (contact tasks) overdue or due in the next 24 hours. Counts only; the contacts list
 * and /tasks have the rows.
 */
export const NewLeadsQuery = z.strictObject({});

export const NewLeadsDto = z.object({
  days: z.number().int(),
  in_scope: z.number().int(),
  assigned_to_me: z.number().int(),
  unassigned: z.number().int(),
  follow_ups_due: z.number().int(),
});
export type NewLeadsDto = z.infer<typeof NewLeadsDto>;
