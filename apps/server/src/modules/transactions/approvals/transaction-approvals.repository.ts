import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client';
import { userProfiles } from '../../identity/identity.schema';
import { supervisorRelationships } from '../../organizations/organizations.schema';
import { transactionChangeRequests as requests } from '../transaction-work.schema';
import { transactions } from '../transactions.schema';
import { timestampText } from '../../../platform/db/keyset-cursor';

const requester = alias(userProfiles, 'requester');
const decider = alias(userProfiles, 'decider');

const COLUMNS = {
  id: requests.id,
  organizationId: requests.organizationId,
  transactionId: requests.transactionId,
  transactionTitle: transactions.title,
  transactionOwnerId: transactions.ownerId,
  kind: requests.kind,
  payload: requests.payload,
  summary: requests.summary,
  status: requests.status,
  requestedBy: requests.requestedBy,
  requesterFirstName: requester.firstName,
  requesterLastName: requester.lastName,
  decidedBy: requests.decidedBy,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  decidedAt: requests.decidedAt,
  decisionNote: requests.decisionNote,
  failureReason: requests.failureReason,
  createdAt: requests.createdAt,
  sortAt: timestampText(requests.createdAt),
};

function selectRequests(db: DbOrTx) {
  return db
    .select(COLUMNS)
    .from(requests)
    .innerJoin(transactions, eq(transactions.id, requests.transactionId))
    .leftJoin(requester, eq(requester.id, requests.requestedBy))
    .leftJoin(decider, eq(decider.id, requests.decidedBy));
}
export type ChangeRequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** Requests drafted by people the supervisor supervises. */
const supervisedBy = (supervisorId: string): SQL =>
  inArray(
    requests.requestedBy,
    sql`(select ${supervisorRelationships.userId} from ${supervisorRelationships} where ${supervisorRelationships.supervisorId} = ${supervisorId})`,
  );

/** The approvals inbox: the caller's own drafts (`mine`) or (`to_review`) those of the people they supervise. */
export interface ApprovalBox {
  box: 'mine' | 'to_review';
  userId: string;
  status: ChangeRequestRow['status'];
}

const boxCondition = ({ box, userId, status }: ApprovalBox) =>
  and(box === 'mine' ? eq(requests.requestedBy, userId) : supervisedBy(userId), eq(requests.status, status));

export async function findChangeRequests(
  db: DbOrTx,
  inbox: ApprovalBox,
  limit: number,
  after: { at: string; id: string } | null,
) {
  const conditions = [boxCondition(inbox)];
  if (after)
    conditions.push(
      sql`(${requests.createdAt}, ${requests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  return selectRequests(db)
    .where(and(...conditions))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit + 1);
}

/**
 * One change request; `supervisedBy` keeps it only when the drafter is supervised by that person,
 * `pendingOnly` only while undecided; `forUpdate` locks it for the rest of the transaction.
 */
export async function getChangeRequest(
  db: DbOrTx,
  id: string,
  options: { supervisedBy?: string; pendingOnly?: boolean; forUpdate?: boolean } = {},
) {
  const query = selectRequests(db)
    .where(
      and(
        eq(requests.id, id),
        options.supervisedBy ? supervisedBy(options.supervisedBy) : undefined,
        options.pendingOnly ? eq(requests.status, 'pending') : undefined,
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: requests }) : await query;
  return row ?? null;
}

export async function insertChangeRequest(tx: DbOrTx, values: typeof requests.$inferInsert): Promise<string> {
  const [row] = await tx.insert(requests).values(values).returning({ id: requests.id });
  return row!.id;
}

export async function updateChangeRequest(
  tx: DbOrTx,
  id: string,
  patch: Partial<typeof requests.$inferInsert>,
) {
  await tx.update(requests).set(patch).where(eq(requests.id, id));
}

export async function countPendingForTransaction(db: DbOrTx, transactionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.transactionId, transactionId), eq(requests.status, 'pending')));
  return row?.n ?? 0;
}
