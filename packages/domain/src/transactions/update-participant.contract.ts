import { z } from 'zod';
import { mutationOutcome } from './approvals.contract';
import { ParticipantRoleSchema, Text } from './transaction-common.contract';
import { ParticipantDto } from './list-participants.contract';

/** Change a participant's roles or contact details (the linked account or contact stays). */
export const UpdateParticipantInput = z
  .strictObject({
    first_name: Text(100).pipe(z.string().min(1, 'Required')),
    last_name: Text(100),
    email: z.email('Not a valid e-mail address').max(254).nullable(),
    phone: Text(40).nullable(),
    company: Text(200).nullable(),
    roles: z
      .array(ParticipantRoleSchema)
      .min(1, 'Give at least one role')
      .max(6)
      .transform((r) => [...new Set(r)]),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change', path: ['_'] });
export type UpdateParticipantInput = z.infer<typeof UpdateParticipantInput>;

export const UpdateParticipantOutput = mutationOutcome({ participant: ParticipantDto });
export const RemoveParticipantOutput = mutationOutcome({});
