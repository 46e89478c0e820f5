import { and, asc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { deleteIfVersion, updateIfVersion } from '../../../platform/db/versioned-write.repository';
import { userProfiles } from '../../identity/identity.schema';
import { transactionChecklistItems as items } from '../transaction-work.schema';
import { transactions } from '../transactions.schema';
import { transactionScope } from '../deals/transactions-scope.sql';
import { timestampText } from '../../../platform/db/keyset-cursor';

const submitter = alias(userProfiles, 'submitter');
const reviewer = alias(userProfiles, 'reviewer');
const owner = alias(userProfiles, 'deal_owner');

const COLUMNS = {
  id: items.id,
  version: items.version,
  transactionId: items.transactionId,
  templateKey: items.templateKey,
  title: items.title,
  description: items.description,
  required: items.required,
  requiresDocument: items.requiresDocument,
  position: items.position,
  dueDate: items.dueDate,
  status: items.status,
  documentId: items.documentId,
  documentName: items.documentName,
  note: items.note,
  submittedBy: items.submittedBy,
  submitterFirstName: submitter.firstName,
  submitterLastName: submitter.lastName,
  submittedAt: items.submittedAt,
  reviewedBy: items.reviewedBy,
  reviewerFirstName: reviewer.firstName,
  reviewerLastName: reviewer.lastName,
  reviewedAt: items.reviewedAt,
  submissionCount: items.submissionCount,
  updatedAt: items.updatedAt,
};

function selectItems(db: DbOrTx) {
  return db
    .select(COLUMNS)
    .from(items)
    .leftJoin(submitter, eq(submitter.id, items.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, items.reviewedBy));
}
export type ChecklistRow = Awaited<ReturnType<typeof selectItems>>[number];
export type ChecklistInsert = typeof items.$inferInsert;

export function findChecklist(db: DbOrTx, transactionId: string) {
  return selectItems(db)
    .where(eq(items.transactionId, transactionId))
    .orderBy(asc(items.position), asc(items.id));
}

export async function getChecklistRow(
  db: DbOrTx,
  transactionId: string,
  id: string,
): Promise<ChecklistRow | null> {
  const [row] = await selectItems(db)
    .where(and(eq(items.transactionId, transactionId), eq(items.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertChecklistItems(tx: DbOrTx, values: ChecklistInsert[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(items).values(values).returning({ id: items.id });
  return rows.map((r) => r.id);
}

/**
 * Makes room at `position` by moving later items down one (each moved item's version moves on: its
 * position changed). `exceptId`: the item being moved there, already written by its own versioned write.
 */
export async function shiftPositions(tx: DbOrTx, transactionId: string, position: number, exceptId?: string) {
  const conditions = [eq(items.transactionId, transactionId), gte(items.position, position)];
  if (exceptId) conditions.push(ne(items.id, exceptId));
  await tx
    .update(items)
    .set({ position: sql`${items.position} + 1` })
    .where(and(...conditions));
}

/** Writes an item if it is still at `expectedVersion` (undefined: unconditionally); false when stale or gone. */
export function updateChecklistRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<ChecklistInsert>,
  expectedVersion?: number,
): Promise<boolean> {
  return updateIfVersion(tx, items, id, expectedVersion, { ...patch, updatedAt: new Date() });
}

/** Deletes an item if it is still at `expectedVersion` (undefined: unconditionally); false when stale or gone. */
export function deleteChecklistRow(tx: DbOrTx, id: string, expectedVersion?: number): Promise<boolean> {
  return deleteIfVersion(tx, items, id, expectedVersion);
}

export async function checklistProgress(db: DbOrTx, transactionId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      required: sql<number>`count(*) filter (where ${items.required})::int`,
      requiredApproved: sql<number>`count(*) filter (where ${items.required} and ${items.status} = 'approved')::int`,
      pending: sql<number>`count(*) filter (where ${items.status} = 'pending')::int`,
      submitted: sql<number>`count(*) filter (where ${items.status} = 'submitted')::int`,
      returned: sql<number>`count(*) filter (where ${items.status} = 'returned')::int`,
      approved: sql<number>`count(*) filter (where ${items.status} = 'approved')::int`,
    })
    .from(items)
    .where(eq(items.transactionId, transactionId));
  return row!;
}

/** Submitted items of deals in `scope`, oldest submission first. */
/**
 * A reviewer reviews inside their own organization: the deals they see there (a participant-only
 * view elsewhere is read-only); a system admin everywhere.
 */
function reviewableDeals(actor: Actor): SQL {
  const scope = transactionScope(actor);
  if (actor.isSystemAdmin) return scope;
  return actor.organizationId
    ? and(scope, eq(transactions.organizationId, actor.organizationId))!
    : sql`false`;
}

export async function findReviewQueue(
  db: DbOrTx,
  actor: Actor,
  limit: number,
  after: { at: string; id: string } | null,
  transactionId?: string,
) {
  const conditions = [eq(items.status, 'submitted'), reviewableDeals(actor)];
  if (transactionId) conditions.push(eq(items.transactionId, transactionId));
  if (after)
    conditions.push(sql`(${items.submittedAt}, ${items.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`);
  return db
    .select({
      ...COLUMNS,
      sortAt: timestampText(items.submittedAt),
      dealTitle: transactions.title,
      dealStatus: transactions.status,
      ownerId: transactions.ownerId,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
    })
    .from(items)
    .innerJoin(transactions, eq(transactions.id, items.transactionId))
    .leftJoin(owner, eq(owner.id, transactions.ownerId))
    .leftJoin(submitter, eq(submitter.id, items.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, items.reviewedBy))
    .where(and(...conditions))
    .orderBy(asc(items.submittedAt), asc(items.id))
    .limit(limit + 1);
}
