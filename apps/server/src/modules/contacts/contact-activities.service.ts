import type {
  ActivityDto,
  CreateActivityInput,
  ListActivitiesQuery,
} from '@threshold/domain/contacts/contact-activity.contract';
import { CONTACTING_KINDS, LOGGED_ACTIVITY_KINDS } from '@threshold/domain/contacts/contact-activity.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import {
  deleteActivity,
  findActivity,
  findActivityPage,
  insertActivities,
  type ActivityRow,
} from './contact-timeline.repository';
import { loadCrmContext, requireContact } from './contacts.context';
import { dealTablesExist, visibleDealsFor } from './contact-deals.repository';
import { findTimelineWithDeals } from './contact-timeline-deals.repository';
import { touchLastContacted } from './contacts.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../platform/http/versioning';

export function toActivityDto(row: ActivityRow): ActivityDto {
  return {
    id: row.id,
    contact_id: row.contactId,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    occurred_at: row.occurredAt.toISOString(),
    author: row.authorId
      ? { id: row.authorId, first_name: row.authorFirstName, last_name: row.authorLastName }
      : null,
    details: row.details ?? {},
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** One timeline entry (its version is what a delete is based on). */
export async function getActivity(db: Db, actor: Actor, contactId: string, activityId: string) {
  const ctx = await loadCrmContext(db, actor);
  await requireContact(db, ctx, contactId);
  const row = await findActivity(db, contactId, activityId);
  if (!row) throw notFound('Activity');
  return toActivityDto(row);
}

export async function listActivities(db: Db, actor: Actor, contactId: string, query: ListActivitiesQuery) {
  const ctx = await loadCrmContext(db, actor);
  await requireContact(db, ctx, contactId);
  const page = (await dealTablesExist(db))
    ? await findTimelineWithDeals(
        db,
        contactId,
        visibleDealsFor(actor),
        query.kind,
        query.limit,
        query.cursor,
      )
    : await findActivityPage(db, contactId, query.kind, query.limit, query.cursor);
  return { items: page.rows.map(toActivityDto), nextCursor: page.nextCursor };
}

const DAY_MS = 86_400_000;

/** Logs a call, e-mail, meeting, showing or note; contacting kinds move last_contacted_at forward. */
export async function logActivity(
  db: Db,
  actor: Actor,
  contactId: string,
  input: CreateActivityInput,
  requestId?: string,
): Promise<ActivityDto> {
  const occurredAt = input.occurred_at ? new Date(input.occurred_at) : new Date();
  if (occurredAt.getTime() > Date.now() + DAY_MS) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      occurred_at: 'Cannot be more than a day in the future',
    });
  }
  return db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const contact = await requireContact(tx, ctx, contactId, true);
    const [id] = await insertActivities(tx, [
      {
        organizationId: contact.organizationId,
        contactId,
        kind: input.kind,
        subject: input.subject,
        body: input.body,
        details: input.details,
        occurredAt,
        authorId: actor.userId,
      },
    ]);
    if (CONTACTING_KINDS.includes(input.kind)) await touchLastContacted(tx, contactId, occurredAt);
    const row = (await findActivity(tx, contactId, id!))!;
    const dto = toActivityDto(row);
    await writeAudit(tx, {
      organizationId: contact.organizationId,
      actorUserId: actor.userId,
      action: 'contact.activity.create',
      entityType: 'contact_activity',
      entityId: id!,
      after: dto,
      requestId: requestId ?? null,
    });
    return dto;
  });
}

/**
 * Authors may delete what they logged by hand; system entries (stage changes, merges …) stay.
 * Conditional on `expectedVersion` (issue 19): stale → 409 with the entry as it is now.
 */
export async function removeActivity(
  db: Db,
  actor: Actor,
  contactId: string,
  activityId: string,
  requestId?: string,
  expectedVersion?: number,
) {
  return db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const contact = await requireContact(tx, ctx, contactId, true);
    const row = await findActivity(tx, contactId, activityId);
    if (!row) throw notFound('Activity');
    const manager = ctx.scope.kind !== 'limited';
    if (!(LOGGED_ACTIVITY_KINDS as readonly string[]).includes(row.kind))
      throw new AppError('CONFLICT', 'System entries of the timeline cannot be deleted');
    if (row.authorId !== actor.userId && !manager)
      throw new AppError('FORBIDDEN', 'Only the author can delete this entry');
    const refuseStale = async (now: ActivityRow): Promise<never> => {
      throw staleVersion(toActivityDto(now), await latestChangeOf(tx, 'contact_activity', activityId));
    };
    if (expectedVersion !== undefined && row.version !== expectedVersion) await refuseStale(row);
    if (!(await deleteActivity(tx, activityId, expectedVersion))) {
      const now = await findActivity(tx, contactId, activityId);
      if (!now) throw notFound('Activity');
      await refuseStale(now);
    }
    await writeAudit(tx, {
      organizationId: contact.organizationId,
      actorUserId: actor.userId,
      action: 'contact.activity.delete',
      entityType: 'contact_activity',
      entityId: activityId,
      before: toActivityDto(row),
      requestId: requestId ?? null,
    });
    return { ok: true as const };
  });
}
