import {
  INVITATION_TTL_DAYS,
  type CreateInvitationInput,
  type InvitationDto,
  type PublicInvitationDto,
} from '@threshold/domain/contacts/client-invitation.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import { AppError, notFound } from '../../platform/http/errors';
import { insertActivities } from '../contacts/contact-timeline.repository';
import { loadCrmContext, requireContact } from '../contacts/contacts.context';
import { sendInvitationEmail } from './invitation-email';
import { createInvitationToken, hashInvitationToken } from './invitation-token';
import { invitationStatus, toInvitationDto } from './invitations.dto';
import * as repo from './invitations.repository';

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
const audit = (
  tx: DbOrTx,
  actor: Actor,
  organizationId: string,
  action: string,
  id: string,
  before: unknown,
  after: unknown,
  requestId?: string,
) =>
  writeAudit(tx, {
    organizationId,
    actorUserId: actor.userId,
    action,
    entityType: 'client_invitation',
    entityId: id,
    before,
    after,
    requestId: requestId ?? null,
  });

export async function createInvitation(
  deps: InvitationDeps,
  actor: Actor,
  contactId: string,
  input: CreateInvitationInput,
  requestId?: string,
): Promise<InvitationDto> {
  const { row, token } = await deps.db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const contact = await requireContact(tx, ctx, contactId, true);
    if (contact.userId) throw new AppError('CONFLICT', 'This contact already has a client account');
    const email = (input.email ?? contact.emails[0]?.value ?? '').trim().toLowerCase();
    if (!email)
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        email: 'The contact has no e-mail address; enter one',
      });
    if (await repo.findPendingInvitation(tx, contactId))
      throw new AppError('CONFLICT', 'An invitation is already pending for this contact; resend it instead');
    const { token, hash } = createInvitationToken();
    const id = await repo.insertInvitation(tx, {
      organizationId: contact.organizationId,
      contactId,
      email,
      roleKey: input.role,
      tokenHash: hash,
      message: input.message ?? null,
      invitedBy: actor.userId,
      expiresAt: expiry(),
    });
    await insertActivities(tx, [
      {
        organizationId: contact.organizationId,
        contactId,
        kind: 'invitation',
        subject: `Invited as ${input.role}`,
        details: { invitation_id: id, email, role: input.role, event: 'sent' },
        authorId: actor.userId,
      },
    ]);
    const row = (await repo.findInvitation(tx, id, ctx.visible))!;
    await audit(
      tx,
      actor,
      contact.organizationId,
      'client_invitation.create',
      id,
      null,
      toInvitationDto(row),
      requestId,
    );
    return { row, token };
  });
  // Sent after commit: a rolled-back invitation never reaches anyone's inbox.
  return toInvitationDto(row, await sendInvitationEmail(deps.mailer, deps.appUrl, row, token));
}

export async function listContactInvitations(db: Db, actor: Actor, contactId: string) {
  const ctx = await loadCrmContext(db, actor);
  await requireContact(db, ctx, contactId);
  return { items: (await repo.findContactInvitations(db, contactId)).map((r) => toInvitationDto(r)) };
}

export async function listInvitations(
  db: Db,
  actor: Actor,
  query: { status?: InvitationDto['status'] | undefined; limit: number; cursor?: string | undefined },
) {
  const ctx = await loadCrmContext(db, actor);
  const page = await repo.findInvitationPage(db, ctx.visible, query.status, query.limit, query.cursor);
  return { items: page.rows.map((r) => toInvitationDto(r)), nextCursor: page.nextCursor };
}

/** New token and a fresh 7-day window; the old link stops working. Accepted or revoked ones cannot be resent. */
export async function resendInvitation(
  deps: InvitationDeps,
  actor: Actor,
  id: string,
  requestId?: string,
): Promise<InvitationDto> {
  const { row, token } = await deps.db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const before = await repo.findInvitation(tx, id, ctx.visible, true);
    if (!before) throw notFound('Invitation');
    if (before.status !== 'pending')
      throw new AppError('CONFLICT', `This invitation was ${before.status}; it cannot be resent`);
    const { token, hash } = createInvitationToken();
    await repo.updateInvitation(tx, id, {
      tokenHash: hash,
      expiresAt: expiry(),
      sentCount: before.sentCount + 1,
      lastSentAt: new Date(),
    });
    const row = (await repo.findInvitation(tx, id, ctx.visible))!;
    await audit(
      tx,
      actor,
      row.organizationId,
      'client_invitation.resend',
      id,
      toInvitationDto(before),
      toInvitationDto(row),
      requestId,
    );
    return { row, token };
  });
  return toInvitationDto(row, await sendInvitationEmail(deps.mailer, deps.appUrl, row, token));
}

export async function revokeInvitation(
  db: Db,
  actor: Actor,
  id: string,
  requestId?: string,
): Promise<InvitationDto> {
  return db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const before = await repo.findInvitation(tx, id, ctx.visible, true);
    if (!before) throw notFound('Invitation');
    if (before.status === 'accepted') throw new AppError('CONFLICT', 'This invitation was already accepted');
    if (before.status === 'revoked') return toInvitationDto(before);
    await repo.updateInvitation(tx, id, { status: 'revoked', revokedAt: new Date() });
    const row = (await repo.findInvitation(tx, id, ctx.visible))!;
    await audit(
      tx,
      actor,
      row.organizationId,
      'client_invitation.revoke',
      id,
      toInvitationDto(before),
      toInvitationDto(row),
      requestId,
    );
    return toInvitationDto(row);
  });
}

/** What the sign-up page may show about a token: organization, role, e-mail, status. */
export async function getPublicInvitation(db: Db, token: string): Promise<PublicInvitationDto> {
  const row = await repo.findInvitationByTokenHash(db, hashInvitationToken(token));
  if (!row) throw notFound('Invitation');
  return {
    organization_name: row.organizationName,
    role: row.roleKey,
    email: row.email,
    status: invitationStatus(row),
    expires_at: row.expiresAt.toISOString(),
  };
}
