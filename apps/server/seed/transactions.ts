import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { RoleKey } from '@threshold/domain/roles';
import { addCalendarDays, toIsoDate } from '@threshold/domain/transactions/business-days';
import { buildChecklist } from '@threshold/domain/transactions/checklist-templates';
import { resolveKeyDates } from '@threshold/domain/transactions/deadlines';
import { initialKeyDates } from '@threshold/domain/transactions/key-date-defaults';
import type { CommissionPlanInput } from '@threshold/domain/transactions/transaction-common.contract';
import { SIDES_BY_TYPE, type ParticipantRole, type TransactionSide, type TransactionType } from '@threshold/domain/transactions/transaction-enums';
import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import type { DbOrTx } from '../src/platform/db/client';
import { users } from '../src/platform/auth/auth.schema';
import { auditLog } from '../src/platform/audit/audit.schema';
import { contacts } from '../src/modules/contacts/contacts.schema';
import { userProfiles } from '../src/modules/identity/identity.schema';
import { teamMembers } from '../src/modules/organizations/organizations.schema';
import { replaceTemplate } from '../src/modules/transactions/checklist-templates.repository';
import { refreshSearchText } from '../src/modules/transactions/transactions.repository';
import { transactionAssignments, transactionParticipants, transactions, transactionStatusHistory } from '../src/modules/transactions/transactions.schema';
import { transactionChangeRequests, transactionChecklistItems, transactionDates, transactionNotes, transactionTasks } from '../src/modules/transactions/transaction-work.schema';
import type { SeededOrganization } from './organizations';

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same deals every run. */
function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    let r = next() * pairs.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of pairs) if ((r -= w) < 0) return v;
    return pairs.at(-1)![0];
  };
  const uuid = () => {
    const h = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    h[12] = '4';
    h[16] = '89ab'[Math.floor(next() * 4)]!;
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, weighted, uuid };
}
type Rng = ReturnType<typeof createRng>;

const STATUSES: [TransactionStatus, number][] = [['draft', 8], ['active', 22], ['under_contract', 30], ['closed', 25], ['cancelled', 6], ['withdrawn', 5], ['expired', 4]];
const TYPES: [TransactionType, number][] = [['purchase', 40], ['sale', 35], ['lease', 18], ['referral', 7]];
const STREETS = ['Harbor', 'Cedar', 'Bayview', 'Pine', 'Ocean', 'Lighthouse', 'Marina', 'Summit', 'Willow', 'Madrona', 'Alder', 'Spinnaker'];
const SUFFIXES = ['St', 'Ave', 'Way', 'Ln', 'Ct', 'Pl', 'Dr'];
const CITIES: [string, string][] = [['Harborview', '98110'], ['Bayside', '98112'], ['North Point', '98115'], ['Old Town', '98104'], ['Cedar Hills', '98121']];
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sophia', 'Lucas', 'Mia', 'Ethan', 'Harper', 'Hiro', 'Priya', 'Kwame', 'Ingrid', 'Tomás', 'Fatima', 'Dmitri', 'Aisha', 'Rafael'];
const LAST = ['Garcia', 'Nguyen', 'Kowalski', 'Martinez', 'Okafor', 'Yamamoto', 'Schmidt', 'Haddad', 'Larsen', 'Costa', 'Fitzgerald', 'Blackwood', "O'Connor", 'Pérez'];
const PROS: [ParticipantRole, string[]][] = [['lender', ['Evergreen Home Loans', 'Puget Mortgage Co.']], ['title', ['Cascade Title', 'First Harbor Title']], ['escrow', ['Sound Escrow Services']], ['inspector', ['Keystone Inspections']], ['appraiser', ['Northwest Appraisal Group']]];
const RETURN_NOTES = ['Missing initials on page 3', 'Signature date is blank', 'Please upload the fully executed copy', 'Wrong property address on the addendum'];
const DAY = 86_400_000;

export interface DealSeedOptions {
  count: number;
  seed: number;
  /** Agents who own deals: [role, weight]. */
  owners: [RoleKey, number][];
  /** 'full' adds checklists, tasks, notes, history and audit rows; 'light' (bench) only deals, people and dates. */
  detail?: 'full' | 'light';
  mlsPrefix?: string;
  /** Demo client accounts put on deals as participants: [client role, participant role, how many deals]. */
  clients?: [RoleKey, ParticipantRole, number][];
  /** Staff assigned to deals: [role, how many deals]. */
  assignees?: [RoleKey, number][];
}


const chunks = async <T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

function pickSide(rng: Rng, type: TransactionType): TransactionSide {
  const sides = SIDES_BY_TYPE[type];
  if (sides.includes('dual') && rng.next() < 0.12) return 'dual';
  return rng.pick(sides.filter((s) => s !== 'dual'));
}

function commissionFor(rng: Rng, type: TransactionType, side: TransactionSide, ownerId: string, split: number): CommissionPlanInput {
  const listing = side === 'seller' || side === 'landlord' || side === 'dual';
  const buying = side === 'buyer' || side === 'tenant' || side === 'dual';
  const amount = type === 'lease' || type === 'referral' ? { kind: 'flat' as const, amount_cents: rng.int(10, 40) * 10_000 } : { kind: 'percent' as const, rate_bps: rng.pick([225, 250, 275, 300]) };
  const agents = [...(listing ? [{ user_id: ownerId, side: 'listing' as const, share_bps: 10_000, split_bps: split }] : []), ...(buying ? [{ user_id: ownerId, side: 'buyer' as const, share_bps: 10_000, split_bps: split }] : [])];
  return {
    listing_side: listing ? amount : null,
    buyer_side: buying ? amount : null,
    referral: type !== 'referral' && rng.next() < 0.1 ? { side: buying ? 'buyer' : 'listing', rate_bps: 2_500, payee: 'Relocation Partners LLC' } : null,
    agents,
    fees: [{ label: 'Transaction fee', amount: { kind: 'flat', amount_cents: 39_500 }, paid_by: 'agent', agent_user_id: ownerId, payee: 'brokerage' }],
  };
}

/** How far along a deal is, in days relative to today, by status (acceptance date; null = none yet). */
function acceptanceOffset(rng: Rng, status: TransactionStatus): number | null {
  if (status === 'under_contract') return -rng.int(2, 40);
  if (status === 'closed') return -rng.int(50, 240);
  if (status === 'cancelled' || status === 'withdrawn') return rng.next() < 0.5 ? -rng.int(20, 120) : null;
  return null;
}

function checklistState(rng: Rng, status: TransactionStatus, index: number, total: number): 'pending' | 'submitted' | 'approved' | 'returned' {
  if (status === 'closed') return 'approved';
  if (status === 'draft') return 'pending';
  const progress = status === 'under_contract' ? 0.75 : status === 'active' ? 0.35 : 0.5;
  if (index / total > progress + 0.15) return 'pending';
  return rng.weighted([['approved', 55], ['submitted', 25], ['returned', 10], ['pending', 10]] as const);
}

/**
 * Seeds `count` deals for one organization with bulk inserts: deals across statuses, types, agents
 * and teams; participants (demo clients included, some linked to CRM contacts); key dates around
 * today; and in 'full' detail, checklists in every review state, tasks, notes, status history,
 * audit rows and a few changes waiting for supervisor approval. Returns the deal ids.
 */
export async function seedDeals(db: DbOrTx, org: SeededOrganization, options: DealSeedOptions): Promise<string[]> {
  const rng = createRng(options.seed);
  const full = (options.detail ?? 'full') === 'full';
  const now = Date.now();
  const today = toIsoDate(new Date());
  const userOf = (role: RoleKey) => org.users.get(role);
  const owners = options.owners.filter(([role]) => userOf(role)).map(([role, w]) => [role, w] as const);
  const teamOf = new Map<string, string | null>();
  const clientContactOf = new Map<string, string>();
  for (const c of await db.select({ id: contacts.id, userId: contacts.userId }).from(contacts).where(and(eq(contacts.organizationId, org.id), isNotNull(contacts.userId)))) clientContactOf.set(c.userId!, c.id);
  const crm = await db.select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName }).from(contacts).where(eq(contacts.organizationId, org.id)).orderBy(asc(contacts.createdAt), asc(contacts.id)).limit(150);
  for (const row of await db.select({ userId: teamMembers.userId, teamId: teamMembers.teamId }).from(teamMembers).where(inArray(teamMembers.teamId, [...org.teams.values(), '00000000-0000-0000-0000-000000000000']))) teamOf.set(row.userId, row.teamId);

  const deals: (typeof transactions.$inferInsert)[] = [];
  const people: (typeof transactionParticipants.$inferInsert)[] = [];
  const dates: (typeof transactionDates.$inferInsert)[] = [];
  const items: (typeof transactionChecklistItems.$inferInsert)[] = [];
  const tasks: (typeof transactionTasks.$inferInsert)[] = [];
  const history: (typeof transactionStatusHistory.$inferInsert)[] = [];
  const notes: (typeof transactionNotes.$inferInsert)[] = [];
  const audits: (typeof auditLog.$inferInsert)[] = [];
  const byType = new Map<string, string[]>();

  for (let i = 0; i < options.count; i++) {
    const id = rng.uuid();
    const role = rng.weighted(owners);
    const ownerId = userOf(role)!;
    const type = role === 'leasing_agent' && rng.next() < 0.7 ? 'lease' : rng.weighted(TYPES);
    const side = pickSide(rng, type);
    const status = rng.weighted(STATUSES);
    const [city, zip] = rng.pick(CITIES);
    const line1 = `${rng.int(100, 9899)} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}`;
    const line2 = rng.next() < 0.15 ? `Unit ${rng.int(1, 40)}` : null;
    const price = type === 'lease' ? rng.int(18, 60) * 10_000 : rng.int(25, 180) * 1_000_000;
    const contracted = status === 'under_contract' || status === 'closed';
    const acceptance = acceptanceOffset(rng, status);
    const createdAt = new Date(now - ((acceptance === null ? rng.int(3, 120) : -acceptance + rng.int(5, 60)) * DAY));
    const updatedAt = new Date(Math.max(createdAt.getTime(), now - rng.int(0, 20) * DAY - rng.int(0, 86_000) * 1000));
    const values: Record<string, string> = {};
    if (acceptance !== null) values.acceptance = addCalendarDays(today, acceptance);
    if (type === 'sale') values.listing = addCalendarDays(today, (acceptance ?? 0) - rng.int(10, 90));
    const resolved = resolveKeyDates(initialKeyDates(type, values));
    const closing = resolved.find((d) => d.key === 'closing')?.date ?? null;
    const yearBuilt = rng.int(1905, 2022);
    deals.push({
      id, organizationId: org.id, ownerId, teamId: teamOf.get(ownerId) ?? null, title: [line1, line2].filter(Boolean).join(' '), type, side, status,
      addressLine1: line1, addressLine2: line2, city, state: 'WA', postalCode: zip, mlsNumber: type === 'lease' && rng.next() < 0.5 ? null : `${options.mlsPrefix ?? 'NW'}${String(2_400_000 + i * 7 + rng.int(0, 6))}`,
      propertyType: rng.weighted([['single_family', 50], ['condo', 20], ['townhouse', 15], ['multi_family', 10], ['land', 5]] as const),
      beds: rng.int(1, 6), baths: rng.int(2, 8) / 2, squareFeet: rng.int(6, 45) * 100, yearBuilt,
      listPriceCents: price, offerPriceCents: contracted ? price - rng.int(0, 10) * (price / 100) : null, salePriceCents: status === 'closed' ? price - rng.int(0, 8) * (price / 100) : null,
      earnestMoneyCents: contracted && type !== 'lease' ? Math.round(price / 100) * rng.int(1, 3) : null, financingType: type === 'lease' ? null : rng.weighted([['conventional', 55], ['cash', 20], ['fha', 15], ['va', 10]] as const),
      commission: commissionFor(rng, type, side, ownerId, role === 'broker' || role === 'managing_broker' ? 9_000 : role === 'team_leader' ? 8_000 : 7_000),
      closingDate: closing, createdBy: ownerId, statusChangedAt: updatedAt, createdAt, updatedAt,
    });
    byType.set(`${type}:${side}`, [...(byType.get(`${type}:${side}`) ?? []), id]);
    const agentRoles: ParticipantRole[] = side === 'dual' ? ['listing_agent', 'buyer_agent'] : side === 'seller' || side === 'landlord' ? ['listing_agent'] : ['buyer_agent'];
    people.push({ id: rng.uuid(), transactionId: id, userId: ownerId, firstName: '', lastName: '', roles: agentRoles, createdAt });
    const clientRoles: ParticipantRole[] = side === 'dual' ? (type === 'lease' ? ['landlord', 'tenant'] : ['seller', 'buyer']) : [({ buyer: 'buyer', seller: 'seller', landlord: 'landlord', tenant: 'tenant' } as const)[side]];
    for (const clientRole of clientRoles) {
      const contact = crm.length && rng.next() < 0.4 ? rng.pick(crm) : null;
      people.push({ id: rng.uuid(), transactionId: id, contactId: contact?.id ?? null, firstName: contact?.firstName ?? rng.pick(FIRST), lastName: contact?.lastName ?? rng.pick(LAST), email: null, roles: [clientRole], createdAt });
    }
    if (type !== 'lease' && contracted) for (const [proRole, names] of PROS) if (rng.next() < 0.5) people.push({ id: rng.uuid(), transactionId: id, firstName: rng.pick(FIRST), lastName: rng.pick(LAST), company: rng.pick(names), roles: [proRole], createdAt });

    resolved.forEach((d, position) => {
      const past = d.date !== null && d.date < today;
      const done = past && (status !== 'under_contract' || rng.next() < 0.8);
      dates.push({ id: rng.uuid(), transactionId: id, ...d, position, completedAt: done ? new Date(`${d.date}T17:00:00Z`) : null });
    });
    if (!full) continue;
    const checklist = buildChecklist({ type, side, yearBuilt });
    checklist.forEach((item, position) => {
      const state = checklistState(rng, status, position, checklist.length);
      const submittedAt = state === 'pending' ? null : new Date(now - rng.int(1, 400) * 3_600_000 - position * 60_000);
      items.push({
        id: rng.uuid(), transactionId: id, templateKey: item.key, title: item.title, required: item.required, requiresDocument: item.requiresDocument, position, status: state,
        documentName: state !== 'pending' && item.requiresDocument ? `${item.key.replace(/_/g, '-')}.pdf` : null,
        note: state === 'returned' ? rng.pick(RETURN_NOTES) : null, submittedBy: submittedAt ? ownerId : null, submittedAt,
        reviewedBy: state === 'approved' || state === 'returned' ? userOf('broker') ?? ownerId : null, reviewedAt: state === 'approved' || state === 'returned' ? new Date(submittedAt!.getTime() + 3_600_000) : null,
        submissionCount: state === 'pending' ? 0 : state === 'returned' ? 1 : rng.int(1, 2), createdAt, updatedAt,
      });
    });
    if (status === 'active' || status === 'under_contract') {
      const tc = userOf('transaction_coordinator');
      const link = (title: string, dateKey: string, offset: number, assignee: string | null) => {
        const anchor = resolved.find((d) => d.key === dateKey)?.date ?? null;
        if (resolved.some((d) => d.key === dateKey)) tasks.push({ id: rng.uuid(), transactionId: id, title, dateKey, offsetDays: offset, dueDate: anchor ? addCalendarDays(anchor, offset) : null, assigneeId: assignee, createdBy: ownerId, createdAt });
      };
      link('Schedule the inspection', 'inspection', -7, tc ?? null);
      link('Send closing instructions to title', 'closing', -5, rng.next() < 0.5 ? (tc ?? null) : ownerId);
    }
    const path: TransactionStatus[] = ['draft', ...(status === 'draft' ? [] : ['active' as const]), ...(contracted ? ['under_contract' as const] : []), ...(status === 'closed' || status === 'draft' || status === 'active' || status === 'under_contract' ? [] : [status])];
    if (status === 'closed') path.push('closed');
    path.forEach((to, step) => {
      const at = new Date(createdAt.getTime() + ((updatedAt.getTime() - createdAt.getTime()) * step) / Math.max(1, path.length - 1));
      history.push({ id: rng.uuid(), transactionId: id, fromStatus: step === 0 ? null : path[step - 1]!, toStatus: to, reason: to === 'cancelled' ? 'Buyer financing fell through' : to === 'withdrawn' ? 'Seller decided not to sell' : null, changedBy: ownerId, changedAt: at });
      audits.push({ organizationId: org.id, actorUserId: ownerId, action: step === 0 ? 'transaction.create' : 'transaction.transition', entityType: 'transaction', entityId: id, before: step === 0 ? null : { status: path[step - 1] }, after: step === 0 ? { status: 'draft' } : { status: to }, createdAt: at });
    });
    if (rng.next() < 0.3) {
      const mention = userOf('transaction_coordinator');
      notes.push({ id: rng.uuid(), transactionId: id, authorId: ownerId, body: rng.pick(['Seller prefers a 45-day close.', 'Buyer is relocating — keep the lender in the loop.', 'Waiting on HOA documents.']) + (mention ? ' @Taylor please follow up.' : ''), mentions: mention ? [mention] : [], createdAt: updatedAt });
    }
  }


 
  // Demo client accounts on deals of the matching kind, so they see "their" deals.
  const accounts = await db
    .select({ id: users.id, email: users.email, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(inArray(users.id, [...org.users.values()]));
  const names = new Map(accounts.map((p) => [p.id, p]));
  for (const [clientRole, participantRole, howMany] of options.clients ?? []) {
    const userId = userOf(clientRole);
    if (!userId) continue;
    const candidates = people.filter((p) => !p.userId && p.roles.includes(participantRole));
    for (const p of candidates.filter((_, i) => i % Math.max(1, Math.floor(candidates.length / howMany)) === 0).slice(0, howMany)) {
      const account = names.get(userId);
      Object.assign(p, { userId, contactId: clientContactOf.get(userId) ?? null, firstName: account?.firstName ?? '', lastName: account?.lastName ?? '', email: account?.email ?? null });
    }
  }
  for (const p of people) {
    if (p.userId && !p.firstName) Object.assign(p, { firstName: names.get(p.userId)?.firstName ?? '', lastName: names.get(p.userId)?.lastName ?? '' });
  }
  const assignments: (typeof transactionAssignments.$inferInsert)[] = [];
  for (const [role, howMany] of options.assignees ?? []) {
    const userId = userOf(role);
    if (!userId) continue;
    const open = deals.filter((d) => d.status !== 'draft');
    for (let k = 0; k < Math.min(howMany, open.length); k++) {
      const deal = open[(k * 7 + role.length) % open.length]!;
      if (!assignments.some((a) => a.transactionId === deal.id && a.userId === userId)) assignments.push({ id: rng.uuid(), transactionId: deal.id!, userId, roleKey: role, assignedBy: deal.ownerId, createdAt: deal.createdAt! });
    }
  }

  await chunks(deals, 500, (part) => db.insert(transactions).values(part));
  await chunks(people, 1000, (part) => db.insert(transactionParticipants).values(part));
  await chunks(assignments, 1000, (part) => db.insert(transactionAssignments).values(part));
  await chunks(dates, 1000, (part) => db.insert(transactionDates).values(part));
  if (full) {
    await chunks(items, 1000, (part) => db.insert(transactionChecklistItems).values(part));
    await chunks(tasks, 1000, (part) => db.insert(transactionTasks).values(part));
    await chunks(history, 1000, (part) => db.insert(transactionStatusHistory).values(part));
    await chunks(notes, 1000, (part) => db.insert(transactionNotes).values(part));
    await chunks(audits, 1000, (part) => db.insert(auditLog).values(part));
  }
  await refreshSearchText(db, { organizationId: org.id });
  return deals.map((d) => d.id!);
}

/**
 * The demo: ~150 Harborview deals (every status, type and agent, both teams), a few in Lakeside, an
 * edited Harborview checklist template, and two changes by the transaction coordinator waiting in
 * the broker's approval queue.
 */
export async function seedTransactions(db: DbOrTx, orgs: { harborview: SeededOrganization; lakeside: SeededOrganization }) {
  const hv = orgs.harborview;
  await replaceTemplate(db, hv.id, {
    type: 'purchase',
    side: 'buyer',
    name: 'Purchase — buyer side (Harborview)',
    items: [...buildChecklist({ type: 'purchase', side: 'buyer', yearBuilt: 1950 }), { key: 'wire_fraud_advisory', title: 'Wire fraud advisory signed', required: true, requiresDocument: true }],
  });
  const harborview = await seedDeals(db, hv, {
    count: 150,
    seed: 20_260_601,
    mlsPrefix: 'HV',
    owners: [['realtor', 34], ['broker', 26], ['team_leader', 22], ['leasing_agent', 14], ['managing_broker', 4]],
    clients: [['buyer', 'buyer', 6], ['seller', 'seller', 5], ['landlord', 'landlord', 3], ['renter', 'tenant', 3], ['investor', 'buyer', 2]],
    assignees: [['transaction_coordinator', 18], ['attorney', 10], ['escrow_officer', 8], ['loan_officer', 6], ['title_agent', 5], ['home_inspector', 4], ['appraiser', 3], ['paralegal', 3]],
  });
  const lakeside = await seedDeals(db, orgs.lakeside, {
    count: 6,
    seed: 20_260_602,
    mlsPrefix: 'LK',
    owners: [['broker', 1], ['realtor', 1]],
    clients: [['buyer', 'buyer', 1]],
  });
  await seedPendingChanges(db, hv);
  return { harborview, lakeside };
}

/** Two drafts by the transaction coordinator on deals of the broker they support. */
async function seedPendingChanges(db: DbOrTx, org: SeededOrganization) {
  const tc = org.users.get('transaction_coordinator');
  const broker = org.users.get('broker');
  if (!tc || !broker) return;
  const deals = await db
    .select({ id: transactions.id, mls: transactions.mlsNumber })
    .from(transactions)
    .where(and(eq(transactions.ownerId, broker), inArray(transactions.status, ['active', 'under_contract'])))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(2);
  const now = Date.now();
  await db.insert(transactionChangeRequests).values(
    deals.map((d, i) => ({
      organizationId: org.id,
      transactionId: d.id,
      requestedBy: tc,
      kind: 'update',
      payload: i === 0 ? { mls_number: `${d.mls ?? 'HV'}-A` } : { earnest_money_cents: 1_500_000 },
      summary: i === 0 ? 'Change mls_number' : 'Change earnest_money_cents',
      createdAt: new Date(now - (2 - i) * 3_600_000),
    })),
  );
}
