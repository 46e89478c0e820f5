import { z } from 'zod';
import {
  AddressDto,
  Cursor,
  IsoDate,
  PageLimit,
  PersonRef,
  PropertyTypeSchema,
  queryList,
  Text,
  TransactionSideSchema,
  TransactionStatusSchema,
  TransactionTypeSchema,
  UserId,
} from './transaction-common.contract';

export const TRANSACTION_SORTS = [
  '-updated_at',
  'updated_at',
  '-created_at',
  'created_at',
  'closing_date',
  '-closing_date',
  'price',
  '-price',
  'address',
  '-address',
] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

/**
 * Filters shared by the list, the CSV export and the status counts. Several values of one filter are
 * OR-ed (status=active&status=under_contract, or status=active,under_contract); filters are AND-ed.
 * `q` searches address, city, postal code, MLS number and participant names (case-insensitive,
 * substring). `agent` takes user ids or "me" (the owning agent).
 */
export const TransactionFilters = z.object({
  q: Text(100).optional(),
  status: queryList(TransactionStatusSchema, 7),
  type: queryList(TransactionTypeSchema, 4),
  side: queryList(TransactionSideSchema, 5),
  agent: queryList(z.union([z.literal('me'), UserId]), 50),
  team: queryList(z.uuid('Must be a team id'), 20),
  closing_from: IsoDate.optional(),
  closing_to: IsoDate.optional(),
});
export type TransactionFilters = z.infer<typeof TransactionFilters>;

export const closingRangeOk = (q: { closing_from?: string | undefined; closing_to?: string | undefined }) =>
  !q.closing_from || !q.closing_to || q.closing_from <= q.closing_to;
export const CLOSING_RANGE_ISSUE = { message: 'Must not be before closing_from', path: ['closing_to'] };

export const ListTransactionsQuery = TransactionFilters.extend({
  sort: z.enum(TRANSACTION_SORTS).default('-updated_at'),
  limit: PageLimit,
  cursor: Cursor.optional(),
})
  .strict()
  .refine(closingRangeOk, CLOSING_RANGE_ISSUE);
export type ListTransactionsQuery = z.infer<typeof ListTransactionsQuery>;

/** Summary figures for the list, only in rows whose financials the caller may see. */
export const ListFinancials = z
  .object({ gross_commission_cents: z.number().int(), brokerage_net_cents: z.number().int() })
  .nullable();

const SummaryBase = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  title: z.string(),
  type: TransactionTypeSchema,
  side: TransactionSideSchema,
  status: TransactionStatusSchema,
  address: AddressDto,
  mls_number: z.string().nullable(),
  property_type: PropertyTypeSchema.nullable(),
  owner: PersonRef,
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  list_price_cents: z.number().int().nullable(),
  offer_price_cents: z.number().int().nullable(),
  sale_price_cents: z.number().int().nullable(),
  closing_date: z.string().nullable(),
  status_changed_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Optimistic-concurrency version: send it back as If-Match when editing (ADR 0082). */
  version: z.number().int(),
});

/**
 * Two explicit shapes: rows without `financials` for callers who may not see the figures, rows with
 * them for managing_broker, brokerage_admin, system admins and the owning agent.
 */
export const TransactionSummaryDto = z.discriminatedUnion('financials_visible', [
  SummaryBase.extend({ financials_visible: z.literal(false) }),
  SummaryBase.extend({ financials_visible: z.literal(true), financials: ListFinancials }),
]);
export type TransactionSummaryDto = z.infer<typeof TransactionSummaryDto>;

export const TransactionPage = z.object({
  items: z.array(TransactionSummaryDto),
  nextCursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof TransactionPage>;
