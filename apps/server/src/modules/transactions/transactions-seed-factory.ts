import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import type { CommissionPlanInput } from '@threshold/domain/transactions/transaction-common.contract';
import {
  AGENT_ROLES_BY_SIDE,
  SIDES_BY_TYPE,
  type ParticipantRole,
  type TransactionSide,
  type TransactionType,
} from '@threshold/domain/transactions/transaction-enums';
import {
  FALL_THROUGH_REASONS,
  isFallThroughStatus,
} from '@threshold/domain/transactions/fall-through-reason';
import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import type { transactionParticipants, transactions } from './transactions.schema';

/**
 * Pure pieces of demo deals for seed/transactions.ts (demo, tests, bench): a deterministic random
 * generator (re-exported from platform/seeded-random) and plausible values. No I/O.
 */
import { createRng, type Rng } from '../../platform/seeded-random';
export { createRng, type Rng };

const words = (s: string) => s.split(' ');
// prettier-ignore
export const STATUS_WEIGHTS: [TransactionStatus, number][] = [['draft', 8], ['active', 22], ['under_contract', 30], ['closed', 25], ['cancelled', 6], ['withdrawn', 5], ['expired', 4]];
// prettier-ignore
const TYPE_WEIGHTS: [TransactionType, number][] = [['purchase', 40], ['sale', 35], ['lease', 18], ['referral', 7]];
// prettier-ignore
const PROPERTY_WEIGHTS = [['single_family', 50], ['condo', 20], ['townhouse', 15], ['multi_family', 10], ['land', 5]] as const;
// prettier-ignore
const FINANCING_WEIGHTS = [['conventional', 55], ['cash', 20], ['fha', 15], ['va', 10]] as const;
const STREETS = words(
  'Harbor Cedar Bayview Pine Ocean Lighthouse Marina Summit Willow Madrona Alder Spinnaker',
);
const SUFFIXES = words('St Ave Way Ln Ct Pl Dr');
// prettier-ignore
const CITIES: [string, string][] = [['Harborview', '98110'], ['Bayside', '98112'], ['North Point', '98115'], ['Old Town', '98104'], ['Cedar Hills', '98121']];
export const FIRST_NAMES = words(
  'Olivia Liam Emma Noah Ava Mateo Sophia Lucas Mia Ethan Harper Hiro Priya Kwame Ingrid Tomás Fatima Dmitri Aisha Rafael',
);
export const LAST_NAMES = words(
  "Garcia Nguyen Kowalski Martinez Okafor Yamamoto Schmidt Haddad Larsen Costa Fitzgerald Blackwood O'Connor Pérez",
);
// prettier-ignore
export const PROFESSIONALS: [ParticipantRole, string[]][] = [['lender', ['Evergreen Home Loans', 'Puget Mortgage Co.']], ['title', ['Cascade Title', 'First Harbor Title']], ['escrow', ['Sound Escrow Services']], ['inspector', ['Keystone Inspections']], ['appraiser', ['Northwest Appraisal Group']]];
// prettier-ignore
export const RETURN_NOTES = ['Missing initials on page 3', 'Signature date is blank', 'Please upload the fully executed copy', 'Wrong property address on the addendum'];
// prettier-ignore
export const NOTE_BODIES = ['Seller prefers a 45-day close.', 'Buyer is relocating — keep the lender in the loop.', 'Waiting on HOA documents.'];
export const DAY_MS = 86_400_000;

export function pickType(rng: Rng, ownerRole: string): TransactionType {
  return ownerRole === 'leasing_agent' && rng.next() < 0.7 ? 'lease' : rng.weighted(TYPE_WEIGHTS);
}

export function pickSide(rng: Rng, type: TransactionType): TransactionSide {
  const sides = SIDES_BY_TYPE[type];
  if (sides.includes('dual') && rng.next() < 0.12) return 'dual';
  return rng.pick(sides.filter((s) => s !== 'dual'));
}

export const agentRolesFor = (side: TransactionSide): ParticipantRole[] => [...AGENT_ROLES_BY_SIDE[side]];

export function clientRolesFor(type: TransactionType, side: TransactionSide): ParticipantRole[] {
  if (side === 'dual') return type === 'lease' ? ['landlord', 'tenant'] : ['seller', 'buyer'];
  return [side];
}

/** The owner takes the whole side; brokers keep 90 %, team leaders 80 %, agents 70 %; a $395 fee. */
export function commissionFor(
  rng: Rng,
  type: TransactionType,
  side: TransactionSide,
  ownerId: string,
  ownerRole: string,
): CommissionPlanInput {
  const split =
    ownerRole === 'broker' || ownerRole === 'managing_broker'
      ? 9_000
      : ownerRole === 'team_leader'
        ? 8_000
        : 7_000;
  const listing = side === 'seller' || side === 'landlord' || side === 'dual';
  const buying = side === 'buyer' || side === 'tenant' || side === 'dual';
  const amount =
    type === 'lease' || type === 'referral'
      ? { kind: 'flat' as const, amount_cents: rng.int(10, 40) * 10_000 }
      : { kind: 'percent' as const, rate_bps: rng.pick([225, 250, 275, 300]) };
  const agent = (s: 'listing' | 'buyer') => ({
    user_id: ownerId,
    side: s,
    share_bps: 10_000,
    split_bps: split,
  });
  const referred = type !== 'referral' && rng.next() < 0.1;
  return {
    listing_side: listing ? amount : null,
    buyer_side: buying ? amount : null,
    referral: referred
      ? { side: buying ? 'buyer' : 'listing', rate_bps: 2_500, payee: 'Relocation Partners LLC' }
      : null,
    agents: [...(listing ? [agent('listing')] : []), ...(buying ? [agent('buyer')] : [])],
    fees: [
      {
        label: 'Transaction fee',
        amount: { kind: 'flat', amount_cents: 39_500 },
        paid_by: 'agent',
        agent_user_id: ownerId,
        payee: 'brokerage',
      },
    ],
  };
}

/** Days from today to contract acceptance by status (null: no contract yet). */
export function acceptanceOffset(rng: Rng, status: TransactionStatus): number | null {
  if (status === 'under_contract') return -rng.int(2, 40);
  if (status === 'closed') return -rng.int(50, 240);
  if (status === 'cancelled' || status === 'withdrawn') return rng.next() < 0.5 ? -rng.int(20, 120) : null;
  return null;
}

/** Review state of the n-th checklist item: closed deals are all approved, later items still pending. */
export function checklistState(rng: Rng, status: TransactionStatus, index: number, total: number) {
  if (status === 'closed') return 'approved' as const;
  if (status === 'draft') return 'pending' as const;
  const progress = status === 'under_contract' ? 0.75 : status === 'active' ? 0.35 : 0.5;
  if (index / total > progress + 0.15) return 'pending' as const;
  return rng.weighted([
    ['approved', 55],
    ['submitted', 25],
    ['returned', 10],
    ['pending', 10],
  ] as const);
}

/** The statuses a deal went through to reach `status`, starting as a draft. */
export function statusPath(status: TransactionStatus): TransactionStatus[] {
  if (status === 'draft') return ['draft'];
  if (status === 'active') return ['draft', 'active'];
  if (status === 'under_contract') return ['draft', 'active', 'under_contract'];
  if (status === 'closed') return ['draft', 'active', 'under_contract', 'closed'];
  return ['draft', 'active', status];
}

export interface DealShape {
  id: string;
  index: number;
  organizationId: string;
  ownerId: string;
  ownerRole: string;
  teamId: string | null;
  mlsPrefix: string;
  now: number;
  today: string;
}

/** One deal row with plausible property, prices, status, commission and timestamps. */
export function buildDealRow(rng: Rng, shape: DealShape) {
  const type = pickType(rng, shape.ownerRole);
  const side = pickSide(rng, type);
  const status = rng.weighted(STATUS_WEIGHTS);
  const [city, zip] = rng.pick(CITIES);
  const line1 = `${rng.int(100, 9899)} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}`;
  const line2 = rng.next() < 0.15 ? `Unit ${rng.int(1, 40)}` : null;
  const price = type === 'lease' ? rng.int(18, 60) * 10_000 : rng.int(25, 180) * 1_000_000;
  const contracted = status === 'under_contract' || status === 'closed';
  const acceptance = acceptanceOffset(rng, status);
  const ageDays = acceptance === null ? rng.int(3, 120) : -acceptance + rng.int(5, 60);
  const createdAt = new Date(shape.now - ageDays * DAY_MS);
  const touched = shape.now - rng.int(0, 20) * DAY_MS - rng.int(0, 86_000) * 1000;
  const updatedAt = new Date(Math.max(createdAt.getTime(), touched));
  const dateValues: Record<string, string> = {};
  if (acceptance !== null) dateValues.acceptance = addCalendarDays(shape.today, acceptance);
  if (type === 'sale') dateValues.listing = addCalendarDays(shape.today, (acceptance ?? 0) - rng.int(10, 90));
  const mls =
    type === 'lease' && rng.next() < 0.5
      ? null
      : `${shape.mlsPrefix}${2_400_000 + shape.index * 7 + rng.int(0, 6)}`;
  const row: typeof transactions.$inferInsert = {
    id: shape.id,
    organizationId: shape.organizationId,
    ownerId: shape.ownerId,
    teamId: shape.teamId,
    title: [line1, line2].filter(Boolean).join(' '),
    type,
    side,
    status,
    // From the index, not the rng, so adding it left every other seeded value as it was.
    fallThroughReason: isFallThroughStatus(status)
      ? FALL_THROUGH_REASONS[shape.index % FALL_THROUGH_REASONS.length]!
      : null,
    addressLine1: line1,
    addressLine2: line2,
    city,
    state: 'WA',
    postalCode: zip,
    mlsNumber: mls,
    propertyType: rng.weighted(PROPERTY_WEIGHTS),
    beds: rng.int(1, 6),
    baths: rng.int(2, 8) / 2,
    squareFeet: rng.int(6, 45) * 100,
    yearBuilt: rng.int(1905, 2022),
    listPriceCents: price,
    offerPriceCents: contracted ? price - rng.int(0, 10) * (price / 100) : null,
    salePriceCents: status === 'closed' ? price - rng.int(0, 8) * (price / 100) : null,
    earnestMoneyCents: contracted && type !== 'lease' ? Math.round(price / 100) * rng.int(1, 3) : null,
    financingType: type === 'lease' ? null : rng.weighted(FINANCING_WEIGHTS),
    commission: commissionFor(rng, type, side, shape.ownerId, shape.ownerRole),
    createdBy: shape.ownerId,
    statusChangedAt: updatedAt,
    createdAt,
    updatedAt,
  };
  return { row, type, side, status, contracted, dateValues, createdAt, updatedAt };
}

export type ParticipantRow = typeof transactionParticipants.$inferInsert;
