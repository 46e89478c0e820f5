import { and, eq } from 'drizzle-orm';
import {
  entriesDue,
  type GenerationTerms,
  type KeyedLine,
} from '@threshold/domain/rentals/charge-generation';
import type { LateFeeRule } from '@threshold/domain/rentals/late-fees';
import {
  addDays,
  dueDateOf,
  nextPeriod,
  periodOf,
  periodStart,
} from '@threshold/domain/rentals/rent-periods';
import type { DbOrTx } from '../src/platform/db/client';
import { createRng } from '../src/platform/seeded-random';
import { contacts } from '../src/modules/contacts/contacts.schema';
import { insertContacts } from '../src/modules/contacts/contacts.repository';
import { insertProperty } from '../src/modules/listings/properties.repository';
import {
  depositLedgerEntries,
  leases,
  leaseTenants,
  maintenanceRequests,
  ownerExpenses,
  rentalOwners,
  rentalProperties,
  rentalPropertyOwners,
  rentalUnits,
  rentLedgerEntries,
} from '../src/modules/rentals/rentals.schema';
import { buildContact } from './contacts';
import type { SeededOrganization } from './organizations';

const STREETS = ['Anchor St', 'Bayview Ave', 'Driftwood Ln', 'Pier Rd', 'Salt Marsh Way', 'Sandpiper Ct'];
const LATE_FEE: LateFeeRule = {
  grace_days: 5,
  kind: 'flat',
  amount_cents: 75_00,
  rate_bps: null,
  cap_cents: 75_00,
};
const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));

/**
 * The demo rental portfolio of Harborview (issue 16): 3 landlords (Lionel Barrett is landlord@demo.test),
 * 12 properties with 60 units, 50 leases in every state (Rosa Delgado, renter@demo.test, rents one),
 * 12 months of ledger made by the same generation as production (domain `entriesDue`) with some late
 * and some missing payments, deposits, and a dozen maintenance requests. Batch inserts keep it fast.
 */
export async function seedRentals(db: DbOrTx, hv: SeededOrganization, now = new Date()) {
  const rng = createRng(16);
  const today = now.toISOString().slice(0, 10);
  const agent = hv.users.get('leasing_agent')!;
  const pm = hv.users.get('property_management') ?? agent;
  const userContact = async (role: 'landlord' | 'renter') => {
    const userId = hv.users.get(role);
    if (!userId) return null;
    const [row] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.organizationId, hv.id), eq(contacts.userId, userId)));
    return row?.id ?? null;
  };
  const [barrett, delgado] = [await userContact('landlord'), await userContact('renter')];
  const made = Array.from({ length: 51 }, (_, i) =>
    buildContact(
      rng,
      { organizationId: hv.id, ownerId: agent, now: now.getTime(), index: 90_000 + i },
      { types: [i < 2 ? 'landlord' : 'renter'], stage: 'active', tags: ['rentals'] },
    ),
  );
  const ids = await insertContacts(db, made);
  const landlordContacts = [barrett ?? ids[0]!, ids[0]!, ids[1]!];
  const renterContacts = [delgado ?? ids[2]!, ...ids.slice(2)];

  const owners = await db
    .insert(rentalOwners)
    .values(
      landlordContacts.map((contactId, i) => ({
        organizationId: hv.id,
        contactId,
        managementFeeBps: [800, 1_000, 900][i]!,
        leasingFeeCents: [1_000_00, 1_200_00, 950_00][i]!,
      })),
    )
    .returning({ id: rentalOwners.id });

  const rentals: { id: string; managerId: string }[] = [];
  for (let p = 0; p < 12; p++) {
    const property = await insertProperty(db, {
      organizationId: hv.id,
      addressLine1: `${100 + p * 12} ${STREETS[p % STREETS.length]}`,
      addressLine2: null,
      city: 'Harborview',
      state: 'WA',
      postalCode: '98110',
      propertyType: 'multi_family',
      features: ['Laundry', 'Parking'],
      createdBy: agent,
    });
    rentals.push({ id: rng.uuid(), managerId: p % 3 === 2 ? pm : agent });
    await db.insert(rentalProperties).values({
      id: rentals[p]!.id,
      organizationId: hv.id,
      propertyId: property.id,
      managerId: rentals[p]!.managerId,
    });
  }
  // Barrett owns four properties alone and shares two half and half; the others split the rest.
  const shares = rentals.flatMap((r, p) =>
    p < 4
      ? [{ rentalPropertyId: r.id, ownerId: owners[0]!.id, shareBps: 10_000 }]
      : p < 6
        ? [
            { rentalPropertyId: r.id, ownerId: owners[0]!.id, shareBps: 5_000 },
            { rentalPropertyId: r.id, ownerId: owners[1]!.id, shareBps: 5_000 },
          ]
        : [{ rentalPropertyId: r.id, ownerId: owners[p % 2 ? 1 : 2]!.id, shareBps: 10_000 }],
  );
  await db.insert(rentalPropertyOwners).values(shares);

  const units = rentals.flatMap((r, p) =>
    Array.from({ length: 5 }, (_, u) => ({
      id: rng.uuid(),
      rentalPropertyId: r.id,
      label: `${Math.floor(u / 2) + 1}${'AB'[u % 2]}`,
      beds: 1 + (u % 3),
      baths: u % 3 === 2 ? 2 : 1,
      squareFeet: 600 + (u % 3) * 250,
      marketRentCents: (1_500 + (u % 3) * 450 + p * 25) * 100,
      status: 'vacant',
      managerId: r.managerId,
    })),
  );

  const thisPeriod = periodOf(today);
  const monthsBack = (m: number) => {
    let p = thisPeriod;
    for (let i = 0; i < m; i++) p = previous(p);
    return p;
  };
  const leaseRows: (typeof leases.$inferInsert)[] = [];
  const tenantRows: (typeof leaseTenants.$inferInsert)[] = [];
  const ledger: (typeof rentLedgerEntries.$inferInsert)[] = [];
  const deposits: (typeof depositLedgerEntries.$inferInsert)[] = [];
  const addLease = (
    unitIndex: number,
    status: 'draft' | 'active' | 'notice' | 'ended',
    start: string,
    end: string | null,
    tenant: string,
  ) => {
    const unit = units[unitIndex]!;
    const id = rng.uuid();
    const rent = unit.marketRentCents - rng.int(0, 4) * 25_00;
    const recurring =
      unitIndex % 4 === 0
        ? [{ code: 'parking', label: 'Parking', amount_cents: 75_00 }]
        : unitIndex % 7 === 0
          ? [{ code: 'pet', label: 'Pet rent', amount_cents: 40_00 }]
          : [];
    leaseRows.push({
      id,
      organizationId: hv.id,
      rentalPropertyId: unit.rentalPropertyId,
      unitId: unit.id,
      agentId: agent,
      status,
      termKind: end ? 'fixed' : 'month_to_month',
      startDate: start,
      endDate: end,
      moveInDate: status === 'draft' ? null : start,
      moveOutDate: status === 'ended' ? end : null,
      rentCents: rent,
      dueDay: 1,
      depositCents: rent,
      recurringCharges: recurring,
      lateFee: LATE_FEE,
      createdBy: agent,
    });
    tenantRows.push({ leaseId: id, contactId: tenant, position: 0 });
    if (status !== 'draft') {
      deposits.push({
        organizationId: hv.id,
        leaseId: id,
        kind: 'received',
        amountCents: rent,
        reason: 'Security deposit at signing',
        entryDate: start,
        createdBy: agent,
      });
      simulateLedger(
        id,
        {
          start_date: start,
          end_date: end,
          rent_cents: rent,
          due_day: 1,
          recurring_charges: recurring,
          late_fee: LATE_FEE,
        },
        status === 'ended' ? end! : today,
        unitIndex,
      );
    }
    if (status === 'active' || status === 'notice') unit.status = status === 'active' ? 'occupied' : 'notice';
  };

  /** Month by month: charges on the 1st, payments (some late, a few missing lately), late fees after grace. */
  const simulateLedger = (leaseId: string, terms: GenerationTerms, until: string, unitIndex: number) => {
    const lines: KeyedLine[] = [];
    const post = (asOf: string) => {
      for (const e of entriesDue(terms, lines, asOf)) {
        const id = rng.uuid();
        lines.push({
          id,
          kind: e.kind,
          amount_cents: e.amount_cents,
          entry_date: e.entry_date,
          due_date: e.due_date,
          period: e.period,
          generation_key: e.generation_key,
        });
        ledger.push({
          id,
          organizationId: hv.id,
          leaseId,
          kind: e.kind,
          code: e.code,
          description: e.kind === 'late_fee' ? `Late fee ${e.period}` : `${e.label} ${e.period}`,
          period: e.period,
          entryDate: e.entry_date,
          dueDate: e.due_date,
          amountCents: e.amount_cents,
          generationKey: e.generation_key,
        });
      }
    };
    const lateRenter = unitIndex % 6 === 1;
    const delinquentFrom = unitIndex % 9 === 4 ? rng.int(1, 4) : 0;
    for (let period = periodOf(terms.start_date); period <= periodOf(until); period = nextPeriod(period)) {
      const due = dueDateOf(period, 1) < terms.start_date ? terms.start_date : dueDateOf(period, 1);
      if (due > until) break;
      post(due);
      const monthsAgo = monthsBetween(period, thisPeriod);
      if (delinquentFrom && monthsAgo < delinquentFrom) continue;
      const late = lateRenter && rng.next() < 0.5;
      const payDay = addDays(due, late ? rng.int(7, 12) : rng.int(0, 3));
      if (payDay > until) continue;
      post(payDay);
      const owed = lines.reduce(
        (s, l) => s + (l.kind === 'payment' || l.kind === 'credit' ? -l.amount_cents : l.amount_cents),
        0,
      );
      if (owed <= 0) continue;
      const id = rng.uuid();
      const method = (['ach', 'check', 'card', 'ach'] as const)[rng.int(0, 3)]!;
      lines.push({
        id,
        kind: 'payment',
        amount_cents: owed,
        entry_date: payDay,
        period: null,
        generation_key: null,
      });
      ledger.push({
        id,
        organizationId: hv.id,
        leaseId,
        kind: 'payment',
        description: `Payment (${method.toUpperCase()})`,
        entryDate: payDay,
        amountCents: owed,
        method,
        reference: method === 'check' ? String(1000 + rng.int(0, 8999)) : null,
      });
    }
    post(until);
  };

  // 40 active and 4 on notice (units 0–43), 3 ended before them, 3 drafts on vacant units: 50 leases.
  let tenant = 0;
  for (let u = 0; u < 44; u++) {
    const startBack = u === 0 ? 8 : 1 + ((u * 5) % 12);
    const midMonth = u % 10 === 3;
    const start = midMonth
      ? addDays(periodStart(monthsBack(startBack)), 14)
      : periodStart(monthsBack(startBack));
    const end = u % 5 === 2 ? null : addDays(periodStart(nextMonths(periodOf(start), 12)), -1);
    addLease(u, u >= 40 ? 'notice' : 'active', start, end, renterContacts[tenant++]!);
  }
  for (const u of [0, 1, 3]) {
    const end = addDays(periodStart(monthsBack(9)), -1);
    addLease(u, 'ended', periodStart(monthsBack(12)), end > today ? today : end, renterContacts[tenant++]!);
  }
  for (const u of [44, 45, 46])
    addLease(
      u,
      'draft',
      periodStart(nextPeriod(thisPeriod)),
      addDays(periodStart(nextMonths(thisPeriod, 13)), -1),
      renterContacts[tenant++]!,
    );
  units[58]!.status = 'off_market';
  units[59]!.status = 'off_market';

  await db.insert(rentalUnits).values(units.map(({ managerId: _m, ...u }) => u));
  await db.insert(leases).values(leaseRows);
  await db.insert(leaseTenants).values(tenantRows);
  for (const chunk of chunks(ledger)) await db.insert(rentLedgerEntries).values(chunk);
  await db.insert(depositLedgerEntries).values(deposits);

  const requests = MAINTENANCE.map(([category, priority, description, status, cost], i) => {
    const lease = leaseRows[i * 3]!;
    return {
      id: rng.uuid(),
      organizationId: hv.id,
      rentalPropertyId: lease.rentalPropertyId,
      unitId: lease.unitId,
      leaseId: lease.id,
      requestedBy: i === 0 ? (hv.users.get('renter') ?? agent) : agent,
      category,
      priority,
      description,
      permissionToEnter: i % 2 === 0,
      status,
      assigneeUserId:
        status === 'new' ? null : (rentals.find((r) => r.id === lease.rentalPropertyId)?.managerId ?? agent),
      costCents: cost,
      scheduledFor: status === 'scheduled' ? new Date(now.getTime() + 2 * 86_400_000) : null,
    };
  });
  await db.insert(maintenanceRequests).values(requests);
  const expenses = requests
    .filter((r) => r.status === 'done' && r.costCents)
    .map((r, i) => ({
      organizationId: hv.id,
      rentalPropertyId: r.rentalPropertyId,
      maintenanceRequestId: r.id,
      description: `Maintenance (${r.category}): ${r.description}`,
      amountCents: r.costCents!,
      expenseDate: addDays(today, -3 - i * 9),
      createdBy: agent,
    }));
  if (expenses.length) await db.insert(ownerExpenses).values(expenses);
  return { leases: leaseRows.length, units: units.length, ledgerEntries: ledger.length };
}

const MAINTENANCE: [string, string, string, string, number | null][] = [
  ['plumbing', 'high', 'Kitchen sink drains slowly', 'new', null],
  ['appliance', 'normal', 'Dishwasher leaves dishes dirty', 'assigned', null],
  ['electrical', 'emergency', 'Bedroom outlet sparks', 'in_progress', null],
  ['hvac', 'high', 'No heat in the living room', 'scheduled', null],
  ['pest', 'normal', 'Ants in the pantry', 'done', 160_00],
  ['plumbing', 'normal', 'Running toilet', 'done', 95_00],
  ['structural', 'low', 'Sticky balcony door', 'new', null],
  ['other', 'low', 'Replace hallway light bulb', 'done', 25_00],
  ['appliance', 'high', 'Fridge not cooling', 'in_progress', null],
  ['plumbing', 'emergency', 'Water heater leaking', 'done', 1_250_00],
  ['hvac', 'normal', 'Replace furnace filter', 'cancelled', null],
  ['electrical', 'normal', 'Doorbell does not ring', 'assigned', null],
];

function previous(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
function nextMonths(period: string, n: number): string {
  let p = period;
  for (let i = 0; i < n; i++) p = nextPeriod(p);
  return p;
}
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}
