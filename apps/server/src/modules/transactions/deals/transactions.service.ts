import type { CountTransactionsQuery } from '@threshold/domain/transactions/count-transactions.contract';
import type { TransactionFacetsDto } from '@threshold/domain/transactions/get-transaction-facets.contract';
import type { ListTransactionsQuery } from '@threshold/domain/transactions/list-transactions.contract';
import { recordDealChange } from './transaction-realtime';
import { TRANSACTION_STATUSES } from '@threshold/domain/transactions/transaction-status';
import type { UpdateTransactionInput } from '@threshold/domain/transactions/update-transaction.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { accessFor, assertCanEdit, canSeeFinancials, loadDeal, type DealAccess } from './transaction-access';
import { auditDeal, type WriteContext } from './transaction-audit';
import { queueChange } from '../approvals/transaction-change-queue';
import { buildDetail, isLockedFor } from './transaction-detail';
import {
  assertCommissionAgents,
  assertOwnerIsMember,
  assertTeamInOrganization,
  dealTitle,
} from './transaction-rules';
import {
  countTransactionsByStatus,
  findTransactionPage,
  isValidKeysetValue,
} from './transactions-list.repository';
import { decodeKeysetCursor, encodeCursor, invalidCursor } from '../../../platform/db/keyset-cursor';
import { countDealsByOwner, countDealsByTeam } from './transactions-facets.repository';
import {
  getTransactionRow,
  refreshSearchText,
  updateTransactionRow,
  type TransactionPatch,
} from './transactions.repository';
import { auditSnapshot, toSummaryDto } from './transactions.dto';
import { latestChangeOf } from '../../../platform/audit/audit-latest.repository';
import { staleVersion } from '../../../platform/http/versioning';

export async function getTransaction(db: Db, actor: Actor, id: string) {
  return buildDetail(db, await loadDeal(db, actor, id));
}

export async function listTransactions(db: Db, actor: Actor, query: ListTransactionsQuery) {
  const after = query.cursor ? decodeKeysetCursor(query.cursor, query.sort) : null;
  if (after && !isValidKeysetValue(query.sort, after.value)) throw invalidCursor();
  const view = { actor, filters: query };
  const { rows, next } = await findTransactionPage(db, view, query.sort, query.limit, after);
  return {
    items: rows.map((row) => toSummaryDto(row, canSeeFinancials(actor, row))),
    nextCursor: next ? encodeCursor([query.sort, next.value, next.id]) : null,
  };
}

export async function countTransactions(db: Db, actor: Actor, query: CountTransactionsQuery) {
  const rows = await countTransactionsByStatus(db, { actor, filters: query });
  const counts = Object.fromEntries(
    TRANSACTION_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.count ?? 0]),
  ) as Record<(typeof TRANSACTION_STATUSES)[number], number>;
  return { counts, total: rows.reduce((sum, r) => sum + r.count, 0) };
}

/** The agent and team filter choices: every owner and team of the deals in the caller's scope. */
export async function getTransactionFacets(db: Db, actor: Actor): Promise<TransactionFacetsDto> {
  const view = { actor };
  const [owners, teams] = await Promise.all([countDealsByOwner(db, view), countDealsByTeam(db, view)]);
  return {
    agents: owners.map((o) => ({
      agent: { id: o.id, first_name: o.firstName, last_name: o.lastName },
      count: o.count,
    })),
    teams,
  };
}

/** Field-level rules of an update; they hold for a draft queued for approval and again when applied. */
async function checkUpdate(db: DbOrTx, actor: Actor, access: DealAccess, input: UpdateTransactionInput) {
  assertCanEdit(access);
  if (isLockedFor(access))
    throw new AppError(
      'CONFLICT',
      `This deal is ${access.row.status}; a broker can re-open it to make changes`,
    );
  if (input.commission !== undefined && !access.canSeeFinancials)
    throw new AppError('FORBIDDEN', 'You cannot change the commission of this deal', {
      commission: 'Not allowed',
    });
  if (input.owner_id !== undefined && input.owner_id !== access.row.ownerId) {
    if (!access.brokerAuthority)
      throw new AppError('FORBIDDEN', 'Only a broker can hand a deal to another agent', {
        owner_id: 'Not allowed',
      });
    await assertOwnerIsMember(db, access.row.organizationId, input.owner_id);
  }
  await assertTeamInOrganization(db, access.row.organizationId, input.team_id);
  await assertCommissionAgents(db, access.row.organizationId, input.commission);
}

export async function updateTransaction(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateTransactionInput,
  requestId?: string,
  expectedVersion?: number,
) {
  const access = await loadDeal(db, actor, id);
  if (expectedVersion !== undefined && access.row.version !== expectedVersion)
    await refuseStaleDeal(db, access);
  await checkUpdate(db, actor, access, input);
  if (access.editsNeedApproval) {
    // The draft keeps the version it was based on: approving it after the deal moved on is refused too.
    return queueChange(
      db,
      actor,
      access,
      {
        kind: 'update',
        payload: { ...input, ...(expectedVersion !== undefined && { version: expectedVersion }) },
        summary: `Change ${Object.keys(input).join(', ')}`,
      },
      requestId,
    );
  }
  const result = await db.transaction((tx) =>
    applyUpdate(tx, { actor, requestId }, id, input, expectedVersion),
  );
  await recordDealChange(db, 'update', id, { ...input, version: result.transaction.version });
  return result;
}

/** 409 STALE_VERSION with the deal as it is now and who changed it last (deal edits and status changes). */
export async function refuseStaleDeal(db: DbOrTx, access: DealAccess): Promise<never> {
  throw staleVersion(await buildDetail(db, access), await latestChangeOf(db, 'transaction', access.row.id));
}

export async function applyUpdate(
  tx: DbOrTx,
  ctx: WriteContext,
  id: string,
  input: UpdateTransactionInput,
  expectedVersion?: number,
) {
  const access = await loadDeal(tx, ctx.actor, id, { forUpdate: true });
  await checkUpdate(tx, ctx.actor, access, input);
  const a = input.address;
  const patch: TransactionPatch = {
    ...(input.title !== undefined && { title: input.title }),
    ...(a && {
      addressLine1: a.line1,
      addressLine2: a.line2,
      city: a.city,
      state: a.state,
      postalCode: a.postal_code,
    }),
    ...(a &&
      input.title === undefined &&
      access.row.title === dealTitle({ line1: access.row.addressLine1, line2: access.row.addressLine2 }) && {
        title: dealTitle(a),
      }),
    ...(input.mls_number !== undefined && { mlsNumber: input.mls_number }),
    ...(input.property_type !== undefined && { propertyType: input.property_type }),
    ...(input.beds !== undefined && { beds: input.beds }),
    ...(input.baths !== undefined && { baths: input.baths }),
    ...(input.square_feet !== undefined && { squareFeet: input.square_feet }),
    ...(input.year_built !== undefined && { yearBuilt: input.year_built }),
    ...(input.list_price_cents !== undefined && { listPriceCents: input.list_price_cents }),
    ...(input.offer_price_cents !== undefined && { offerPriceCents: input.offer_price_cents }),
    ...(input.sale_price_cents !== undefined && { salePriceCents: input.sale_price_cents }),
    ...(input.earnest_money_cents !== undefined && { earnestMoneyCents: input.earnest_money_cents }),
    ...(input.financing_type !== undefined && { financingType: input.financing_type }),
    ...(input.owner_id !== undefined && { ownerId: input.owner_id }),
    ...(input.team_id !== undefined && { teamId: input.team_id }),
    ...(input.commission !== undefined && { commission: input.commission }),
  };
  if (!(await updateTransactionRow(tx, id, patch, expectedVersion))) await refuseStaleDeal(tx, access);
  if (input.title !== undefined || a || input.mls_number !== undefined) await refreshSearchText(tx, [id]);
  // Read back without the scope: a broker who hands the deal to another team still gets this answer.
  const after = accessFor(ctx.actor, (await getTransactionRow(tx, id))!);
  await auditDeal(
    tx,
    ctx,
    access.row,
    'transaction.update',
    auditSnapshot(access.row),
    auditSnapshot(after.row),
  );
  return { outcome: 'applied' as const, transaction: await buildDetail(tx, after) };
}
