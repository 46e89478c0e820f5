import type {
  RentalDashboardDto,
  RentRollPage,
  RentRollQuery,
} from '@threshold/domain/rentals/rental-dashboard.contract';
import {
  MAINTENANCE_PRIORITIES,
  UNIT_STATUSES,
  type UnitStatus,
} from '@threshold/domain/rentals/rental-enums';
import { periodOf, periodStart } from '@threshold/domain/rentals/rent-periods';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { decodeCursor, encodeCursor, invalidCursor } from '../../platform/db/keyset-cursor';
import {
  delinquencyTotals,
  delinquentLeases,
  dueAndCollected,
  endingCounts,
  endingLeases,
  openMaintenanceByPriority,
  rentRollPage,
  unitCounts,
} from './rental-dashboard.repository';
import { today } from './rentals-access';
import { leaseScope, staffPropertyScope } from './rentals-scope.repository';

const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** The rental-agent dashboard over the caller's staff scope (ADR 0112). */
export async function getRentalDashboard(db: Db, actor: Actor, asOf = today()): Promise<RentalDashboardDto> {
  const properties = staffPropertyScope(actor);
  const leasesInScope = leaseScope(actor);
  const period = periodOf(asOf);
  const [counts, money, totals, delinquent, endingSoon, ending, maintenance] = await Promise.all([
    unitCounts(db, properties),
    dueAndCollected(db, leasesInScope, periodStart(period)),
    delinquencyTotals(db, leasesInScope, asOf),
    delinquentLeases(db, leasesInScope, asOf, 50),
    endingCounts(db, leasesInScope, asOf),
    endingLeases(db, leasesInScope, asOf, 50),
    openMaintenanceByPriority(db, properties),
  ]);
  const units = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
  for (const c of counts) units[c.status as UnitStatus] = c.n;
  const rentable = units.vacant + units.occupied + units.notice;
  const aging = {
    current: n(totals.current),
    days_30: n(totals.d30),
    days_60: n(totals.d60),
    days_90_plus: n(totals.d90),
  };
  const delinquentDtos = delinquent.map((d) => {
    const row = { current: n(d.current), days_30: n(d.d30), days_60: n(d.d60), days_90_plus: n(d.d90) };
    return {
      lease_id: d.lease_id,
      property_address: d.address,
      unit_label: d.unit_label,
      tenants: d.tenants ?? '',
      balance_cents: n(d.balance),
      aging: row,
    };
  });
  const openMaintenance = Object.fromEntries(
    MAINTENANCE_PRIORITIES.map((p) => [p, 0]),
  ) as RentalDashboardDto['open_maintenance'];
  for (const m of maintenance) openMaintenance[m.priority as keyof typeof openMaintenance] = m.n;
  return {
    as_of: asOf,
    period,
    units,
    occupancy_bps: rentable === 0 ? 0 : Math.round(((units.occupied + units.notice) * 10_000) / rentable),
    scheduled_rent_cents: counts.reduce((s, c) => s + n(c.rent), 0),
    vacant_market_rent_cents: n(counts.find((c) => c.status === 'vacant')?.market),
    due_this_month_cents: money.due,
    collected_this_month_cents: money.collected,
    delinquency: {
      total_cents: n(totals.balance),
      aging,
      leases: delinquentDtos,
    },
    ending: {
      in_30: endingSoon.in_30,
      in_60: endingSoon.in_60,
      in_90: endingSoon.in_90,
      leases: ending.map((e) => ({
        lease_id: e.lease_id,
        property_address: e.address,
        unit_label: e.unit_label,
        tenants: e.tenants ?? '',
        end_date: e.end_date,
        days_left: e.days_left,
      })),
    },
    open_maintenance: openMaintenance,
  };
}

const TAG = 'rent-roll';

export async function getRentRoll(db: Db, actor: Actor, query: RentRollQuery): Promise<RentRollPage> {
  let after: { address: string; label: string; id: string } | null = null;
  if (query.cursor) {
    const [tag, address, label, id] = decodeCursor(query.cursor, ['text', 'text', 'text', 'uuid'])!;
    if (tag !== TAG) throw invalidCursor();
    after = { address: address!, label: label!, id: id! };
  }
  const rows = await rentRollPage(
    db,
    staffPropertyScope(actor),
    query.rental_property_id,
    query.limit,
    after,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      unit_id: r.unit_id,
      rental_property_id: r.rental_property_id,
      property_address: r.address,
      unit_label: r.label,
      status: r.status as UnitStatus,
      market_rent_cents: n(r.market),
      lease_id: r.lease_id,
      tenants: r.tenants,
      rent_cents: r.rent === null ? null : n(r.rent),
      lease_end_date: r.end_date,
      balance_cents: n(r.balance),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([TAG, last.address, last.label, last.unit_id]) : null,
  };
}
