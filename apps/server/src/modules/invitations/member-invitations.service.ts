/** Invitations to join an organization as a member with a role (issue 17, ADR 0105). */
import {
  MEMBER_INVITATION_TTL_DAYS,
  type AcceptMemberInvitationOutput,
  type CreateMemberInvitationInput,
  type MemberInvitationDto,
  type MemberInvitationList,
  type PublicMemberInvitationDto,
} from '@threshold/domain/organizations/member-invitation.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import { AppError, notFound } from '../../platform/http/errors';
import { assertMayGrant, organizationOf } from '../organizations/member-authority';
import { roleLabel } from '../organizations/organization-members.dto';
import { cacheProfileRole, hasActivePrimary } from '../organizations/organization-memberships.repository';
import { findActiveMembersByEmail } from '../organizations/organization-people.repository';
import { findRoleIds } from '../organizations/organizations.repository';
import { sendMemberInvitationEmail } from './member-invitation-email';
import * as repo from './member-invitations.repository';
import { createInvitationToken, hashInvitationToken } from './invitation-token';
import { findMembership, insertMembership, reactivateMembership } from './invitations.repository';

export interface MemberInvitationDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

const statusOf = (row: repo.MemberInvitationRow) =>
  row.status === 'pending' && row.expiresAt.getTime() <= Date.now() ? 'expired' : row.status;

function toDto(row: repo.MemberInvitationRow, delivery?: 'sent' | 'failed'): MemberInvitationDto {
  return {
    id: row.id,
    email: row.email,
    role_key: row.roleKey,
    role_label: roleLabel(row.roleKey),
    status: statusOf(row),
    invited_by: row.invitedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    ...(delivery ? { delivery } : {}),
  };
}

const audit = (
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  action: string,
  id: string,
  after: unknown,
  requestId: string,
) =>
  writeAudit(tx, {
    organizationId,
    actorUserId: actor.userId,
    action: `member_invitation.${action}`,
    entityType: 'member_invitation',
    entityId: id,
    after,
    requestId,
  });

export async function createMemberInvitation(
  deps: MemberInvitationDeps,
  actor: Actor,
  input: CreateMemberInvitationInput,
  requestId: string,
): Promise<MemberInvitationDto> {
  const organizationId = organizationOf(actor);
  assertMayGrant(actor, input.role);
  const opened = await deps.db.transaction((tx) =>
    openMemberInvitation(tx, actor, organizationId, input, requestId),
  );
  return deliverMemberInvitation(deps, opened);
}

/**
 * A pending invitation to `organizationId` in the caller's transaction, audited. Authority to grant
 * the role is the caller's to check (a manager of that organization, or a system admin creating one).
 */
export async function openMemberInvitation(
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  input: CreateMemberInvitationInput,
  requestId: string,
): Promise<OpenedInvitation> {
  if ((await findActiveMembersByEmail(tx, organizationId, [input.email])).length)
    throw new AppError('CONFLICT', 'This person is already a member', {
      email: 'Already a member of this organization',
    });
  if (await repo.findPendingForEmail(tx, organizationId, input.email))
    throw new AppError('CONFLICT', 'An invitation to this address is pending; revoke it to send another', {
      email: 'An invitation is already pending',
    });
  const { token, hash } = createInvitationToken();
  const id = await repo.insertMemberInvitation(tx, {
    organizationId,
    email: input.email,
    roleKey: input.role,
    tokenHash: hash,
    invitedBy: actor.userId,
    expiresAt: new Date(Date.now() + MEMBER_INVITATION_TTL_DAYS * 86_400_000),
  });
  const row = (await repo.findMemberInvitation(tx, organizationId, id))!;
  await audit(tx, actor, organizationId, 'create', id, { email: row.email, role: row.roleKey }, requestId);
  return { row, token };
}

export interface OpenedInvitation {
  row: repo.MemberInvitationRow;
  token: string;
}

/** Sent after commit: a rolled-back invitation never reaches anyone's inbox. */
export async function deliverMemberInvitation(
  deps: Omit<MemberInvitationDeps, 'db'>,
  { row, token }: OpenedInvitation,
): Promise<MemberInvitationDto> {
  return toDto(row, await sendMemberInvitationEmail(deps.mailer, deps.appUrl, row, token));
}

export async function listMemberInvitations(db: Db, actor: Actor): Promise<MemberInvitationList> {
  const rows = await repo.findPendingMemberInvitations(db, organizationOf(actor));
  return { items: rows.map((r) => toDto(r)) };
}

/** Withdraw a pending invitation; idempotent; an accepted one cannot be. */
export async function revokeMemberInvitation(db: Db, actor: Actor, id: string, requestId: string) {
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    const row = await repo.findMemberInvitation(tx, organizationId, id, true);
    if (!row) throw notFound('Invitation');
    if (row.status === 'accepted') throw new AppError('CONFLICT', 'This invitation was already accepted');
    if (row.status === 'revoked') return toDto(row);
    assertMayGrant(actor, row.roleKey);
    await repo.updateMemberInvitation(tx, id, { status: 'revoked', revokedAt: new Date() });
    await audit(tx, actor, organizationId, 'revoke', id, { status: 'revoked' }, requestId);
    return toDto((await repo.findMemberInvitation(tx, organizationId, id))!);
  });
}

export async function getPublicMemberInvitation(db: Db, token: string): Promise<PublicMemberInvitationDto> {
  const row = await repo.findMemberInvitationByTokenHash(db, hashInvitationToken(token));
  if (!row) throw notFound('Invitation');
  return {
    organization_name: row.organizationName,
    role_key: row.roleKey,
    role_label: roleLabel(row.roleKey),
    email: row.email,
    status: statusOf(row),
    expires_at: row.expiresAt.toISOString(),
  };
}

const refused = (reason: 'accepted' | 'revoked' | 'expired', message: string) =>
  new AppError('CONFLICT', message, { token: reason });

/**
 * Accept: the signed-in, verified user whose e-mail is the invited one becomes a member of that one
 * organization with the invited role (primary when they have no primary membership). Single use.
 */
export async function acceptMemberInvitation(
  db: Db,
  actor: Actor,
  token: string,
  requestId: string,
): Promise<AcceptMemberInvitationOutput> {
  if (!actor.emailVerified)
    throw new AppError('FORBIDDEN', 'Verify your e-mail address before accepting the invitation');
  return db.transaction(async (tx) => {
    const inv = await repo.findMemberInvitationByTokenHash(tx, hashInvitationToken(token), true);
    if (!inv) throw notFound('Invitation');
    const status = statusOf(inv);
    if (status === 'accepted') throw refused('accepted', 'This invitation has already been accepted');
    if (status === 'revoked') throw refused('revoked', 'This invitation was withdrawn; ask for a new one');
    if (status === 'expired') throw refused('expired', 'This invitation has expired; ask for a new one');
    if (inv.email.toLowerCase() !== actor.email.toLowerCase())
      throw new AppError('FORBIDDEN', 'This invitation was sent to another e-mail address');
    const membership = await findMembership(tx, actor.userId, inv.organizationId);
    if (membership?.status === 'active')
      throw new AppError('CONFLICT', 'You are already a member of this organization');
    const roleId = (await findRoleIds(tx)).get(inv.roleKey)!;
    const isPrimary = !(await hasActivePrimary(tx, actor.userId));
    if (membership) await reactivateMembership(tx, membership.id, { roleId, isPrimary });
    else
      await insertMembership(tx, {
        userId: actor.userId,
        organizationId: inv.organizationId,
        roleId,
        isPrimary,
      });
    if (isPrimary) await cacheProfileRole(tx, actor.userId, inv.roleKey);
    await repo.updateMemberInvitation(tx, inv.id, {
      status: 'accepted',
      acceptedAt: new Date(),
      acceptedBy: actor.userId,
    });
    await audit(
      tx,
      actor,
      inv.organizationId,
      'accept',
      inv.id,
      { role: inv.roleKey, is_primary: isPrimary },
      requestId,
    );
    return {
      organization_id: inv.organizationId,
      organization_name: inv.organizationName,
      role_key: inv.roleKey,
      is_primary: isPrimary,
    };
  });
}
