/** Role changes, deactivation with hand-over, reactivation (issue 17, ADR 0105). */
import type {
  DeactivateMemberInput,
  DeactivateMemberOutput,
  MemberDetailDto,
  UpdateMemberInput,
} from '@threshold/domain/organizations/member.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit, writeAudits } from '../../platform/audit/audit.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { reassignContacts, reassignOpenDeals, unlinkFromDeals } from './member-handover.repository';
import { assertMayGrant, assertMayManage, organizationOf } from './member-authority';
import { getMember } from './organization-members.service';
import * as memberships from './organization-memberships.repository';
import { findActiveMembers } from './organization-people.repository';
import { findRoleIds } from './organizations.repository';

export const MEMBER_ENTITY = 'organization_member';

/** Locks the membership, checks the caller's authority and the version; answers the locked row. */
export async function lockForWrite(
  tx: DbOrTx,
  actor: Actor,
  userId: string,
  expectedVersion: number | undefined,
  options: { allowSelf?: boolean } = {},
) {
  const organizationId = organizationOf(actor);
  const row = await memberships.lockMembership(tx, organizationId, userId);
  if (!row) throw notFound('Member');
  await assertMayManage(tx, actor, organizationId, { userId, roleKey: row.roleKey }, options);
  if (expectedVersion !== undefined && row.version !== expectedVersion)
    throw await staleMember(tx, actor, userId);
  return { ...row, organizationId };
}

export async function staleMember(tx: DbOrTx, actor: Actor, userId: string) {
  return staleVersion(
    await getMember(tx, actor, userId),
    await latestChangeOf(tx, MEMBER_ENTITY, userId, { organizationId: organizationOf(actor) }),
  );
}

/** Conditional write of the membership; a lost race answers 409 STALE_VERSION. */
export async function writeMembership(
  tx: DbOrTx,
  actor: Actor,
  row: { id: string },
  userId: string,
  expectedVersion: number | undefined,
  set: Parameters<typeof memberships.updateMembership>[3],
) {
  if (!(await memberships.updateMembership(tx, row.id, expectedVersion, set)))
    throw await staleMember(tx, actor, userId);
}

export function auditMember(
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  userId: string,
  action: string,
  before: unknown,
  after: unknown,
  requestId: string,
) {
  return writeAudit(tx, {
    organizationId,
    actorUserId: actor.userId,
    action: `organization_member.${action}`,
    entityType: MEMBER_ENTITY,
    entityId: userId,
    before,
    after,
    requestId,
  });
}

/** Role and/or licence of a member; the role within the caller's rank (ADR 0105). */
export async function updateMember(
  db: Db,
  actor: Actor,
  userId: string,
  input: UpdateMemberInput,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<MemberDetailDto> {
  if (input.role !== undefined) assertMayGrant(actor, input.role);
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, userId, expectedVersion);
    if (row.status !== 'active')
      throw new AppError('CONFLICT', 'Reactivate this member before changing them');
    const roleId = input.role === undefined ? undefined : (await findRoleIds(tx)).get(input.role);
    if (input.role !== undefined && !roleId)
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', { role: 'Unknown role' });
    const before = await getMember(tx, actor, userId);
    await writeMembership(tx, actor, row, userId, expectedVersion, {
      ...(roleId ? { roleId } : {}),
      ...(input.licence !== undefined
        ? {
            licenceNumber: input.licence?.number ?? null,
            licenceState: input.licence?.state ?? null,
            licenceExpiresOn: input.licence?.expires_on ?? null,
          }
        : {}),
    });
    if (input.role !== undefined && row.isPrimary) await memberships.cacheProfileRole(tx, userId, input.role);
    await auditMember(
      tx,
      actor,
      row.organizationId,
      userId,
      'update',
      { role: before.role_key, licence: before.licence },
      input,
      requestId,
    );
    return getMember(tx, actor, userId);
  });
}

/**
 * Deactivate: the membership ends, the person's sessions end (they are refused at once), and their
 * open deals, contacts, open tasks and supervised people go to `reassign_to` in the same transaction.
 */
export async function deactivateMember(
  db: Db,
  actor: Actor,
  userId: string,
  input: DeactivateMemberInput,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<DeactivateMemberOutput> {
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, userId, expectedVersion);
    if (row.status !== 'active') throw new AppError('CONFLICT', 'This member is already deactivated');
    const [heir] =
      input.reassign_to === userId
        ? []
        : await findActiveMembers(tx, row.organizationId, [input.reassign_to]);
    if (!heir)
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        reassign_to: 'Choose another active member of the organization',
      });
    await writeMembership(tx, actor, row, userId, expectedVersion, {
      status: 'inactive',
      isPrimary: false,
      deactivatedAt: new Date(),
    });
    const deals = await reassignOpenDeals(tx, row.organizationId, userId, heir.userId);
    const contacts = await reassignContacts(tx, row.organizationId, userId, heir.userId);
    await unlinkFromDeals(tx, row.organizationId, userId);
    const supervisees = await memberships.handOverSupervision(tx, row.organizationId, userId, heir.userId);
    await memberships.leaveTeams(tx, row.organizationId, userId);
    if (row.isPrimary)
      await memberships.cacheProfileRole(tx, userId, await memberships.promoteNextPrimary(tx, userId));
    const sessionsEnded = await memberships.deleteSessionsOf(tx, userId);
    const reassigned = {
      deals: deals.dealIds.length,
      contacts: contacts.contactIds.length,
      tasks: deals.tasks.length + contacts.tasks.length,
      supervisees,
    };
    await auditHandover(tx, actor, row.organizationId, userId, heir.userId, deals, contacts, requestId);
    await auditMember(
      tx,
      actor,
      row.organizationId,
      userId,
      'deactivate',
      { status: 'active', role: row.roleKey },
      { status: 'inactive', reassigned_to: heir.userId, reassigned, sessions_ended: sessionsEnded },
      requestId,
    );
    return { member: await getMember(tx, actor, userId), reassigned, sessions_ended: sessionsEnded };
  });
}

/** One audit row per moved deal and contact, so a stale edit on them names who moved them. */
async function auditHandover(
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  from: string,
  to: string,
  deals: Awaited<ReturnType<typeof reassignOpenDeals>>,
  contacts: Awaited<ReturnType<typeof reassignContacts>>,
  requestId: string,
) {
  const rows = [
    ...deals.dealIds.map((id) => ({
      entityType: 'transaction',
      action: 'transaction.reassign',
      entityId: id,
    })),
    ...contacts.contactIds.map((id) => ({ entityType: 'contact', action: 'contact.reassign', entityId: id })),
  ];
  await writeAudits(
    tx,
    rows.map((r) => ({
      organizationId,
      actorUserId: actor.userId,
      ...r,
      before: { owner_id: from },
      after: { owner_id: to, reason: 'member_deactivated' },
      requestId,
    })),
  );
}

export async function reactivateMember(
  db: Db,
  actor: Actor,
  userId: string,
  expectedVersion: number | undefined,
  requestId: string,
): Promise<MemberDetailDto> {
  return db.transaction(async (tx) => {
    const row = await lockForWrite(tx, actor, userId, expectedVersion);
    if (row.status === 'active') return getMember(tx, actor, userId);
    const isPrimary = !(await memberships.hasActivePrimary(tx, userId));
    await writeMembership(tx, actor, row, userId, expectedVersion, {
      status: 'active',
      deactivatedAt: null,
      isPrimary,
    });
    if (isPrimary) await memberships.cacheProfileRole(tx, userId, row.roleKey);
    await auditMember(
      tx,
      actor,
      row.organizationId,
      userId,
      'reactivate',
      { status: row.status },
      { status: 'active' },
      requestId,
    );
    return getMember(tx, actor, userId);
  });
}
