import { and, asc, eq } from 'drizzle-orm';
import type { RoleKey } from '@threshold/domain/roles';
import type { ListingStatus } from '@threshold/domain/listings/listing-status';
import { toIsoDate } from '@threshold/domain/transactions/business-days';
import type { PropertyType } from '@threshold/domain/transactions/transaction-enums';
import type { DbOrTx } from '../../platform/db/client';
import { createRng } from '../../platform/seeded-random';
import { contacts } from '../contacts/contacts.schema';
import { teamMembers } from '../organizations/organizations.schema';
import { insertProperty } from './properties.repository';
import { insertListing, updateListingRow } from './listings.repository';

const STREETS = [
  'Gull Point Rd',
  'Harbor View Dr',
  'Cedar Bluff Ln',
  'Marina Way',
  'Lighthouse Ct',
  'Kelp Bed Ave',
  'Tidewater Pl',
  'Osprey Ridge Rd',
];
const FEATURES = [
  'Water view',
  'Garage',
  'Deck',
  'Fireplace',
  'Updated kitchen',
  'Hardwood floors',
  'Heat pump',
  'Fenced yard',
];
const TYPES: PropertyType[] = ['single_family', 'single_family', 'condo', 'townhouse', 'multi_family'];
const DAY = 86_400_000;

export interface ListingSeedOptions {
  seed: number;
  city: string;
  postalCode: string;
  /** [status, listing agent's role, kind] per listing. */
  plan: [ListingStatus, RoleKey, 'sale' | 'rent'][];
}

/**
 * Demo listings of one organization: a property each, in the planned statuses, priced by type, some
 * with a price reduction; the first seller contacts of the CRM as seller clients. Returns their ids.
 */
export async function seedListings(
  db: DbOrTx,
  org: { id: string; users: Map<RoleKey, string> },
  options: ListingSeedOptions,
): Promise<{ id: string; status: ListingStatus; ownerId: string }[]> {
  const rng = createRng(options.seed);
  const sellers = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.organizationId, org.id)))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(options.plan.length);
  const out: { id: string; status: ListingStatus; ownerId: string }[] = [];
  for (const [i, [status, role, kind]] of options.plan.entries()) {
    const ownerId = org.users.get(role);
    if (!ownerId) continue;
    const [team] = await db
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, ownerId))
      .limit(1);
    const type = rng.pick(TYPES);
    const beds = rng.int(type === 'condo' ? 1 : 2, 5);
    const listedDaysAgo = status === 'ComingSoon' ? -7 : rng.int(3, 120);
    const listed = new Date(Date.now() - listedDaysAgo * DAY);
    const createdAt = new Date(Math.min(Date.now(), listed.getTime()));
    const price = kind === 'rent' ? rng.int(18, 45) * 100_00 : rng.int(38, 160) * 10_000_00;
    const property = await insertProperty(db, {
      organizationId: org.id,
      addressLine1: `${rng.int(10, 980)} ${STREETS[i % STREETS.length]}`,
      addressLine2: type === 'condo' ? `Unit ${rng.int(1, 40)}` : null,
      city: options.city,
      state: 'WA',
      postalCode: options.postalCode,
      parcelNumber: `${rng.int(1000, 9999)}-${rng.int(100, 999)}-${rng.int(10, 99)}`,
      propertyType: type,
      beds,
      baths: Math.min(beds, rng.int(2, 7) / 2),
      squareFeet: beds * rng.int(420, 650),
      lotSquareFeet: type === 'condo' ? null : rng.int(3, 20) * 1000,
      yearBuilt: rng.int(1925, 2022),
      features: FEATURES.filter(() => rng.next() < 0.35),
      description: `Light-filled ${beds}-bedroom home a short walk from the ${options.city} waterfront.`,
      createdBy: ownerId,
      createdAt,
      updatedAt: createdAt,
    });
    const id = await insertListing(
      db,
      {
        organizationId: org.id,
        propertyId: property.id,
        ownerId,
        teamId: team?.id ?? null,
        kind,
        status: 'Active',
        listPriceCents: price,
        originalListPriceCents: price,
        listingDate: toIsoDate(listed),
        expirationDate: toIsoDate(new Date(listed.getTime() + (kind === 'rent' ? 60 : 180) * DAY)),
        mlsNumber: `NW${options.seed}${String(1000 + i)}`,
        buyerAgentCommission:
          kind === 'rent' ? { kind: 'flat', amount_cents: 500_00 } : { kind: 'percent', rate_bps: 250 },
        listingCommission: kind === 'rent' ? null : { kind: 'percent', rate_bps: 250 },
        showingInstructions: rng.next() < 0.5 ? 'Call the listing agent; lockbox on the side door.' : null,
        searchText: `${property.searchText} nw${options.seed}${1000 + i}`,
        statusChangedAt: createdAt,
        createdBy: ownerId,
        createdAt,
        updatedAt: createdAt,
      },
      sellers[i] && kind === 'sale' ? [sellers[i]!.id] : [],
    );
    const later = new Date(Math.min(Date.now(), createdAt.getTime() + rng.int(1, 20) * DAY));
    if (kind === 'sale' && rng.next() < 0.3)
      await updateListingRow(
        db,
        id,
        undefined,
        { listPriceCents: price - rng.int(1, 4) * 5_000_00 },
        { by: ownerId, at: later },
      );
    if (status !== 'Active')
      await updateListingRow(
        db,
        id,
        undefined,
        { status, statusChangedAt: later },
        { by: ownerId, at: later, fromStatus: 'Active' },
      );
    out.push({ id, status, ownerId });
  }
  return out;
}
