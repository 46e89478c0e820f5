import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { deleteIfVersion, updateIfVersion } from '../../../platform/db/versioned-write.repository';
import { transactionAssignments, transactionParticipants } from '../transactions.schema';
import { userProfiles } from '../../identity/identity.schema';

const PARTICIPANT_COLUMNS = {
  id: transactionParticipants.id,
  version: transactionParticipants.version,
  transactionId: transactionParticipants.transactionId,
  userId: transactionParticipants.userId,
  contactId: transactionParticipants.contactId,
  firstName: transactionParticipants.firstName,
  lastName: transactionParticipants.lastName,
  email: transactionParticipants.email,
  phone: transactionParticipants.phone,
  company: transactionParticipants.company,
  roles: transactionParticipants.roles,
  createdAt: transactionParticipants.createdAt,
};
export type ParticipantInsert = typeof transactionParticipants.$inferInsert;

export function findParticipants(db: DbOrTx, transactionId: string) {
  return db
    .select(PARTICIPANT_COLUMNS)
    .from(transactionParticipants)
    .where(eq(transactionParticipants.transactionId, transactionId))
    .orderBy(asc(transactionParticipants.createdAt), asc(transactionParticipants.id));
}
export type ParticipantRow = Awaited<ReturnType<typeof findParticipants>>[number];

export async function getParticipant(
  db: DbOrTx,
  transactionId: string,
  id: string,
): Promise<ParticipantRow | null> {
  const [row] = await db
    .select(PARTICIPANT_COLUMNS)
    .from(transactionParticipants)
    .where(and(eq(transactionParticipants.transactionId, transactionId), eq(transactionParticipants.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertParticipants(tx: DbOrTx, values: ParticipantInsert[]): Promise<ParticipantRow[]> {
  if (values.length === 0) return [];
  return tx.insert(transactionParticipants).values(values).returning(PARTICIPANT_COLUMNS);
}

/** Conditional when `expectedVersion` is given (ADR 0082); false = the participant moved on (nothing written). */
export function updateParticipantRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<ParticipantInsert>,
  expectedVersion?: number,
): Promise<boolean> {
  return updateIfVersion(tx, transactionParticipants, id, expectedVersion, patch);
}

/** Conditional when `expectedVersion` is given; false = the participant moved on or is gone. */
export function deleteParticipantRow(tx: DbOrTx, id: string, expectedVersion?: number): Promise<boolean> {
  return deleteIfVersion(tx, transactionParticipants, id, expectedVersion);
}

const ASSIGNMENT_COLUMNS = {
  id: transactionAssignments.id,
  transactionId: transactionAssignments.transactionId,
  userId: transactionAssignments.userId,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  roleKey: transactionAssignments.roleKey,
  note: transactionAssignments.note,
  assignedBy: transactionAssignments.assignedBy,
  createdAt: transactionAssignments.createdAt,
};

export function findAssignments(db: DbOrTx, transactionId: string) {
  return db
    .select(ASSIGNMENT_COLUMNS)
    .from(transactionAssignments)
    .leftJoin(userProfiles, eq(userProfiles.id, transactionAssignments.userId))
    .where(eq(transactionAssignments.transactionId, transactionId))
    .orderBy(asc(transactionAssignments.createdAt), asc(transactionAssignments.id));
}
export type AssignmentRow = Awaited<ReturnType<typeof findAssignments>>[number];

export async function insertAssignment(
  tx: DbOrTx,
  values: typeof transactionAssignments.$inferInsert,
): Promise<string | null> {
  const rows = await tx
    .insert(transactionAssignments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: transactionAssignments.id });
  return rows[0]?.id ?? null;
}

export async function deleteAssignmentRow(tx: DbOrTx, transactionId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(transactionAssignments)
    .where(and(eq(transactionAssignments.transactionId, transactionId), eq(transactionAssignments.id, id)))
    .returning({ id: transactionAssignments.id });
  return rows.length > 0;
}
