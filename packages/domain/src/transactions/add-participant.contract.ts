import { z } from 'zod';
import { mutationOutcome } from './approvals.contract';
import { ParticipantRoleSchema, Text, UserId } from './transaction-common.contract';
import { ParticipantDto } from './list-participants.contract';

const Roles = z
  .array(ParticipantRoleSchema)
  .min(1, 'Give at least one role')
  .max(6)
  .transform((r) => [...new Set(r)]);

/**
 * Add a person by account (user_id: an active member of the deal's organization or the account of
 * one of its contacts), by CRM contact (contact_id, same organization), or by name. Names default
 * from the account or contact. Adding someone who is already on the deal answers 409.
 */
export const AddParticipantInput = z
  .strictObject({
    user_id: UserId.nullable().default(null),
    contact_id: z.uuid('Must be a contact id').nullable().default(null),
    first_name: Text(100).optional(),
    last_name: Text(100).optional(),
    email: z.email('Not a valid e-mail address').max(254).nullable().optional(),
    phone: Text(40).nullable().optional(),
    company: Text(200).nullable().optional(),
    roles: Roles,
  })
  .refine((p) => p.user_id || p.contact_id || p.first_name, {
    message: 'Choose a person or give a name',
    path: ['first_name'],
  });
export type AddParticipantInput = z.infer<typeof AddParticipantInput>;

export const AddParticipantOutput = mutationOutcome({ participant: ParticipantDto });
export type AddParticipantOutput = z.infer<typeof AddParticipantOutput>;
