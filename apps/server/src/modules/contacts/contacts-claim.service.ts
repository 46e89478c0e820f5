import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { insertActivities } from './contact-timeline.repository';
import { contacts } from './contacts.schema';
import { loadCrmContext } from './contacts.context';
import { auditImage, toContactDto } from './contacts.dto';
import { claimUnowned, findVisibleContact } from './contacts.repository';

/** First-to-claim: an agent in the pool takes an unowned lead; a second claim gets 409. */
export async function claimContact(
  db: Db,
  actor: Actor,
  id: string,
  requestId?: string,
): Promise<ContactDto> {
  return db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const before = await findVisibleContact(tx, id, ctx.visible, true);
    if (!before) {
      // A pool agent who lost the race sees 409, not 404: the lead left the pool they could see.
      const pool = ctx.scope.kind === 'limited' && ctx.scope.pool ? ctx.scope.organizationId : null;
      const taken =
        pool &&
        (await findVisibleContact(
          tx,
          id,
          and(eq(contacts.organizationId, pool), isNull(contacts.deletedAt))!,
        ));
      if (taken) throw new AppError('CONFLICT', 'Someone already claimed this lead');
      throw notFound('Contact');
    }
    if (ctx.settings.lead_routing.mode !== 'first_to_claim')
      throw new AppError('CONFLICT', 'Leads are not claimed in this organization');
    if (before.ownerId !== null || !(await claimUnowned(tx, id, actor.userId))) {
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
    const after = (await findVisibleContact(tx, id, sql`true`))!;
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
}
