import { recordDealChange } from './transaction-realtime';
import { runDealCreatedHooks } from './deal-created-hooks';
import { buildChecklist } from '@threshold/domain/transactions/checklist-templates';
import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import type { CreateTransactionInput } from '@threshold/domain/transactions/create-transaction.contract';
import { ACCEPTANCE_DATE_KEY } from '@threshold/domain/transactions/key-date-defaults';
import { AGENT_ROLES_BY_SIDE } from '@threshold/domain/transactions/transaction-enums';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { findMemberTeams } from '../../organizations/organization-people.repository';
import { findEffectiveTemplates } from '../checklist/checklist-templates.repository';
import { auditDeal } from './transaction-audit';
import { insertChecklistItems } from '../checklist/transaction-checklist.repository';
import { initialDatesFor, saveKeyDates, today } from '../schedule/transaction-dates-engine';
import { buildDetail } from './transaction-detail';
import { accessFor, canSeeFinancials } from './transaction-access';
import { insertParticipants } from '../people/transaction-participants.repository';
import { resolveParticipants } from '../people/transaction-participants.service';
import {
  assertCommissionAgents,
  assertOwnerIsMember,
  assertTeamInOrganization,
  dealTitle,
} from './transaction-rules';
import {
  getTransactionRow,
  insertTransaction,
  refreshSearchText,
  touchTransaction,
} from './transactions.repository';
import { insertStatusChange } from './transaction-status-history.repository';
import { auditSnapshot } from './transactions.dto';

/** The owner's first active team by name: a new deal is tagged with it unless one is given. */
async function firstTeamOf(db: DbOrTx, organizationId: string, userId: string): Promise<string | null> {
  const teams = await findMemberTeams(db, organizationId, [userId]);
  return teams.get(userId)?.[0]?.id ?? null;
}

/**
 * Creates a deal in one database transaction: the row, its first status, participants (the owner
 * included), key dates from the organization defaults, the checklist from the organization's
 * templates for its type and side, the search text, and an audit row.
 */
export async function createTransaction(
  db: DbOrTx,
  actor: Actor,
  input: CreateTransactionInput,
  requestId?: string,
) {
  const organizationId = actor.organizationId;
  if (!organizationId) throw new AppError('FORBIDDEN', 'Join an organization before creating deals');
  const ownerId = input.owner_id ?? actor.userId;
  if (ownerId !== actor.userId && !hasBrokerAuthority(actor.role, actor.isSystemAdmin)) {
    throw new AppError('FORBIDDEN', 'Only a broker can create a deal for another agent', {
      owner_id: 'Only a broker can choose another agent',
    });
  }
  await assertOwnerIsMember(db, organizationId, ownerId);
  const teamId = input.team_id === undefined ? await firstTeamOf(db, organizationId, ownerId) : input.team_id;
  await assertTeamInOrganization(db, organizationId, teamId);
  if (input.commission && !canSeeFinancials(actor, { ownerId, organizationId })) {
    throw new AppError('FORBIDDEN', 'You cannot set the commission of this deal', {
      commission: 'Not allowed',
    });
  }
  await assertCommissionAgents(db, organizationId, input.commission);
  const withOwner = input.participants.some((p) => p.user_id === ownerId)
    ? input.participants
    : [
        { user_id: ownerId, contact_id: null, roles: [...AGENT_ROLES_BY_SIDE[input.side]] },
        ...input.participants,
      ];
  const offset = withOwner.length - input.participants.length;
  const people = await resolveParticipants(
    db,
    actor,
    organizationId,
    withOwner,
    (i) => `participants.${i - offset}.`,
  );
  const dateValues = { ...input.dates };
  if (input.status === 'under_contract' && !dateValues[ACCEPTANCE_DATE_KEY])
    dateValues[ACCEPTANCE_DATE_KEY] = today();
  const dates = await initialDatesFor(db, organizationId, input.type, dateValues);
  const checklist = buildChecklist(
    { type: input.type, side: input.side, yearBuilt: input.year_built },
    await findEffectiveTemplates(db, organizationId),
  );

  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const id = await insertTransaction(tx, {
      organizationId,
      ownerId,
      teamId,
      title: dealTitle(input.address, input.title),
      type: input.type,
      side: input.side,
      status: input.status,
      addressLine1: input.address.line1,
      addressLine2: input.address.line2,
      city: input.address.city,
      state: input.address.state,
      postalCode: input.address.postal_code,
      mlsNumber: input.mls_number,
      propertyType: input.property_type,
      beds: input.beds,
      baths: input.baths,
      squareFeet: input.square_feet,
      yearBuilt: input.year_built,
      listPriceCents: input.list_price_cents,
      offerPriceCents: input.offer_price_cents,
      salePriceCents: input.sale_price_cents,
      earnestMoneyCents: input.earnest_money_cents,
      financingType: input.financing_type,
      commission: input.commission,
      createdBy: actor.userId,
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await insertStatusChange(tx, {
      transactionId: id,
      fromStatus: null,
      toStatus: input.status,
      changedBy: actor.userId,
      changedAt: now,
    });
    // Distinct timestamps keep the order they were given in (the list sorts by created_at).
    await insertParticipants(
      tx,
      people.map((p, i) => ({ ...p, transactionId: id, createdAt: new Date(now.getTime() + i) })),
    );
    await saveKeyDates(tx, id, [], dates, { fieldFor: (key) => `dates.${key}` });
    await insertChecklistItems(
      tx,
      checklist.map((item, position) => ({
        transactionId: id,
        templateKey: item.key,
        title: item.title,
        required: item.required,
        requiresDocument: item.requiresDocument,
        position,
      })),
    );
    await refreshSearchText(tx, [id]);
    await runDealCreatedHooks(tx, { id, organizationId });
    await touchTransaction(tx, id);
    const row = await getTransactionRow(tx, id);
    await auditDeal(tx, { actor, requestId }, row!, 'transaction.create', null, {
      ...auditSnapshot(row!),
      participants: people.length,
      checklist_items: checklist.length,
      dates: dates.length,
    });
    await recordDealChange(tx, 'insert', id, { status: row!.status, owner_id: row!.ownerId });
    return id;
  });
  // The creator sees what they created even when it falls outside their scope (a broker creating for another team).
  const row = await getTransactionRow(db, id);
  return buildDetail(db, accessFor(actor, row!));
}
