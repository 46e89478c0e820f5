import type {
  BulkUpdateContactsInput,
  BulkUpdateContactsOutput,
} from '@threshold/domain/contacts/bulk-update-contacts.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { recordLiveChanges } from '../../platform/effects/record-effect';
import { insertActivities, type ActivityInsert } from './contact-timeline.repository';
import { loadCrmContext } from './contacts-context';
import { assertAssignableOwner, assertShareableTeam } from './contacts-owners';
import { addContactTags, removeContactTags } from './contacts-tags.repository';
import {
  findContactsByIds,
  findVisibleContactsByIds,
  updateContactsByIds,
  type ContactRow,
} from './contacts.repository';
import { contactEvent } from './contacts-realtime';

/** The contact field each bulk action changes, in API names (for the realtime events, ADR 0176). */
const CHANGED_BY: Record<Exclude<BulkUpdateContactsInput['action']['type'], 'delete'>, string> = {
  add_tags: 'tags',
  remove_tags: 'tags',
  set_stage: 'stage',
  assign: 'owner_id',
  share: 'team_id',
};

/**
 * Tag, untag, set stage, assign, share or delete many contacts at once, in one transaction.
 * Ids the caller cannot see are listed in `not_found` and left alone.
 */
export async function bulkUpdateContacts(
  db: Db,
  actor: Actor,
  input: BulkUpdateContactsInput,
  requestId?: string,
): Promise<BulkUpdateContactsOutput> {
  const { output, changedRows } = await db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const rows = await findVisibleContactsByIds(tx, input.ids, ctx.visible, true);
    const found = new Set(rows.map((r) => r.id));
    const notFound = input.ids.filter((id) => !found.has(id));
    const ids = [...found];
    const orgs = [...new Set(rows.map((r) => r.organizationId))];
    const action = input.action;
    if ((action.type === 'assign' || action.type === 'share') && orgs.length > 1) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        ids: 'Select contacts of one organization',
      });
    }
    const timeline: ActivityInsert[] = [];
    let updated = 0;
    switch (action.type) {
      case 'add_tags':
        updated = await addContactTags(tx, ids, action.tags);
        break;
      case 'remove_tags':
        updated = await removeContactTags(tx, ids, action.tags);
        break;
      case 'set_stage':
        updated = await updateContactsByIds(tx, ids, { stage: action.stage });
        for (const r of rows) {
          if (r.stage !== action.stage)
            timeline.push({
              organizationId: r.organizationId,
              contactId: r.id,
              kind: 'stage_change',
              subject: `Stage: ${r.stage} → ${action.stage}`,
              details: { from: r.stage, to: action.stage, bulk: true },
              authorId: actor.userId,
            });
        }
        break;
      case 'assign':
        if (orgs[0]) await assertAssignableOwner(tx, ctx, orgs[0], action.owner_id, 'action.owner_id');
        updated = await updateContactsByIds(tx, ids, { ownerId: action.owner_id });
        for (const r of rows) {
          if (r.ownerId !== action.owner_id)
            timeline.push({
              organizationId: r.organizationId,
              contactId: r.id,
              kind: 'assignment',
              subject: 'Owner changed',
              details: { from: r.ownerId, to: action.owner_id, bulk: true },
              authorId: actor.userId,
            });
        }
        break;
      case 'share':
        if (orgs[0] && action.team_id) await assertShareableTeam(tx, ctx, orgs[0], action.team_id);
        updated = await updateContactsByIds(tx, ids, { teamId: action.team_id });
        break;
      case 'delete':
        updated = await updateContactsByIds(tx, ids, { deletedAt: new Date() });
        break;
    }
    await insertActivities(tx, timeline);
    await writeAudit(tx, {
      organizationId: orgs.length === 1 ? orgs[0] : actor.organizationId,
      actorUserId: actor.userId,
      action: `contact.bulk.${action.type}`,
      entityType: 'contact_bulk',
      entityId: crypto.randomUUID(),
      before: rows.map((r) => ({
        id: r.id,
        stage: r.stage,
        owner_id: r.ownerId,
        team_id: r.teamId,
        tags: r.tags,
      })),
      after: { ids, action },
      requestId: requestId ?? null,
    });
    // Read back (deleted rows included) for the events: the versions the change left.
    const changedRows: ContactRow[] = await findContactsByIds(tx, ids);
    return { output: { updated, not_found: notFound }, changedRows };
  });
  const type = input.action.type;
  await recordLiveChanges(
    db,
    changedRows.map((row) =>
      type === 'delete' ? contactEvent('delete', row) : contactEvent('update', row, [CHANGED_BY[type]]),
    ),
  );
  return output;
}
