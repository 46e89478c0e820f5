import { z } from 'zod';
import { MemberUserParams } from './member.contract';

/** Issue 17 — supervisor relationships (spec §3), versioned on the supervised person's membership. */
export const SupervisorParams = MemberUserParams.extend({ supervisorId: MemberUserParams.shape.userId });

export const AddSupervisorInput = z.strictObject({
  supervisor_id: MemberUserParams.shape.userId,
  relationship_type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'Use lower-case letters and underscores')
    .default('broker_supervision'),
});
export type AddSupervisorInput = z.infer<typeof AddSupervisorInput>;
