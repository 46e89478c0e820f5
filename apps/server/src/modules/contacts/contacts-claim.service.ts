import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { insertActivities } from './contact-timeline.repository';
import { loadCrmContext } from './contacts-context';
import { auditImage, toContactDto } from './contacts.dto';
import { claimUnowned, findPoolContact } from './contacts-claim.repository';
import { findContactById, findVisibleContact } from './contacts.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../platform/http/versioning';
import { changeOf, publishContactChange } from './contacts-realtime';

/**
 * First-to-claim: an agent in the pool takes an unowned lead; a second claim gets 409 CONFLICT (the
 * lead left the caller's pool). Based on the version the caller saw (issue 19): when the lead changed
 * since (still unowned, e.g. its stage or notes), 409 STALE_VERSION with the lead as it is now.
 */
export async function claimContact(
  db: Db,
  actor: Actor,
  id: string,
  requestId?: string,
  expectedVersion?: number,
): Promise<ContactDto> {
  const claimed = await db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const before = await findVisibleContact(tx, id, ctx.visible, true);
    if (!before) {
      // A pool agent who lost the race sees 409, not 404: the lead left the pool they could see.
      const pool = ctx.scope.kind === 'limited' && ctx.scope.pool ? ctx.scope.organizationId : null;
      const taken = pool && (await findPoolContact(tx, id, pool));
      if (taken) throw new AppError('CONFLICT', 'Someone already claimed this lead');
      throw notFound('Contact');
    }
    if (ctx.settings.lead_routing.mode !== 'first_to_claim')
      throw new AppError('CONFLICT', 'Leads are not claimed in this organization');
    if (before.ownerId !== null) throw new AppError('CONFLICT', 'Someone already claimed this lead');
    const refuseStale = async (): Promise<never> => {
      const now = (await findContactById(tx, id))!;
      throw staleVersion(
        toContactDto(now, ctx.settings.needs_attention_days),
        await latestChangeOf(tx, 'contact', id),
      );
    };
    if (expectedVersion !== undefined && before.version !== expectedVersion) await refuseStale();
    if (!(await claimUnowned(tx, id, actor.userId, expectedVersion))) {
      // The row is locked (FOR UPDATE above), so this is only reached without a version check failing.
      throw new AppError('CONFLICT', 'Someone already claimed this lead');
    }
    await insertActivities(tx, [
      {
        organizationId: before.organizationId,
        contactId: id,
        kind: 'assignment',
        subject: 'Lead claimed',
        details: { to: actor.userId, mode: 'first_to_claim' },
        authorId: actor.userId,
      },
    ]);
    const after = (await findContactById(tx, id))!;
    await writeAudit(tx, {
      organizationId: before.organizationId,
      actorUserId: actor.userId,
      action: 'contact.claim',
      entityType: 'contact',
      entityId: id,
      before: auditImage(before),
      after: auditImage(after),
      requestId: requestId ?? null,
    });
    return toContactDto(after, ctx.settings.needs_attention_days);
  });
  await publishContactChange(db, 'update', changeOf(claimed), ['owner_id']);
  return claimed;
}
