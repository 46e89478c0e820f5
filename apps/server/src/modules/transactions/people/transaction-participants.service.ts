import type { AddParticipantInput } from '@threshold/domain/transactions/add-participant.contract';
import type { UpdateParticipantInput } from '@threshold/domain/transactions/update-participant.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../../platform/http/versioning';
import { assertCanEdit, loadDeal } from '../deals/transaction-access';
import { auditDeal, type WriteContext } from '../deals/transaction-audit';
import { queueChange } from '../approvals/transaction-change-queue';
import { toParticipantDto } from './transaction-participants.dto';
import {
  deleteParticipantRow,
  findParticipants,
  getParticipant,
  insertParticipants,
  updateParticipantRow,
  type ParticipantInsert,
} from './transaction-participants.repository';
import { findActiveMembers } from '../../organizations/organization-people.repository';
import { loadCrmContext } from '../../contacts/contacts-context';
import { findContactAccounts, findContactsInOrganization } from '../deals/transaction-people.repository';
import { refreshSearchText, touchTransaction } from '../deals/transactions.repository';

type NewParticipant = Omit<ParticipantInsert, 'transactionId'>;
const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some participants are not valid', fields);

/**
 * Turns participant input into rows: a user must be an active member of the organization or the
 * linked account of one of its contacts; a contact must belong to the organization, be visible to
 * the caller under the contacts API's own scope and not be deleted (and brings its linked account
 * along) — any other contact id answers like an unknown one. Names, e-mail and phone default from
 * the account or contact.
 */
export async function resolveParticipants(
  db: DbOrTx,
  actor: Actor,
  organizationId: string,
  inputs: AddParticipantInput[],
  path: (i: number) => string,
): Promise<NewParticipant[]> {
  const userIds = inputs.map((p) => p.user_id).filter((v): v is string => !!v);
  const contactIds = inputs.map((p) => p.contact_id).filter((v): v is string => !!v);
  const members = new Map((await findActiveMembers(db, organizationId, userIds)).map((m) => [m.userId, m]));
  for (const a of await findContactAccounts(db, organizationId, userIds))
    if (!members.has(a.userId)) members.set(a.userId, { ...a, roleKey: 'client' });
  const visible = contactIds.length ? (await loadCrmContext(db, actor)).visible : null;
  const contactRows = visible
    ? await findContactsInOrganization(db, organizationId, contactIds, visible)
    : [];
  const found = new Map(contactRows.map((c) => [c.id, c]));
  const errors: Record<string, string> = {};
  const rows = inputs.map((input, i) => {
    const user = input.user_id ? members.get(input.user_id) : undefined;
    const contact = input.contact_id ? found.get(input.contact_id) : undefined;
    if (input.user_id && !user) errors[`${path(i)}user_id`] = 'Not a member or client of this organization';
    if (input.contact_id && !contact) errors[`${path(i)}contact_id`] = 'No such contact in this organization';
    return {
      userId: input.user_id ?? contact?.userId ?? null,
      contactId: input.contact_id,
      firstName: input.first_name || user?.firstName || contact?.firstName || '',
      lastName: input.last_name ?? user?.lastName ?? contact?.lastName ?? '',
      email: input.email ?? user?.email ?? contact?.emails[0]?.value ?? null,
      phone: input.phone ?? contact?.phones[0]?.value ?? null,
      company: input.company ?? null,
      roles: input.roles,
    };
  });
  rows.forEach((r, i) => {
    if (!r.firstName && !errors[`${path(i)}user_id`] && !errors[`${path(i)}contact_id`])
      errors[`${path(i)}first_name`] = 'Required';
    const twin = rows.findIndex(
      (o) => (!!r.userId && o.userId === r.userId) || (!!r.contactId && o.contactId === r.contactId),
    );
    if (twin !== -1 && twin !== i)
      errors[`${path(i)}user_id`] = 'This person is listed twice; give them several roles instead';
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return rows;
}

export async function listParticipants(db: Db, actor: Actor, id: string) {
  await loadDeal(db, actor, id);
  return { items: (await findParticipants(db, id)).map(toParticipantDto) };
}

export async function getParticipantOfDeal(db: Db, actor: Actor, id: string, participantId: string) {
  await loadDeal(db, actor, id);
  const row = await getParticipant(db, id, participantId);
  if (!row) throw notFound('Participant');
  return toParticipantDto(row);
}

/** 409 STALE_VERSION with the participant as it is now (404 when gone) and who changed it last. */
async function refuseStale(db: DbOrTx, id: string, participantId: string): Promise<never> {
  const row = await getParticipant(db, id, participantId);
  if (!row) throw notFound('Participant');
  throw staleVersion(
    toParticipantDto(row),
    await latestChangeOf(db, 'transaction', id, { parts: [{ participant: { id: participantId } }] }),
  );
}

/**
 * The deal, which the actor may edit, and its participant as the caller last saw it (else 409, or
 * 404 when the participant is gone). In a write's transaction the deal row is locked.
 */
async function editableParticipant(
  db: DbOrTx,
  actor: Actor,
  id: string,
  participantId: string,
  expectedVersion: number | undefined,
  options: { forUpdate?: boolean } = {},
) {
  const access = await loadDeal(db, actor, id, options);
  assertCanEdit(access);
  const participant = await getParticipant(db, id, participantId);
  if (!participant) throw notFound('Participant');
  if (expectedVersion !== undefined && participant.version !== expectedVersion)
    await refuseStale(db, id, participantId);
  return { access, participant };
}

/** A stored change keeps the version it was based on, so approving it after the person changed fails. */
const withVersion = (payload: Record<string, unknown>, expectedVersion: number | undefined) =>
  expectedVersion === undefined ? payload : { ...payload, version: expectedVersion };

export async function addParticipant(
  db: Db,
  actor: Actor,
  id: string,
  input: AddParticipantInput,
  requestId?: string,
) {
  const access = await loadDeal(db, actor, id);
  assertCanEdit(access);
  await resolveParticipants(db, actor, access.row.organizationId, [input], () => '');
  if (access.editsNeedApproval) {
    const who =
      [input.first_name, input.last_name].filter(Boolean).join(' ') || input.user_id || input.contact_id;
    return queueChange(
      db,
      actor,
      access,
      {
        kind: 'add_participant',
        payload: { ...input },
        summary: `Add participant ${who} as ${input.roles.join(', ')}`,
      },
      requestId,
    );
  }
  return db.transaction((tx) => applyAddParticipant(tx, { actor, requestId }, id, input));
}

export async function applyAddParticipant(
  tx: DbOrTx,
  ctx: WriteContext,
  id: string,
  input: AddParticipantInput,
) {
  const access = await loadDeal(tx, ctx.actor, id, { forUpdate: true });
  assertCanEdit(access);
  const [row] = await resolveParticipants(tx, ctx.actor, access.row.organizationId, [input], () => '');
  const existing = await findParticipants(tx, id);
  if (
    existing.some(
      (p) => (row!.userId && p.userId === row!.userId) || (row!.contactId && p.contactId === row!.contactId),
    )
  ) {
    throw new AppError('CONFLICT', 'This person is already on the deal; edit their roles instead', {
      user_id: 'Already a participant',
    });
  }
  const [inserted] = await insertParticipants(tx, [{ ...row!, transactionId: id }]);
  await refreshSearchText(tx, [id]);
  await touchTransaction(tx, id);
  const dto = toParticipantDto(inserted!);
  await auditDeal(tx, ctx, access.row, 'participant.add', null, { participant: dto });
  return { outcome: 'applied' as const, participant: dto };
}

export async function updateParticipant(
  db: Db,
  actor: Actor,
  id: string,
  participantId: string,
  input: UpdateParticipantInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const { access, participant: current } = await editableParticipant(
    db,
    actor,
    id,
    participantId,
    expectedVersion,
  );
  if (access.editsNeedApproval) {
    const summary = `Update participant ${current.firstName} ${current.lastName}`.trim();
    return queueChange(
      db,
      actor,
      access,
      {
        kind: 'update_participant',
        payload: withVersion({ participant_id: participantId, ...input }, expectedVersion),
        summary,
      },
      requestId,
    );
  }
  return db.transaction((tx) =>
    applyUpdateParticipant(tx, { actor, requestId }, id, participantId, input, expectedVersion),
  );
}

export async function applyUpdateParticipant(
  tx: DbOrTx,
  ctx: WriteContext,
  id: string,
  participantId: string,
  input: UpdateParticipantInput,
  expectedVersion?: number,
) {
  const { access, participant: before } = await editableParticipant(
    tx,
    ctx.actor,
    id,
    participantId,
    expectedVersion,
    { forUpdate: true },
  );
  const patch = {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.company !== undefined && { company: input.company }),
    ...(input.roles !== undefined && { roles: input.roles }),
  };
  if (!(await updateParticipantRow(tx, participantId, patch, expectedVersion)))
    await refuseStale(tx, id, participantId);
  await refreshSearchText(tx, [id]);
  await touchTransaction(tx, id);
  const dto = toParticipantDto((await getParticipant(tx, id, participantId))!);
  await auditDeal(
    tx,
    ctx,
    access.row,
    'participant.update',
    { participant: toParticipantDto(before) },
    { participant: dto },
  );
  return { outcome: 'applied' as const, participant: dto };
}

export async function removeParticipant(
  db: Db,
  actor: Actor,
  id: string,
  participantId: string,
  requestId?: string,
  expectedVersion?: number,
) {
  const { access, participant: current } = await editableParticipant(
    db,
    actor,
    id,
    participantId,
    expectedVersion,
  );
  if (access.editsNeedApproval) {
    const summary = `Remove participant ${current.firstName} ${current.lastName}`.trim();
    return queueChange(
      db,
      actor,
      access,
      {
        kind: 'remove_participant',
        payload: withVersion({ participant_id: participantId }, expectedVersion),
        summary,
      },
      requestId,
    );
  }
  return db.transaction((tx) =>
    applyRemoveParticipant(tx, { actor, requestId }, id, participantId, expectedVersion),
  );
}

export async function applyRemoveParticipant(
  tx: DbOrTx,
  ctx: WriteContext,
  id: string,
  participantId: string,
  expectedVersion?: number,
) {
  const { access, participant: before } = await editableParticipant(
    tx,
    ctx.actor,
    id,
    participantId,
    expectedVersion,
    { forUpdate: true },
  );
  if (!(await deleteParticipantRow(tx, participantId, expectedVersion)))
    await refuseStale(tx, id, participantId);
  await refreshSearchText(tx, [id]);
  await touchTransaction(tx, id);
  await auditDeal(tx, ctx, access.row, 'participant.remove', { participant: toParticipantDto(before) }, null);
  return { outcome: 'applied' as const };
}
