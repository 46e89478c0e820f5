import type { AcceptInvitationOutput } from '@threshold/domain/contacts/client-invitation.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { findRoleIds } from '../organizations/organizations.repository';
import { hasActivePrimary } from '../organizations/organization-memberships.repository';
import { linkDealsToUser } from '../contacts/contact-deals.repository';
import { insertActivities } from '../contacts/contact-timeline.repository';
import { hashInvitationToken } from './invitation-token';
import { invitationStatus } from './invitations.dto';
import * as repo from './invitations.repository';

const refused = (reason: 'accepted' | 'revoked' | 'expired', message: string) =>
  new AppError('CONFLICT', message, { token: reason });

/**
 * Accept: a signed-in, verified user whose e-mail is the invited one becomes the contact's
 * account (contacts.user_id), a member of the organization with the invited role (primary when
 * they have none), and a participant of the contact's deals. One transaction; a second accept,
 * an expired or a revoked invitation answers 409 with fields.token = the reason.
 */
export async function acceptInvitation(
  db: Db,
  actor: Actor,
  token: string,
  requestId?: string,
): Promise<AcceptInvitationOutput> {
  if (!actor.emailVerified)
    throw new AppError('FORBIDDEN', 'Verify your e-mail address before accepting the invitation');
  return db.transaction(async (tx) => {
    const inv = await repo.findInvitationByTokenHash(tx, hashInvitationToken(token), true);
    if (!inv) throw notFound('Invitation');
    const status = invitationStatus(inv);
    if (status === 'accepted') throw refused('accepted', 'This invitation has already been accepted');
    if (status === 'revoked')
      throw refused('revoked', 'This invitation was withdrawn; ask your agent for a new one');
    if (status === 'expired')
      throw refused('expired', 'This invitation has expired; ask your agent to resend it');
    if (inv.email.toLowerCase() !== actor.email.toLowerCase())
      throw new AppError('FORBIDDEN', 'This invitation was sent to another e-mail address');
    const contact = await repo.findContactForAccept(tx, inv.contactId);
    if (!contact || contact.deletedAt)
      throw new AppError('CONFLICT', 'The contact of this invitation no longer exists');
    if (contact.userId && contact.userId !== actor.userId)
      throw new AppError('CONFLICT', 'This contact is already linked to another account');
    const other = await repo.findContactOfUser(tx, inv.organizationId, actor.userId);
    if (other && other.id !== contact.id)
      throw new AppError(
        'CONFLICT',
        'Your account is already linked to another contact of this organization',
      );
    await repo.linkContactToUser(tx, contact.id, actor.userId);
    const roleId = (await findRoleIds(tx)).get(inv.roleKey)!;
    const membership = await repo.findMembership(tx, actor.userId, inv.organizationId);
    let isPrimary: boolean;
    if (membership?.status === 'active') {
      isPrimary = membership.isPrimary; // an existing active role is never downgraded
    } else {
      isPrimary = !(await hasActivePrimary(tx, actor.userId));
      if (membership) await repo.reactivateMembership(tx, membership.id, { roleId, isPrimary });
      else
        await repo.insertMembership(tx, {
          userId: actor.userId,
          organizationId: inv.organizationId,
          roleId,
          isPrimary,
        });
      if (isPrimary) await repo.cacheProfileRole(tx, actor.userId, inv.roleKey);
    }
    const deals = await linkDealsToUser(tx, contact.id, actor.userId);
    await repo.updateInvitation(tx, inv.id, {
      status: 'accepted',
      acceptedAt: new Date(),
      acceptedBy: actor.userId,
    });
    await insertActivities(tx, [
      {
        organizationId: inv.organizationId,
        contactId: contact.id,
        kind: 'invitation',
        subject: 'Accepted the invitation',
        details: { invitation_id: inv.id, event: 'accepted', user_id: actor.userId, deals_linked: deals },
        authorId: actor.userId,
      },
    ]);
    await writeAudit(tx, {
      organizationId: inv.organizationId,
      actorUserId: actor.userId,
      action: 'client_invitation.accept',
      entityType: 'client_invitation',
      entityId: inv.id,
      before: { status },
      after: {
        status: 'accepted',
        contact_id: contact.id,
        role: inv.roleKey,
        is_primary: isPrimary,
        deals_linked: deals,
      },
      requestId: requestId ?? null,
    });
    return {
      organization_id: inv.organizationId,
      organization_name: inv.organizationName,
      role: inv.roleKey,
      contact_id: contact.id,
      is_primary: isPrimary,
    };
  });
}
