import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { RoleKey } from '@threshold/domain/roles';
import { toIsoDate } from '@threshold/domain/transactions/business-days';
import { buildChecklist } from '@threshold/domain/transactions/checklist-templates';
import type { ParticipantRole } from '@threshold/domain/transactions/transaction-enums';
import type { DbOrTx } from '../src/platform/db/client';
import { users } from '../src/platform/auth/auth.schema';
import { auditLog } from '../src/platform/audit/audit.schema';
import { contacts } from '../src/modules/contacts/contacts.schema';
import { userProfiles } from '../src/modules/identity/identity.schema';
import { teamMembers } from '../src/modules/organizations/organizations.schema';
import { replaceTemplate } from '../src/modules/transactions/checklist/checklist-templates.repository';
import { refreshSearchText } from '../src/modules/transactions/deals/transactions.repository';
import * as tx from '../src/modules/transactions/transactions.schema';
import * as work from '../src/modules/transactions/transaction-work.schema';
import * as f from '../src/modules/transactions/transactions.seed-factory';
import { buildChildren, type Rows } from '../src/modules/transactions/transactions.seed-children';
import type { SeededOrganization } from './organizations';

export interface DealSeedOptions {
  count: number;
  seed: number;
  /** Agents who own deals: [role, weight]. */
  owners: [RoleKey, number][];
  /** More owning agents by user id (the bench's extra realtors): [user id, weight]. */
  extraOwners?: [string, number][];
  /** 'full': also key dates, checklists, tasks, notes, history and audit rows. 'light' (bench): deals and people. */
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

/** What the deals of one organization need to know about its people (read once). */
async function lookups(db: DbOrTx, org: SeededOrganization, extraOwners: string[]) {
  const teamOf = new Map<string, string>();
  const teamRows = await db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...org.teams.values(), '00000000-0000-0000-0000-000000000000']));
  for (const row of teamRows) teamOf.set(row.userId, row.teamId);
  const linked = await db
    .select({ id: contacts.id, userId: contacts.userId })
    .from(contacts)
    .where(and(eq(contacts.organizationId, org.id), isNotNull(contacts.userId)));
  const crm = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(eq(contacts.organizationId, org.id))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(150);
  const accounts = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.id, users.id))
    .where(inArray(users.id, [...org.users.values(), ...extraOwners]));
  return {
    teamOf,
    contactOfUser: new Map(linked.map((c) => [c.userId!, c.id])),
    crm,
    accounts: new Map(accounts.map((a) => [a.id, a])),
  };
}

/**
 * Seeds `count` deals for one organization with bulk inserts: every status, type and side over the
 * given agents and their teams; participants (demo client accounts on some deals, some people linked
 * to CRM contacts); assignments; and in 'full' detail key dates around today, checklists in every
 * review state, tasks, notes, status history and audit rows. Returns the deal ids.
 */
export async function seedDeals(
  db: DbOrTx,
  org: SeededOrganization,
  options: DealSeedOptions,
): Promise<string[]> {
  const rng = f.createRng(options.seed);
  const full = (options.detail ?? 'full') === 'full';
  const now = Date.now();
  const today = toIsoDate(new Date());
  const extraOwners = options.extraOwners ?? [];
  const known = await lookups(
    db,
    org,
    extraOwners.map(([id]) => id),
  );
  const owners = [
    ...options.owners.flatMap(([role, w]) =>
      org.users.has(role) ? [[{ role, id: org.users.get(role)! }, w] as const] : [],
    ),
    ...extraOwners.map(([id, w]) => [{ role: 'realtor', id }, w] as const),
  ];
  const rows: Rows = {
    deals: [],
    people: [],
    assignments: [],
    history: [],
    dates: [],
    items: [],
    tasks: [],
    notes: [],
    audits: [],
  };
  const context = {
    today,
    now,
    crm: known.crm,
    coordinator: org.users.get('transaction_coordinator'),
    reviewer: org.users.get('broker'),
  };
  for (let index = 0; index < options.count; index++) {
    const owner = rng.weighted(owners);
    const shape = {
      id: rng.uuid(),
      index,
      organizationId: org.id,
      ownerId: owner.id,
      ownerRole: owner.role,
      teamId: known.teamOf.get(owner.id) ?? null,
      mlsPrefix: options.mlsPrefix ?? 'NW',
      now,
      today,
    };
    const deal = f.buildDealRow(rng, shape);
    rows.deals.push(deal.row);
    buildChildren(rng, rows, deal, context);
  }
  placeClients(rows, org, options.clients ?? [], known);
  for (const p of rows.people) {
    const account = p.userId ? known.accounts.get(p.userId) : undefined;
    if (account && !p.firstName)
      Object.assign(p, { firstName: account.firstName ?? '', lastName: account.lastName ?? '' });
  }
  for (const [role, howMany] of options.assignees ?? []) {
    const userId = org.users.get(role);
    const open = rows.deals.filter((d) => d.status !== 'draft');
    if (!userId || open.length === 0) continue;
    const picked = new Set(
      Array.from(
        { length: Math.min(howMany, open.length) },
        (_, k) => open[(k * 7 + role.length) % open.length]!,
      ),
    );
    for (const deal of picked)
      rows.assignments.push({
        id: rng.uuid(),
        transactionId: deal.id!,
        userId,
        roleKey: role,
        assignedBy: deal.ownerId,
        createdAt: deal.createdAt!,
      });
  }
  await chunks(rows.deals, 500, (part) => db.insert(tx.transactions).values(part));
  await chunks(rows.people, 1000, (part) => db.insert(tx.transactionParticipants).values(part));
  await chunks(rows.assignments, 1000, (part) => db.insert(tx.transactionAssignments).values(part));
  if (full) {
    await chunks(rows.dates, 1000, (part) => db.insert(work.transactionDates).values(part));
    await chunks(rows.items, 1000, (part) => db.insert(work.transactionChecklistItems).values(part));
    await chunks(rows.tasks, 1000, (part) => db.insert(work.transactionTasks).values(part));
    await chunks(rows.history, 1000, (part) => db.insert(tx.transactionStatusHistory).values(part));
    await chunks(rows.notes, 1000, (part) => db.insert(work.transactionNotes).values(part));
    await chunks(rows.audits, 1000, (part) => db.insert(auditLog).values(part));
  }
  await refreshSearchText(db, { organizationId: org.id });
  return rows.deals.map((d) => d.id!);
}

/** Demo client accounts replace the made-up client on some deals of the matching kind, so they see "their" deals. */
function placeClients(
  rows: Rows,
  org: SeededOrganization,
  clients: [RoleKey, ParticipantRole, number][],
  known: Awaited<ReturnType<typeof lookups>>,
) {
  for (const [clientRole, participantRole, howMany] of clients) {
    const userId = org.users.get(clientRole);
    if (!userId) continue;
    const candidates = rows.people.filter((p) => !p.userId && p.roles.includes(participantRole));
    const step = Math.max(1, Math.floor(candidates.length / howMany));
    const account = known.accounts.get(userId);
    for (const p of candidates.filter((_, i) => i % step === 0).slice(0, howMany)) {
      Object.assign(p, {
        userId,
        contactId: known.contactOfUser.get(userId) ?? null,
        firstName: account?.firstName ?? '',
        lastName: account?.lastName ?? '',
        email: account?.email ?? null,
      });
    }
  }
}

/**
 * The demo: 150 Harborview deals (every status, type and agent, both teams and none), 6 in
 * Lakeside, Harborview's edited buyer-side purchase checklist, and two changes by the transaction
 * coordinator waiting in the broker's approval queue.
 */
export async function seedTransactions(
  db: DbOrTx,
  orgs: { harborview: SeededOrganization; lakeside: SeededOrganization },
) {
  const hv = orgs.harborview;
  const wireFraud = {
    key: 'wire_fraud_advisory',
    title: 'Wire fraud advisory signed',
    required: true,
    requiresDocument: true,
  };
  await replaceTemplate(db, hv.id, {
    type: 'purchase',
    side: 'buyer',
    name: 'Purchase — buyer side (Harborview)',
    items: [...buildChecklist({ type: 'purchase', side: 'buyer', yearBuilt: 1950 }), wireFraud],
  });
  // prettier-ignore
  const harborview = await seedDeals(db, hv, {
    count: 150,
    seed: 20_260_601,
    mlsPrefix: 'HV',
    owners: [['realtor', 34], ['broker', 26], ['team_leader', 22], ['leasing_agent', 14], ['managing_broker', 4]],
    clients: [['buyer', 'buyer', 6], ['seller', 'seller', 5], ['landlord', 'landlord', 3], ['renter', 'tenant', 3], ['investor', 'buyer', 2]],
    assignees: [['transaction_coordinator', 18], ['attorney', 10], ['escrow_officer', 8], ['loan_officer', 6], ['title_agent', 5], ['home_inspector', 4], ['appraiser', 3], ['paralegal', 3]],
  });
  // prettier-ignore
  const lakeside = await seedDeals(db, orgs.lakeside, { count: 6, seed: 20_260_602, mlsPrefix: 'LK', owners: [['broker', 1], ['realtor', 1]], clients: [['buyer', 'buyer', 1]] });
  await seedPendingChanges(db, hv);
  return { harborview, lakeside };
}

/** Two drafts by the transaction coordinator on deals of the broker they support. */
async function seedPendingChanges(db: DbOrTx, org: SeededOrganization) {
  const coordinator = org.users.get('transaction_coordinator');
  const broker = org.users.get('broker');
  if (!coordinator || !broker) return;
  const deals = await db
    .select({ id: tx.transactions.id, mls: tx.transactions.mlsNumber })
    .from(tx.transactions)
    .where(
      and(eq(tx.transactions.ownerId, broker), inArray(tx.transactions.status, ['active', 'under_contract'])),
    )
    .orderBy(asc(tx.transactions.createdAt), asc(tx.transactions.id))
    .limit(2);
  const drafts = [
    { payload: { mls_number: `${deals[0]?.mls ?? 'HV'}-A` }, summary: 'Change mls_number' },
    { payload: { earnest_money_cents: 1_500_000 }, summary: 'Change earnest_money_cents' },
  ];
  if (deals.length === 0) return;
  await db.insert(work.transactionChangeRequests).values(
    deals.map((d, i) => ({
      organizationId: org.id,
      transactionId: d.id,
      requestedBy: coordinator,
      kind: 'update',
      ...drafts[i]!,
      createdAt: new Date(Date.now() - (2 - i) * 3_600_000),
    })),
  );
}
