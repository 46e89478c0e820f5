import { notifyDealAssignment } from '../deals/deal-notices';
import type { AddAssignmentInput } from '@threshold/domain/transactions/assignments.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { assertCanEdit, loadDeal, mayAssignStaff, type DealAccess } from '../deals/transaction-access';
import { auditDeal } from '../deals/transaction-audit';
import { toAssignmentDto } from './transaction-participants.dto';
import {
  deleteAssignmentRow,
  findAssignments,
  insertAssignment,
} from './transaction-participants.repository';
import { findActiveMembers } from '../../organizations/organization-people.repository';
import { findNames } from '../deals/transaction-people.repository';
import { touchTransaction } from '../deals/transactions.repository';

function assertCanAssign(access: DealAccess) {
  assertCanEdit(access);
  if (!mayAssignStaff(access))
    throw new AppError('FORBIDDEN', 'Only the deal’s agent or a broker can assign people to it');
}

export async function listAssignments(db: Db, actor: Actor, id: string) {
  await loadDeal(db, actor, id);
  const rows = await findAssignments(db, id);
  const names = await findNames(
    db,
    rows.map((r) => r.assignedBy).filter((v): v is string => !!v),
  );
  return { items: rows.map((r) => toAssignmentDto(r, names)) };
}

export async function addAssignment(
  db: Db,
  actor: Actor,
  id: string,
  input: AddAssignmentInput,
  requestId?: string,
) {
  const { dto, deal } = await db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    assertCanAssign(access);
    const [member] = await findActiveMembers(tx, access.row.organizationId, [input.user_id]);
    if (!member)
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        user_id: 'Not an active member of this organization',
      });
    const assignmentId = await insertAssignment(tx, {
      transactionId: id,
      userId: input.user_id,
      roleKey: member.roleKey,
      note: input.note,
      assignedBy: actor.userId,
      createdAt: new Date(),
    });
    if (!assignmentId)
      throw new AppError('CONFLICT', 'This person is already assigned to the deal', {
        user_id: 'Already assigned',
      });
    await touchTransaction(tx, id);
    const rows = await findAssignments(tx, id);
    const dto = toAssignmentDto(
      rows.find((r) => r.id === assignmentId)!,
      await findNames(tx, [actor.userId]),
    );
    await auditDeal(tx, { actor, requestId }, access.row, 'assignment.add', null, { assignment: dto });
    return { dto, deal: access.row };
  });
  await notifyDealAssignment(db, actor, deal, input.user_id);
  return dto;
}

export async function removeAssignment(
  db: Db,
  actor: Actor,
  id: string,
  assignmentId: string,
  requestId?: string,
) {
  return db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    assertCanAssign(access);
    const before = (await findAssignments(tx, id)).find((r) => r.id === assignmentId);
    if (!before || !(await deleteAssignmentRow(tx, id, assignmentId))) throw notFound('Assignment');
    await touchTransaction(tx, id);
    await auditDeal(
      tx,
      { actor, requestId },
      access.row,
      'assignment.remove',
      { assignment: { id: before.id, user_id: before.userId, role_key: before.roleKey } },
      null,
    );
    return { ok: true as const };
  });
}
