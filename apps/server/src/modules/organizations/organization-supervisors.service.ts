/** Supervisor relationships (spec §3), versioned on the supervised person's membership (ADR 0106). */
import type { AddSupervisorInput } from '@threshold/domain/organizations/supervisor.contract';
import type { MemberDetailDto } from '@threshold/domain/organizations/member.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { auditMember, lockForWrite, writeMembership } from './organization-member-writes.service';
import { getMember } from './organization-members.service';
import { deleteSupervisor, insertSupervisor } from './organization-memberships.repository';
import { findActiveMembers } from './organization-people.repository';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', { [field]: message });

export async function addSupervisor(
  db: Db,
  actor: Actor,
  userId: string,
  input: AddSupervisorInput,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<MemberDetailDto> {
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, userId, expectedVersion);
    if (row.status !== 'active') throw new AppError('CONFLICT', 'This member is deactivated');
    if (input.supervisor_id === userId) throw invalid('supervisor_id', 'Nobody supervises themselves');
    const [supervisor] = await findActiveMembers(tx, row.organizationId, [input.supervisor_id]);
    if (!supervisor) throw invalid('supervisor_id', 'Choose an active member of the organization');
    const added = await insertSupervisor(tx, {
      organizationId: row.organizationId,
      userId,
      supervisorId: supervisor.userId,
      relationshipType: input.relationship_type,
    });
    if (!added) throw new AppError('CONFLICT', 'This supervisor is already assigned');
    await writeMembership(tx, actor, row, userId, expectedVersion, {});
    await auditMember(
      tx,
      actor,
      row.organizationId,
      userId,
      'supervisor_add',
      null,
      {
        supervisor: { id: supervisor.userId },
        relationship_type: input.relationship_type,
      },
      requestId,
    );
    return getMember(tx, actor, userId);
  });
}

export async function removeSupervisor(
  db: Db,
  actor: Actor,
  userId: string,
  supervisorId: string,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<MemberDetailDto> {
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, userId, expectedVersion);
    if (!(await deleteSupervisor(tx, row.organizationId, userId, supervisorId))) throw notFound('Supervisor');
    await writeMembership(tx, actor, row, userId, expectedVersion, {});
    await auditMember(
      tx,
      actor,
      row.organizationId,
      userId,
      'supervisor_remove',
      { supervisor: { id: supervisorId } },
      null,
      requestId,
    );
    return getMember(tx, actor, userId);
  });
}
