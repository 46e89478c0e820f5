import type { LeaseDto } from '@threshold/domain/rentals/lease.contract';
import type { LedgerEntryDto } from '@threshold/domain/rentals/rent-ledger.contract';
import type { RentalPropertyDto, RentalUnitDto } from '@threshold/domain/rentals/rental-property.contract';
import { LEASE_TRANSITIONS, type LeaseStatus, type UnitStatus } from '@threshold/domain/rentals/rental-enums';
import { runningBalances, type LedgerEntryKind } from '@threshold/domain/rentals/rent-ledger';
import type { LeaseRow } from './leases.repository';
import type { LedgerRow } from './rent-ledger.repository';
import type { RentalPropertyRow, RentalUnitRow } from './rental-properties.repository';

export function toRentalPropertyDto(
  row: RentalPropertyRow,
  owners: { ownerId: string; name: string; shareBps: number }[],
): RentalPropertyDto {
  return {
    id: row.id,
    version: row.version,
    property_id: row.propertyId,
    address: {
      line1: row.line1,
      line2: row.line2,
      city: row.city,
      state: row.state,
      postal_code: row.postalCode,
    },
    manager: { id: row.managerId, name: row.managerName },
    unit_count: row.unitCount,
    occupied_count: row.occupiedCount,
    owners: owners.map((o) => ({ owner_id: o.ownerId, name: o.name, share_bps: o.shareBps })),
    created_at: row.createdAt.toISOString(),
  };
}

export function toUnitDto(u: RentalUnitRow): RentalUnitDto {
  return {
    id: u.id,
    version: u.version,
    rental_property_id: u.rentalPropertyId,
    label: u.label,
    beds: u.beds,
    baths: u.baths,
    square_feet: u.squareFeet,
    market_rent_cents: u.marketRentCents,
    status: u.status as UnitStatus,
  };
}

export function toLeaseDto(row: LeaseRow, tenants: { contactId: string; name: string }[]): LeaseDto {
  const l = row.lease;
  return {
    id: l.id,
    version: l.version,
    status: l.status as LeaseStatus,
    term_kind: l.termKind as LeaseDto['term_kind'],
    rental_property_id: l.rentalPropertyId,
    property_address: row.propertyAddress,
    unit: { id: l.unitId, label: row.unitLabel },
    tenants: tenants.map((t) => ({ contact_id: t.contactId, name: t.name })),
    start_date: l.startDate,
    end_date: l.endDate,
    move_in_date: l.moveInDate,
    move_out_date: l.moveOutDate,
    rent_cents: l.rentCents,
    due_day: l.dueDay,
    deposit_cents: l.depositCents,
    recurring_charges: l.recurringCharges,
    late_fee: l.lateFee ?? null,
    renewal_of: l.renewalOf,
    source_transaction_id: l.sourceTransactionId,
    balance_cents: row.balanceCents,
    allowed_next_statuses: [...LEASE_TRANSITIONS[l.status as LeaseStatus]],
    created_at: l.createdAt.toISOString(),
  };
}

export const toLedgerLine = (r: LedgerRow) => ({
  id: r.id,
  kind: r.kind as LedgerEntryKind,
  amount_cents: r.amountCents,
  entry_date: r.entryDate,
  due_date: r.dueDate,
  period: r.period,
  generation_key: r.generationKey,
});

export function toLedgerEntryDtos(rows: LedgerRow[]): LedgerEntryDto[] {
  const balances = runningBalances(rows.map(toLedgerLine));
  return rows.map((r, i) => ({
    id: r.id,
    kind: r.kind as LedgerEntryKind,
    code: r.code,
    description: r.description,
    period: r.period,
    entry_date: r.entryDate,
    due_date: r.dueDate,
    amount_cents: r.amountCents,
    method: r.method,
    reference: r.reference,
    balance_cents: balances[i]!,
    created_at: r.createdAt.toISOString(),
  }));
}
