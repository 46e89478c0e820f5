/**
 * Platform invitations (issue 17 item 1, ADR 0173): a system admin invites someone by e-mail to become
 * platform staff. The member-invitation pattern: hashed single-use token, expiry, the accepting
 * account's verified e-mail must be the invited one; every step audited.
 */
import {
  PLATFORM_INVITATION_TTL_DAYS,
  type AcceptPlatformInvitationOutput,
  type CreatePlatformInvitationInput,
  type PlatformInvitationDto,
  type PlatformInvitationList,
  type PublicPlatformInvitationDto,
} from '@threshold/domain/admin/platform-invitation.contract';
import type { PlatformRoleKey } from '@threshold/domain/roles';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import { assertPlatformArea } from '../../platform/authz/platform-area';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import { AppError, notFound } from '../../platform/http/errors';
import { createInvitationToken, hashInvitationToken } from '../invitations/invitation-token';
import { platformRoleLabel, sendPlatformInvitationEmail } from './platform-invitation-email';
import * as repo from './platform-invitations.repository';

const statusOf = (row: repo.PlatformInvitationRow) =>
  row.status === 'pending' && row.expiresAt.getTime() <= Date.now() ? 'expired' : row.status;

function toDto(row: repo.PlatformInvitationRow, delivery?: 'sent' | 'failed'): PlatformInvitationDto {
  return {
    id: row.id,
    email: row.email,
    platform_role: row.platformRole as PlatformRoleKey,
    status: statusOf(row),
    invited_by: row.invitedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    ...(delivery ? { delivery } : {}),
  };
}

const audit = (tx: DbOrTx, actor: Actor, action: string, id: string, after: unknown, requestId: string) =>
  writeAudit(tx, {
    actorUserId: actor.userId,
    action: `admin.platform_invitation.${action}`,
    entityType: 'platform_invitation',
    entityId: id,
    after,
    requestId,
  });

export async function createPlatformInvitation(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  actor: Actor,
  input: CreatePlatformInvitationInput,
  requestId: string,
): Promise<PlatformInvitationDto> {
  const { row, token } = await deps.db.transaction(async (tx) => {
    if (await repo.findOpenForEmail(tx, input.email))
      throw new AppError('CONFLICT', 'An invitation to this address is pending; revoke it to send another', {
        email: 'An invitation is already pending',
      });
    const { token, hash } = createInvitationToken();
    const row = await repo.insertPlatformInvitation(tx, {
      email: input.email,
      platformRole: input.platform_role,
      tokenHash: hash,
      invitedBy: actor.userId,
      expiresAt: new Date(Date.now() + PLATFORM_INVITATION_TTL_DAYS * 86_400_000),
    });
    await audit(
      tx,
      actor,
      'create',
      row.id,
      { email: row.email, platform_role: row.platformRole },
      requestId,
    );
    return { row, token };
  });
  // Sent after commit: a rolled-back invitation never reaches anyone's inbox.
  return toDto(row, await sendPlatformInvitationEmail(deps.mailer, deps.appUrl, row, token));
}

export async function listPlatformInvitations(db: Db, actor: Actor): Promise<PlatformInvitationList> {
  assertPlatformArea(actor, 'invitations');
  return { items: (await repo.findOpenPlatformInvitations(db)).map((r) => toDto(r)) };
}

/** Withdraw a pending invitation; idempotent; an accepted one cannot be. */
export async function revokePlatformInvitation(db: Db, actor: Actor, id: string, requestId: string) {
  return db.transaction(async (tx) => {
    const row = await repo.findPlatformInvitation(tx, id, true);
    if (!row) throw notFound('Invitation');
    if (row.status === 'accepted') throw new AppError('CONFLICT', 'This invitation was already accepted');
    if (row.status === 'revoked') return toDto(row);
    await repo.updatePlatformInvitation(tx, id, { status: 'revoked', revokedAt: new Date() });
    await audit(tx, actor, 'revoke', id, { status: 'revoked' }, requestId);
    return toDto((await repo.findPlatformInvitation(tx, id))!);
  });
}

export async function getPublicPlatformInvitation(
  db: Db,
  token: string,
): Promise<PublicPlatformInvitationDto> {
  const row = await repo.findPlatformInvitationByTokenHash(db, hashInvitationToken(token));
  if (!row) throw notFound('Invitation');
  return {
    email: row.email,
    platform_role: row.platformRole as PlatformRoleKey,
    role_label: platformRoleLabel(row.platformRole),
    status: statusOf(row),
    expires_at: row.expiresAt.toISOString(),
  };
}

const refused = (reason: 'accepted' | 'revoked' | 'expired', message: string) =>
  new AppError('CONFLICT', message, { token: reason });

/** The signed-in, verified invitee takes the platform role; single use. */
export async function acceptPlatformInvitation(
  db: Db,
  actor: Actor,
  token: string,
  requestId: string,
): Promise<AcceptPlatformInvitationOutput> {
  if (!actor.emailVerified)
    throw new AppError('FORBIDDEN', 'Verify your e-mail address before accepting the invitation');
  return db.transaction(async (tx) => {
    const row = await repo.findPlatformInvitationByTokenHash(tx, hashInvitationToken(token), true);
    if (!row) throw notFound('Invitation');
    const status = statusOf(row);
    if (status === 'accepted') throw refused('accepted', 'This invitation has already been accepted');
    if (status === 'revoked') throw refused('revoked', 'This invitation was withdrawn; ask for a new one');
    if (status === 'expired') throw refused('expired', 'This invitation has expired; ask for a new one');
    if (row.email.toLowerCase() !== actor.email.toLowerCase())
      throw new AppError('FORBIDDEN', 'This invitation was sent to another e-mail address');
    await repo.setPlatformRole(tx, actor.userId, row.platformRole);
    await repo.updatePlatformInvitation(tx, row.id, {
      status: 'accepted',
      acceptedAt: new Date(),
      acceptedBy: actor.userId,
    });
    await audit(tx, actor, 'accept', row.id, { platform_role: row.platformRole }, requestId);
    return { platform_role: row.platformRole as PlatformRoleKey };
  });
}
