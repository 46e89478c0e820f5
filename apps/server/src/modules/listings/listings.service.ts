import type { CreateListingInput } from '@threshold/domain/listings/create-listing.contract';
import type { ListListingsQuery } from '@threshold/domain/listings/list-listings.contract';
import { SELLER_LISTINGS_LIMIT } from '@threshold/domain/listings/seller-listings.contract';
import { canTransition, type ListingStatus } from '@threshold/domain/listings/listing-status';
import type {
  TransitionListingInput,
  UpdateListingInput,
} from '@threshold/domain/listings/update-listing.contract';
import { isListingAgentRole, type ListingAgentsInput } from '@threshold/domain/listings/listing-agents';
import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import { toIsoDate } from '@threshold/domain/transactions/business-days';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { decodeKeysetCursor, encodeCursor, invalidCursor } from '../../platform/db/keyset-cursor';
import { AppError } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { findActiveMembers, findMemberTeams } from '../organizations/organization-people.repository';
import { assertOwnerIsMember } from '../transactions/deals/transaction-rules';
import {
  assertCanManageListings,
  loadListing,
  loadListingForReading,
  requireOrganization,
} from './listing-access';
import { listingAuditSnapshot, toListingDto, toListingSummaryDto } from './listings.dto';
import {
  countOffersAwaiting,
  findListingAgents,
  findListingChildren,
  findOrganizationContactIds,
  getWrittenListingRow,
  insertListing,
  replaceListingAgents,
  replaceListingSellers,
  updateListingRow,
  type ListingAgentRef,
  type ListingPatch,
  type ListingRow,
} from './listings.repository';
import { findListingPage, isValidListingKeyset, listingFilterConditions } from './listings-list.repository';
import { listingScope, sellerListingScope } from './listings-scope.repository';
import { getPropertyInOrganization } from './properties.repository';
import { coverPhotosOf } from './photos/photo-summaries';

const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', fields);
const ENDED: readonly ListingStatus[] = ['Canceled', 'Closed'];

export async function listListings(db: Db, actor: Actor, query: ListListingsQuery) {
  const after = query.cursor ? decodeKeysetCursor(query.cursor, query.sort) : null;
  if (after && !isValidListingKeyset(query.sort, after.value)) throw invalidCursor();
  const where = [listingScope(actor), ...listingFilterConditions(query, actor.userId)];
  const { rows, next } = await findListingPage(db, where, query.sort, query.limit, after);
  return {
    items: await listingSummaries(db, rows),
    nextCursor: next ? encodeCursor([query.sort, next.value, next.id]) : null,
  };
}

/** Rows of a listings page as summaries: offers awaiting an answer and the cover photo of each. */
async function listingSummaries(db: Db, rows: Awaited<ReturnType<typeof findListingPage>>['rows']) {
  const ids = rows.map((r) => r.listing.id);
  const [awaiting, covers] = await Promise.all([countOffersAwaiting(db, ids), coverPhotosOf(db, ids)]);
  return rows.map((r) => ({
    ...toListingSummaryDto(r, awaiting.get(r.listing.id) ?? 0),
    cover_photo: covers.get(r.listing.id) ?? null,
  }));
}

/** A seller client's own listings (ADR 0099): those where a contact linked to their account sells. */
export async function listSellerListings(db: Db, actor: Actor) {
  const { rows } = await findListingPage(
    db,
    [sellerListingScope(actor.userId)],
    '-updated_at',
    SELLER_LISTINGS_LIMIT,
    null,
  );
  return { items: await listingSummaries(db, rows) };
}

export async function listingDetail(db: DbOrTx, row: ListingRow) {
  return toListingDto(row, await findListingChildren(db, row.listing.id));
}

/** The listing page: staff in scope, or one of its seller clients (read-only). */
export async function readListing(db: DbOrTx, actor: Actor, id: string) {
  const { row, asSeller } = await loadListingForReading(db, actor, id);
  const detail = await listingDetail(db, row);
  return asSeller ? { ...detail, allowed_next_statuses: [] } : detail;
}

export async function createListing(db: Db, actor: Actor, input: CreateListingInput, requestId?: string) {
  assertCanManageListings(actor);
  const organizationId = requireOrganization(actor);
  const agents = input.agents ? toAgentRefs(input.agents) : null;
  const ownerId = agents ? primaryOf(agents) : (input.owner_id ?? actor.userId);
  if (ownerId !== actor.userId) await assertCanChooseAgent(db, actor, organizationId, ownerId, agents !== null);
  else if (!agents) await assertOwnerIsMember(db, organizationId, ownerId);
  if (agents) await assertListingAgents(db, organizationId, agents);
  const property = await getPropertyInOrganization(db, input.property_id, organizationId);
  if (!property) throw invalid({ property_id: 'No such property in this organization' });
  await assertSellersAreContacts(db, organizationId, input.seller_contact_ids);
  const listingDate = input.listing_date ?? toIsoDate(new Date());
  if (input.expiration_date && input.expiration_date <= listingDate)
    throw invalid({ expiration_date: 'Must be after the listing date' });
  const teamId = await ownerTeam(db, organizationId, ownerId);

  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const id = await insertListing(
      tx,
      {
        organizationId,
        propertyId: property.id,
        ownerId,
        teamId,
        kind: input.kind,
        status: input.status,
        listPriceCents: input.list_price_cents,
        originalListPriceCents: input.list_price_cents,
        listingDate,
        expirationDate: input.expiration_date,
        mlsNumber: input.mls_number,
        buyerAgentCommission: input.buyer_agent_commission,
        listingCommission: input.listing_commission,
        showingInstructions: input.showing_instructions,
        searchText: [property.searchText, input.mls_number?.toLowerCase()].filter(Boolean).join(' '),
        statusChangedAt: now,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      },
      [...new Set(input.seller_contact_ids)],
      agents ?? [{ userId: ownerId, primary: true }],
    );
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'listing.create',
      entityType: 'listing',
      entityId: id,
      after: {
        property_id: property.id,
        status: input.status,
        list_price_cents: input.list_price_cents,
        agents: auditAgents(agents ?? [{ userId: ownerId, primary: true }]),
      },
      requestId,
    });
    return id;
  });
  // A broker listing for another team's agent still gets the answer.
  return listingDetail(db, await getWrittenListingRow(db, id));
}

/** The listing agent's first team: a listing is tagged with it for team scopes. */
const ownerTeam = async (db: DbOrTx, organizationId: string, ownerId: string) =>
  (await findMemberTeams(db, organizationId, [ownerId])).get(ownerId)?.[0]?.id ?? null;

/**
 * Only brokers list for another agent (as the primary), and only for a member of the organization;
 * with `viaAgents` the agents' own check (assertListingAgents) covers membership.
 */
async function assertCanChooseAgent(
  db: DbOrTx,
  actor: Actor,
  organizationId: string,
  ownerId: string,
  viaAgents = false,
) {
  if (!hasBrokerAuthority(actor.role, actor.isSystemAdmin))
    throw new AppError(
      'FORBIDDEN',
      'Only a broker can list for another agent',
      viaAgents
        ? { agents: 'Only a broker can make another agent the primary' }
        : { owner_id: 'Only a broker can choose another agent' },
    );
  if (!viaAgents) await assertOwnerIsMember(db, organizationId, ownerId);
}

const toAgentRefs = (agents: ListingAgentsInput): ListingAgentRef[] =>
  agents.map((a) => ({ userId: a.user_id, primary: a.primary }));
const primaryOf = (agents: ListingAgentRef[]) => agents.find((a) => a.primary)!.userId;
const auditAgents = (agents: ListingAgentRef[]) =>
  agents.map((a) => (a.primary ? `${a.userId} (primary)` : a.userId));

/** The form sends the agents with every edit: an unchanged set is no change (no rewrite, no audit). */
function sameAgents(current: ListingAgentRef[], next: ListingAgentRef[], ownerId: string) {
  const was = current.length ? current : [{ userId: ownerId, primary: true }];
  const key = (list: ListingAgentRef[]) =>
    list
      .map((a) => `${a.userId}:${a.primary}`)
      .sort()
      .join(',');
  return key(was) === key(next);
}

/** Every listing agent is an active member of the organization with a licensed role (ADR 0145). */
async function assertListingAgents(db: DbOrTx, organizationId: string, agents: ListingAgentRef[]) {
  const members = new Map(
    (await findActiveMembers(db, organizationId, agents.map((a) => a.userId))).map((m) => [m.userId, m]),
  );
  const fields: Record<string, string> = {};
  agents.forEach((a, i) => {
    const member = members.get(a.userId);
    if (!member) fields[`agents.${i}.user_id`] = 'Not an active member of this organization';
    else if (!isListingAgentRole(member.roleKey))
      fields[`agents.${i}.user_id`] = 'Only a licensed agent or broker can be a listing agent';
  });
  if (Object.keys(fields).length) throw invalid(fields);
}

/** Seller clients must be contacts of the organization's CRM. */
async function assertSellersAreContacts(db: DbOrTx, organizationId: string, ids: string[]) {
  const known = await findOrganizationContactIds(db, organizationId, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw invalid({ [`seller_contact_ids.${unknown}`]: 'No such contact in this organization' });
}

interface WriteOptions {
  requestId?: string;
  expectedVersion?: number;
}

/** Loads, locks and checks a listing for a write in `tx`; a stale version is a 409 with the listing now. */
export async function lockListingForWrite(tx: DbOrTx, actor: Actor, id: string, expectedVersion?: number) {
  assertCanManageListings(actor);
  const row = await loadListing(tx, actor, id, { forUpdate: true });
  if (expectedVersion !== undefined && row.listing.version !== expectedVersion) await refuseStale(tx, row);
  return row;
}

async function refuseStale(tx: DbOrTx, row: ListingRow): Promise<never> {
  throw staleVersion(await listingDetail(tx, row), await latestChangeOf(tx, 'listing', row.listing.id));
}

async function applyListingPatch(
  tx: DbOrTx,
  actor: Actor,
  row: ListingRow,
  patch: ListingPatch,
  action: string,
  options: WriteOptions & {
    reason?: string | null;
    /** More to keep in the audit entry than the listing row (its agents). */
    audit?: { before: Record<string, unknown>; after: Record<string, unknown> } | null;
  },
) {
  const now = new Date();
  const ok = await updateListingRow(tx, row.listing.id, options.expectedVersion, patch, {
    by: actor.userId,
    at: now,
    fromStatus: row.listing.status,
    reason: options.reason,
  });
  if (!ok) await refuseStale(tx, row);
  const after = await getWrittenListingRow(tx, row.listing.id);
  await writeAudit(tx, {
    organizationId: row.listing.organizationId,
    actorUserId: actor.userId,
    action,
    entityType: 'listing',
    entityId: row.listing.id,
    before: { ...listingAuditSnapshot(row.listing), ...options.audit?.before },
    after: { ...listingAuditSnapshot(after.listing), ...options.audit?.after },
    requestId: options.requestId,
  });
  return listingDetail(tx, after);
}

export async function updateListing(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateListingInput,
  options: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const row = await lockListingForWrite(tx, actor, id, options.expectedVersion);
    const { listing } = row;
    if (ENDED.includes(listing.status as ListingStatus))
      throw new AppError('CONFLICT', `This listing is ${listing.status}; it can no longer change`);
    const listingDate = input.listing_date ?? listing.listingDate;
    const expiration = input.expiration_date === undefined ? listing.expirationDate : input.expiration_date;
    if (expiration && expiration <= listingDate)
      throw invalid({ expiration_date: 'Must be after the listing date' });
    const current = await findListingAgents(tx, listing.id);
    const agents = input.agents
      ? sameAgents(current, toAgentRefs(input.agents), listing.ownerId)
        ? null
        : toAgentRefs(input.agents)
      : input.owner_id !== undefined && input.owner_id !== listing.ownerId
        ? [
            { userId: input.owner_id, primary: true },
            ...current
              .filter((a) => !a.primary && a.userId !== input.owner_id)
              .map((a) => ({ userId: a.userId, primary: false })),
          ]
        : null;
    const newOwnerId = agents ? primaryOf(agents) : listing.ownerId;
    const newOwner = newOwnerId !== listing.ownerId;
    if (newOwner) await assertCanChooseAgent(tx, actor, listing.organizationId, newOwnerId, !!input.agents);
    if (input.agents && agents) await assertListingAgents(tx, listing.organizationId, agents);
    if (input.seller_contact_ids)
      await assertSellersAreContacts(tx, listing.organizationId, input.seller_contact_ids);
    const patch: ListingPatch = {
      ...(input.list_price_cents !== undefined &&
        input.list_price_cents !== listing.listPriceCents && { listPriceCents: input.list_price_cents }),
      ...(input.listing_date !== undefined && { listingDate: input.listing_date }),
      ...(input.expiration_date !== undefined && { expirationDate: input.expiration_date }),
      ...(input.mls_number !== undefined && { mlsNumber: input.mls_number }),
      ...(input.buyer_agent_commission !== undefined && {
        buyerAgentCommission: input.buyer_agent_commission,
      }),
      ...(input.listing_commission !== undefined && { listingCommission: input.listing_commission }),
      ...(input.showing_instructions !== undefined && { showingInstructions: input.showing_instructions }),
      ...(input.mls_number !== undefined && {
        searchText: [row.property.searchText, input.mls_number?.toLowerCase()].filter(Boolean).join(' '),
      }),
      ...(newOwner && {
        ownerId: newOwnerId,
        teamId: await ownerTeam(tx, listing.organizationId, newOwnerId),
      }),
    };
    if (input.seller_contact_ids)
      await replaceListingSellers(tx, listing.id, [...new Set(input.seller_contact_ids)]);
    if (agents) await replaceListingAgents(tx, listing.id, agents);
    const agentsAudit = agents && {
      before: { agents: auditAgents(current.length ? current : [{ userId: listing.ownerId, primary: true }]) },
      after: { agents: auditAgents(agents) },
    };
    return applyListingPatch(tx, actor, row, patch, 'listing.update', { ...options, audit: agentsAudit });
  });
}

export async function transitionListing(
  db: Db,
  actor: Actor,
  id: string,
  input: TransitionListingInput,
  options: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const row = await lockListingForWrite(tx, actor, id, options.expectedVersion);
    const from = row.listing.status as ListingStatus;
    if (!canTransition(from, input.status))
      throw invalid({ status: `A listing cannot move from ${from} to ${input.status}` });
    return applyListingPatch(
      tx,
      actor,
      row,
      { status: input.status, statusChangedAt: new Date() },
      'listing.transition',
      {
        ...options,
        reason: input.reason ?? null,
      },
    );
  });
}
