import { z } from 'zod';
import { AgingDto, LedgerEntryDto } from './rent-ledger.contract';

/** A lease's tenant statement for one month (default: the current one). */
export const TenantStatementQuery = z.strictObject({
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month like 2026-03')
    .optional(),
});
export type TenantStatementQuery = z.infer<typeof TenantStatementQuery>;

/** Opening balance, the month's entries (each with the balance after it), closing balance and aging. */
export const TenantStatementDto = z.object({
  lease_id: z.uuid(),
  period: z.string(),
  property_address: z.string(),
  unit_label: z.string(),
  tenants: z.array(z.string()),
  opening_balance_cents: z.number().int(),
  charges_cents: z.number().int(),
  payments_cents: z.number().int(),
  credits_cents: z.number().int(),
  closing_balance_cents: z.number().int(),
  overdue_cents: z.number().int(),
  aging: AgingDto,
  entries: z.array(LedgerEntryDto),
});
export type TenantStatementDto = z.infer<typeof TenantStatementDto>;
