import { z } from 'zod';
import { PersonRef, Text, UserId, Uuid } from './transaction-common.contract';

/**
 * Assignments put staff on a deal (transaction coordinator, assistant, attorney, escrow …): people
 * whose scope is `assigned` see exactly the deals they are assigned to, plus the deals of the people
 * they support. Only the owner or a broker assigns; the person must be an active member of the
 * deal's organization.
 */
export const AssignmentDto = z.object({
  id: z.uuid(),
  transaction_id: z.uuid(),
  user: PersonRef,
  role_key: z.string().nullable(),
  note: z.string().nullable(),
  assigned_by: PersonRef.nullable(),
  created_at: z.string(),
});
export type AssignmentDto = z.infer<typeof AssignmentDto>;
export const AssignmentList = z.object({ items: z.array(AssignmentDto) });

export const AddAssignmentInput = z.strictObject({
  user_id: UserId,
  note: Text(500).nullable().default(null),
});
export type AddAssignmentInput = z.infer<typeof AddAssignmentInput>;
export const AssignmentParams = z.object({ id: Uuid('transaction'), assignmentId: Uuid('assignment') });
