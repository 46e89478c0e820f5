import { z } from 'zod';
import { isValidTypeSide } from './transaction-enums';
import {
  AddressInput,
  CommissionPlanSchema,
  IsoDate,
  PriceFields,
  PropertyFields,
  Text,
  TransactionSideSchema,
  TransactionTypeSchema,
  UserId,
} from './transaction-common.contract';
import { AddParticipantInput } from './add-participant.contract';
import { TransactionDetailDto } from './get-transaction.contract';

const withDefaultNull = <T extends Record<string, z.ZodType>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional().default(null as never)])) as {
    [K in keyof T]: z.ZodDefault<z.ZodOptional<T[K]>>;
  };

/**
 * Creating a deal applies its organization's checklist template (by type and side; dual gets both
 * sides) and default key dates (e.g. inspection 10 days after acceptance). Absolute dates such as
 * `acceptance`, `listing` or `closing` may be given in `dates`.
 */
export const CreateTransactionInput = z
  .strictObject({
    type: TransactionTypeSchema,
    side: TransactionSideSchema,
    /** A deal may start as a draft, active, or already under contract. */
    status: z.enum(['draft', 'active', 'under_contract']).default('draft'),
    /** Deal name; defaults to the street address. */
    title: Text(200).optional(),
    address: AddressInput,
    ...withDefaultNull(PropertyFields),
    ...withDefaultNull(PriceFields),
    /** Owning agent; defaults to the caller. Only brokers may create a deal for someone else. */
    owner_id: UserId.optional(),
    team_id: z.uuid('Must be a team id').nullable().optional(),
    commission: CommissionPlanSchema.nullable().default(null),
    participants: z.array(AddParticipantInput).max(30).default([]),
    dates: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Not a date key'), IsoDate).default({}),
  })
  .refine((v) => isValidTypeSide(v.type, v.side), {
    message: 'This side is not possible for this type of deal',
    path: ['side'],
  });
export type CreateTransactionInput = z.infer<typeof CreateTransactionInput>;

export const CreateTransactionOutput = TransactionDetailDto;
