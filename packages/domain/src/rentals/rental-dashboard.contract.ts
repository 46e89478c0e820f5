import { z } from 'zod';
import { Cursor, Uuid } from '../transactions/transaction-common.contract';
import { AgingDto } from './rent-ledger.contract';
import { MAINTENANCE_PRIORITIES, UNIT_STATUSES } from './rental-enums';

const Int = z.number().int();

export const DelinquentLeaseDto = z.object({
  lease_id: z.uuid(),
  property_address: z.string(),
  unit_label: z.string(),
  tenants: z.string(),
  balance_cents: Int,
  aging: AgingDto,
});

export const EndingLeaseDto = z.object({
  lease_id: z.uuid(),
  property_address: z.string(),
  unit_label: z.string(),
  tenants: z.string(),
  end_date: z.string(),
  days_left: Int,
});

/** The rental-agent dashboard (/rental-dashboard) over the caller's scope, as of today. */
export const RentalDashboardDto = z.object({
  as_of: z.string(),
  period: z.string(),
  units: z.record(z.enum(UNIT_STATUSES), Int),
  occupancy_bps: Int,
  scheduled_rent_cents: Int,
  vacant_market_rent_cents: Int,
  due_this_month_cents: Int,
  collected_this_month_cents: Int,
  delinquency: z.object({ total_cents: Int, aging: AgingDto, leases: z.array(DelinquentLeaseDto) }),
  ending: z.object({ in_30: Int, in_60: Int, in_90: Int, leases: z.array(EndingLeaseDto) }),
  open_maintenance: z.record(z.enum(MAINTENANCE_PRIORITIES), Int),
});
export type RentalDashboardDto = z.infer<typeof RentalDashboardDto>;

export const RentRollQuery = z.strictObject({
  rental_property_id: Uuid('rental property').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: Cursor.optional(),
});
export type RentRollQuery = z.infer<typeof RentRollQuery>;

export const RentRollRow = z.object({
  unit_id: z.uuid(),
  rental_property_id: z.uuid(),
  property_address: z.string(),
  unit_label: z.string(),
  status: z.enum(UNIT_STATUSES),
  market_rent_cents: Int,
  lease_id: z.uuid().nullable(),
  tenants: z.string().nullable(),
  rent_cents: Int.nullable(),
  lease_end_date: z.string().nullable(),
  balance_cents: Int,
});
export type RentRollRow = z.infer<typeof RentRollRow>;
export const RentRollPage = z.object({ items: z.array(RentRollRow), nextCursor: z.string().nullable() });
export type RentRollPage = z.infer<typeof RentRollPage>;
