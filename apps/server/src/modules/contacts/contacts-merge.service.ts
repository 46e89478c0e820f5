import type {
  MergeContactsInput,
  MergeContactsOutput,
} from '@threshold/domain/contacts/merge-contacts.contract';
import { mergeContactFields } from '@threshold/domain/contacts/merge-fields';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { moveDealLinks } from './contact-deals.repository';
import { refreshNextTaskDue } from './contact-tasks.repository';
import { insertActivities } from './contact-timeline.repository';
import { loadCrmContext, requireContact } from './contacts-context';
import { displayName } from './contacts-derived';
import { auditImage, toContactDto } from './contacts.dto';
import { mergeableToPatch, rowToMergeable } from './contacts-merge-mapping';
import { moveLinkedRecords, retireMergedContact } from './contacts-merge.repository';
import { findContactById, updateContactRow } from './contacts.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../platform/http/versioning';
import { recordLiveChanges } from '../../platform/effects/record-effect';
import { changeOf, contactEvent } from './contacts-realtime';

/**
 * Merges `duplicate_id` into `survivorId` in one transaction: fields combined (domain
 * mergeContactFields), every activity, task, invitation and deal link moved, the account link
 * kept, the duplicate retired (soft-deleted, merged_into_id), a "merge" timeline entry and an
 * audit row with both before-images. Based on the versions the caller saw (issue 19, ADR 0092): the
 * survivor's `expectedVersion` (If-Match) and the duplicate's `duplicate_version`; if either moved on,
 * 409 STALE_VERSION with that contact as it is now (`current.id` says which) and nothing is merged.
 */
export async function mergeContacts(
  db: Db,
  actor: Actor,
  survivorId: string,
  input: MergeContactsInput,
  requestId?: string,
  expectedVersion?: number,
): Promise<MergeContactsOutput> {
  if (survivorId === input.duplicate_id) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
      duplicate_id: 'A contact cannot be merged with itself',
    });
  }
  const { output, retired } = await db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    // Lock in id order so that two opposite merges of the same pair cannot deadlock.
    const [firstId, secondId] = [survivorId, input.duplicate_id].sort();
    const first = await requireContact(tx, ctx, firstId!, true);
    const second = await requireContact(tx, ctx, secondId!, true);
    const survivor = first.id === survivorId ? first : second;
    const duplicate = first.id === survivorId ? second : first;
    if (survivor.organizationId !== duplicate.organizationId) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        duplicate_id: 'Contacts of different organizations cannot be merged',
      });
    }
    if (survivor.userId && duplicate.userId && survivor.userId !== duplicate.userId) {
      throw new AppError(
        'CONFLICT',
        'Both contacts are linked to different client accounts; unlink one first',
      );
    }
    // Both rows are locked (FOR UPDATE) above; the writes below are conditional all the same.
    const refuseStale = async (id: string): Promise<never> => {
      const now = (await findContactById(tx, id))!;
      throw staleVersion(
        toContactDto(now, ctx.settings.needs_attention_days),
        await latestChangeOf(tx, 'contact', id),
      );
    };
    if (expectedVersion !== undefined && survivor.version !== expectedVersion) await refuseStale(survivor.id);
    const duplicateVersion = input.duplicate_version;
    if (duplicateVersion !== undefined && duplicate.version !== duplicateVersion)
      await refuseStale(duplicate.id);
    const merged = mergeContactFields(rowToMergeable(survivor), rowToMergeable(duplicate), input.prefer);
    const userId = survivor.userId ?? duplicate.userId;
    if (!(await retireMergedContact(tx, duplicate.id, survivor.id, duplicateVersion)))
      await refuseStale(duplicate.id);
    if (!(await updateContactRow(tx, survivor.id, { ...mergeableToPatch(merged), userId }, expectedVersion)))
      await refuseStale(survivor.id);
    const moved = await moveLinkedRecords(tx, duplicate.id, survivor.id);
    const dealLinks = await moveDealLinks(tx, duplicate.id, survivor.id);
    await refreshNextTaskDue(tx, [survivor.id]);
    await insertActivities(tx, [
      {
        organizationId: survivor.organizationId,
        contactId: survivor.id,
        kind: 'merge',
        subject: `Merged with ${displayName(duplicate.firstName, duplicate.lastName)}`,
        details: { merged_id: duplicate.id, moved: { ...moved, deal_links: dealLinks } },
        authorId: actor.userId,
      },
    ]);
    const after = (await findContactById(tx, survivor.id))!;
    const counts = { ...moved, deal_links: dealLinks };
    await writeAudit(tx, {
      organizationId: survivor.organizationId,
      actorUserId: actor.userId,
      action: 'contact.merge',
      entityType: 'contact',
      entityId: survivor.id,
      before: { survivor: auditImage(survivor), duplicate: auditImage(duplicate) },
      after: { survivor: auditImage(after), merged_id: duplicate.id, moved: counts },
      requestId: requestId ?? null,
    });
    const output = {
      contact: toContactDto(after, ctx.settings.needs_attention_days),
      merged_id: duplicate.id,
      moved: counts,
    };
    return { output, retired: (await findContactById(tx, duplicate.id))! };
  });
  // Live lists drop the duplicate and refetch the survivor (ADR 0176).
  await recordLiveChanges(db, [
    contactEvent('delete', retired),
    contactEvent('update', changeOf(output.contact), ['merged']),
  ]);
  return output;
}
