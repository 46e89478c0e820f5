import type { Actor } from '../../../platform/authz/actor';
import { writeAudit } from '../../../platform/audit/audit.repository';
import type { DbOrTx } from '../../../platform/db/client';

/**
 * Every deal write records one audit row on the deal itself (entity_type 'transaction', entity_id =
 * the deal), so the timeline is one indexed read. Sub-records carry their own id inside before/after.
 */
export interface WriteContext {
  actor: Actor;
  requestId?: string | null;
  /** Set when a supervisor approved this change (the actor is the person who drafted it). */
  approvedBy?: string | null;
}

export async function auditDeal(
  tx: DbOrTx,
  ctx: WriteContext,
  deal: { id: string; organizationId: string },
  action: string,
  before: unknown,
  after: unknown,
) {
  await writeAudit(tx, {
    organizationId: deal.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    entityType: 'transaction',
    entityId: deal.id,
    before: before ?? null,
    after:
      ctx.approvedBy && after && typeof after === 'object'
        ? { ...after, approved_by: ctx.approvedBy }
        : (after ?? null),
    requestId: ctx.requestId ?? null,
  });
}
