import { z } from 'zod';
import { mutationOutcome } from './approvals.contract';
import {
  AddressInput,
  CommissionPlanSchema,
  PriceFields,
  PropertyFields,
  Text,
  UserId,
} from './transaction-common.contract';
import { TransactionDetailDto } from './get-transaction.contract';

/**
 * PATCH: only the fields sent change. Type and side are fixed at creation (they decide the checklist);
 * status changes go through /transition, dates through /dates. `commission` may be written only by
 * those who can see it; `owner_id` only by a broker.
 */
export const UpdateTransactionInput = z
  .strictObject({
    title: Text(200).pipe(z.string().min(1, 'Required')),
    address: AddressInput,
    ...PropertyFields,
    ...PriceFields,
    owner_id: UserId,
    team_id: z.uuid('Must be a team id').nullable(),
    commission: CommissionPlanSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change', path: ['_'] });
export type UpdateTransactionInput = z.infer<typeof UpdateTransactionInput>;

export const UpdateTransactionOutput = mutationOutcome({ transaction: TransactionDetailDto });
export type UpdateTransactionOutput = z.infer<typeof UpdateTransactionOutput>;
