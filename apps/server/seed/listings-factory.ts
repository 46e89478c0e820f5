import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RoleKey } from '@threshold/domain/roles';
import type { ListingStatus } from '@threshold/domain/listings/listing-status';
import { toIsoDate } from '@threshold/domain/transactions/business-days';
import type { PropertyType } from '@threshold/domain/transactions/transaction-enums';
import type { DbOrTx } from '../src/platform/db/client';
import { createRng } from '../src/platform/seeded-random';
import { contacts } from '../src/modules/contacts/contacts.schema';
import { teamMembers } from '../src/modules/organizations/organizations.schema';
import { insertProperty } from '../src/modules/listings/properties.repository';
import { insertListing, updateListingRow } from '../src/modules/listings/listings.repository';
import { listings as listingsTable } from '../src/modules/listings/listings.schema';
import { insertOfferLink } from '../src/modules/listings/offer-links.repository';
import { newLinkKey } from '../src/modules/listings/offer-links.service';
import { createStatusToken } from '../src/modules/listings/offer-token';
import { insertCounter, insertOffer } from '../src/modules/listings/offers.repository';

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
  // Each sale's seller client is one of its listing agent's own CRM contacts.
  const owners = [...new Set(options.plan.map(([, role]) => org.users.get(role)).filter(Boolean))];
  const sellerRows = await db
    .select({ id: contacts.id, ownerId: contacts.ownerId })
    .from(contacts)
    .where(and(eq(contacts.organizationId, org.id), inArray(contacts.ownerId, owners as string[])))
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  const sellersOf = new Map<string | null, string[]>();
  for (const c of sellerRows) sellersOf.set(c.ownerId, [...(sellersOf.get(c.ownerId) ?? []), c.id]);
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
      kind === 'sale' ? (sellersOf.get(ownerId)?.splice(0, 1) ?? []) : [],
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

const AGENTS = [
  ['Morgan Blake', 'Blue Water Realty'],
  ['Priya Natarajan', 'Summit Homes'],
  ['Devon Carter', 'Evergreen Brokers'],
  ['Alexis Romero', 'Sound & Shore Realty'],
  ['Jamie Okafor', 'Northwest Keys'],
] as const;
const BUYERS = [
  'Jordan Avery',
  'Casey Lin',
  'Sam Patel',
  'Robin Ortiz',
  'Taylor Nguyen',
  'Drew Kim',
  'Avery Brooks',
];
const OFFER_STATES = [
  'Submitted',
  'Reviewed',
  'Submitted',
  'Countered',
  'Rejected',
  'Withdrawn',
  'Submitted',
  'Reviewed',
];

/**
 * Offer links on the listings that take offers, and 3–8 offers on the first `withOffers` of them:
 * mixed financing, contingencies and states, a counter round on the countered ones; on the
 * `escalationOn`-th of them one offer in three has an escalation clause. Status tokens are random
 * (their links were never sent). Answers the offers of each listing with offers, in that order.
 */
export async function seedOffers(
  db: DbOrTx,
  listings: { id: string; status: ListingStatus; ownerId: string }[],
  options: { seed: number; withOffers: number; escalationOn: number | null },
) {
  const rng = createRng(options.seed);
  const open = listings.filter((l) => l.status === 'Active' || l.status === 'ActiveUnderContract');
  const seeded: { id: string; status: string }[][] = [];
  for (const [i, listing] of open.entries()) {
    await insertOfferLink(db, {
      listingId: listing.id,
      linkKey: newLinkKey(),
      enabled: listing.status === 'Active',
    });
    if (i >= options.withOffers) continue;
    const [row] = await db
      .select({ price: listingsTable.listPriceCents })
      .from(listingsTable)
      .where(eq(listingsTable.id, listing.id));
    const count = rng.int(3, 8);
    const escalates = (n: number) => i === options.escalationOn && n % 3 === 1;
    const made: { id: string; status: string }[] = [];
    seeded.push(made);
    for (let n = 0; n < count; n++) {
      const price = row!.price + rng.int(-6, 6) * 5_000_00;
      const financing = rng.pick(['cash', 'conventional', 'conventional', 'fha', 'va'] as const);
      const status = OFFER_STATES[n % OFFER_STATES.length]!;
      const createdAt = new Date(Date.now() - rng.int(1, 72) * 3_600_000);
      const offer = await insertOffer(db, {
        listingId: listing.id,
        status,
        statusTokenHash: createStatusToken().hash,
        buyerNames: [rng.pick(BUYERS)],
        agentName: AGENTS[n % AGENTS.length]![0],
        agentBrokerage: AGENTS[n % AGENTS.length]![1],
        agentLicense: `WA-${rng.int(100000, 999999)}`,
        agentEmail: `agent${n + 1}@offers.demo.test`,
        agentPhone: `(206) 555-01${String(10 + n)}`,
        priceCents: price,
        earnestMoneyCents: rng.int(5, 30) * 1_000_00,
        downPaymentCents: financing === 'cash' ? price : Math.round(price * 0.2),
        financingType: financing,
        loanAmountCents: financing === 'cash' ? null : Math.round(price * 0.8),
        contingencies: {
          inspection_days: rng.next() < 0.7 ? rng.pick([7, 10, 14]) : null,
          appraisal_days: financing === 'cash' ? null : 21,
          financing_days: financing === 'cash' ? null : rng.pick([21, 30]),
          sale_of_home_days: rng.next() < 0.15 ? 45 : null,
        },
        closingDate: null,
        daysToClose: rng.pick([21, 30, 45]),
        sellerConcessionsCents: rng.next() < 0.4 ? rng.int(1, 10) * 1_000_00 : 0,
        escalationIncrementCents: escalates(n) ? 2_500_00 : null,
        escalationCapCents: escalates(n) ? price + 40_000_00 : null,
        possession: 'At closing',
        expiresAt: new Date(Date.now() + rng.int(12, 96) * 3_600_000),
        notes: rng.next() < 0.5 ? 'Pre-approval letter on request.' : null,
        createdAt,
        updatedAt: createdAt,
      });
      made.push({ id: offer.id, status });
      if (status === 'Countered')
        await insertCounter(db, {
          offerId: offer.id,
          round: 1,
          fromSide: 'seller',
          terms: { price_cents: price + 10_000_00 },
          message: 'The sellers would accept at this price.',
          createdBy: listing.ownerId,
        });
    }
  }
  return seeded;
}
