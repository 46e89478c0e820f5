import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { CreateContactInput } from '@threshold/domain/contacts/create-contact.contract';
import type { ListContactsQuery, ContactPage } from '@threshold/domain/contacts/list-contacts.contract';
import type { UpdateContactInput } from '@threshold/domain/contacts/update-contact.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { insertActivities } from './contact-timeline.repository';
import {
  contactSelection,
  loadCrmContext,
  requireContact,
  requireHomeOrganization,
  type CrmContext,
} from './contacts-context';
import { changedContactFields, newContactFields } from './contacts-input-mapping';
import { derivedColumns } from './contacts-derived';
import { auditImage, toContactDto } from './contacts.dto';
import { assertAssignableOwner, assertShareableTeam, resolveNewOwner } from './contacts-owners';
import {
  findContactById,
  findContactPage,
  insertContacts,
  softDeleteContactRow,
  updateContactRow,
  type ContactPatch,
  type ContactRow,
} from './contacts.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../platform/http/versioning';
import { changeOf, publishContactChange } from './contacts-realtime';

const audit = (
  tx: DbOrTx,
  ctx: CrmContext,
  action: string,
  entityId: string,
  organizationId: string,
  before: unknown,
  after: unknown,
) =>
  writeAudit(tx, {
    organizationId,
    actorUserId: ctx.actor.userId,
    action,
    entityType: 'contact',
    entityId,
    before,
    after,
    requestId: ctx.requestId ?? null,
  });

/**
 * The list. With a search and pg_trgm, exact (substring) matching runs first; only when it fills
 * less than a page does a typo-tolerant query run instead, and its cursors carry an "f." prefix so
 * the next pages stay in that mode. Common searches never pay for similarity scoring.
 */
export async function listContacts(db: Db, actor: Actor, query: ListContactsQuery): Promise<ContactPage> {
  const ctx = await loadCrmContext(db, actor);
  const fuzzyCursor = query.cursor?.startsWith('f.') ?? false;
  const run = (fuzzy: boolean, cursor: string | undefined) =>
    findContactPage(db, contactSelection(ctx, query, fuzzy), { ...query, cursor });
  let fuzzy = fuzzyCursor && ctx.trigram;
  let page = await run(fuzzy, fuzzyCursor ? query.cursor!.slice(2) : query.cursor);
  if (!fuzzy && ctx.trigram && query.q && !query.cursor && page.rows.length < query.limit) {
    const wider = await run(true, undefined);
    if (wider.rows.length > page.rows.length) [page, fuzzy] = [wider, true];
  }
  const now = new Date();
  return {
    items: page.rows.map((r) => toContactDto(r, ctx.settings.needs_attention_days, now)),
    nextCursor: page.nextCursor && fuzzy ? `f.${page.nextCursor}` : page.nextCursor,
  };
}

export async function getContact(db: Db, actor: Actor, id: string): Promise<ContactDto> {
  const ctx = await loadCrmContext(db, actor);
  return toContactDto(await requireContact(db, ctx, id), ctx.settings.needs_attention_days);
}

/** Reads a contact back inside the transaction that wrote it (it may have left the caller's scope). */
async function reload(tx: DbOrTx, id: string): Promise<ContactRow> {
  const row = await findContactById(tx, id);
  if (!row) throw notFound('Contact');
  return row;
}

export async function createContact(
  db: Db,
  actor: Actor,
  input: CreateContactInput,
  requestId?: string,
): Promise<ContactDto> {
  const created = await db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const organizationId = requireHomeOrganization(ctx);
    const { ownerId, routed } = await resolveNewOwner(tx, ctx, organizationId, input.owner_id);
    if (input.team_id) await assertShareableTeam(tx, ctx, organizationId, input.team_id);
    const [id] = await insertContacts(tx, [
      {
        organizationId,
        ownerId,
        teamId: input.team_id,
        ...newContactFields(input),
        lastContactedAt: input.last_contacted_at ? new Date(input.last_contacted_at) : null,
        createdBy: actor.userId,
        ...derivedColumns({
          firstName: input.first_name,
          lastName: input.last_name,
          emails: input.emails,
          phones: input.phones,
        }),
      },
    ]);
    if (routed) {
      await insertActivities(tx, [
        {
          organizationId,
          contactId: id!,
          kind: 'assignment',
          subject: 'Assigned by lead routing',
          details: { owner_id: ownerId, mode: 'round_robin' },
          authorId: actor.userId,
        },
      ]);
    }
    const row = await reload(tx, id!);
    await audit(tx, ctx, 'contact.create', id!, organizationId, null, auditImage(row));
    return toContactDto(row, ctx.settings.needs_attention_days);
  });
  await publishContactChange(db, 'insert', changeOf(created));
  return created;
}

function toPatch(input: UpdateContactInput): ContactPatch {
  return {
    ...changedContactFields(input),
    ...(input.owner_id !== undefined && { ownerId: input.owner_id }),
    ...(input.team_id !== undefined && { teamId: input.team_id }),
  };
}

export async function updateContact(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateContactInput,
  requestId?: string,
  expectedVersion?: number,
): Promise<ContactDto> {
  const updated = await db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    // 409 STALE_VERSION with the contact as it is now; the transaction rolls back (ADR 0082).
    const refuseStale = async (row: ContactRow): Promise<never> => {
      throw staleVersion(
        toContactDto(row, ctx.settings.needs_attention_days),
        await latestChangeOf(tx, 'contact', id),
      );
    };
    const before = await requireContact(tx, ctx, id, true);
    if (expectedVersion !== undefined && before.version !== expectedVersion) await refuseStale(before);
    const patch = toPatch(input);
    const priceMin = patch.priceMin !== undefined ? patch.priceMin : before.priceMin;
    const priceMax = patch.priceMax !== undefined ? patch.priceMax : before.priceMax;
    if (priceMin != null && priceMax != null && priceMin > priceMax) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        price_max: 'Must not be below the minimum price',
      });
    }
    if (patch.ownerId && patch.ownerId !== before.ownerId)
      await assertAssignableOwner(tx, ctx, before.organizationId, patch.ownerId);
    if (patch.ownerId === null && before.ownerId !== null && ctx.scope.kind === 'limited') {
      throw new AppError('VALIDATION_FAILED', 'Some fields are not valid', {
        owner_id: 'Only managers can release a contact to the lead pool',
      });
    }
    if (patch.teamId && patch.teamId !== before.teamId)
      await assertShareableTeam(tx, ctx, before.organizationId, patch.teamId);
    if (patch.firstName !== undefined || patch.lastName !== undefined || patch.emails || patch.phones) {
      Object.assign(
        patch,
        derivedColumns({
          firstName: patch.firstName ?? before.firstName,
          lastName: patch.lastName ?? before.lastName,
          emails: patch.emails ?? before.emails,
          phones: patch.phones ?? before.phones,
        }),
      );
    }
    if (!(await updateContactRow(tx, id, patch, expectedVersion))) await refuseStale(await reload(tx, id));
    const timeline = [];
    if (patch.stage && patch.stage !== before.stage) {
      timeline.push({
        organizationId: before.organizationId,
        contactId: id,
        kind: 'stage_change' as const,
        subject: `Stage: ${before.stage} → ${patch.stage}`,
        details: { from: before.stage, to: patch.stage },
        authorId: actor.userId,
      });
    }
    if (patch.ownerId !== undefined && patch.ownerId !== before.ownerId) {
      timeline.push({
        organizationId: before.organizationId,
        contactId: id,
        kind: 'assignment' as const,
        subject: 'Owner changed',
        details: { from: before.ownerId, to: patch.ownerId },
        authorId: actor.userId,
      });
    }
    await insertActivities(tx, timeline);
    const after = await reload(tx, id);
    await audit(tx, ctx, 'contact.update', id, before.organizationId, auditImage(before), auditImage(after));
    return toContactDto(after, ctx.settings.needs_attention_days);
  });
  await publishContactChange(db, 'update', changeOf(updated), Object.keys(input));
  return updated;
}

/**
 * Soft delete: the row stays for deal history and audit, and disappears from every list. Conditional
 * on `expectedVersion` (issue 19): a stale delete answers 409 with the contact as it is now.
 */
export async function deleteContact(
  db: Db,
  actor: Actor,
  id: string,
  requestId?: string,
  expectedVersion?: number,
) {
  const deleted = await db.transaction(async (tx) => {
    const ctx = await loadCrmContext(tx, actor, requestId);
    const refuseStale = async (row: ContactRow): Promise<never> => {
      throw staleVersion(
        toContactDto(row, ctx.settings.needs_attention_days),
        await latestChangeOf(tx, 'contact', id),
      );
    };
    const before = await requireContact(tx, ctx, id, true);
    if (expectedVersion !== undefined && before.version !== expectedVersion) await refuseStale(before);
    if (!(await softDeleteContactRow(tx, id, expectedVersion))) await refuseStale(await reload(tx, id));
    await audit(tx, ctx, 'contact.delete', id, before.organizationId, auditImage(before), null);
    return await reload(tx, id);
  });
  await publishContactChange(db, 'delete', deleted);
  return { ok: true as const };
}
