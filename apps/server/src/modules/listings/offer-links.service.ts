import { randomBytes } from 'node:crypto';
import type { SaveOfferLinkInput } from '@threshold/domain/listings/offer-link.contract';
import { takesOffers, type ListingStatus } from '@threshold/domain/listings/listing-status';
import type { OfferLinkSummaryDto } from '@threshold/domain/listings/submit-offer.contract';
import type { PropertyType } from '@threshold/domain/transactions/transaction-enums';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { assertCanManageListings, loadListing } from './listing-access';
import {
  findOfferLinkByKey,
  getOfferLinkOfListing,
  insertOfferLink,
  updateOfferLinkRow,
  type OfferLinkRow,
  type PublicLinkRow,
} from './offer-links.repository';
import { publicPhotosOf } from './photos/photo-summaries';

/** 24 random bytes = 32 url-safe characters: unguessable, and short enough to read out (ADR 0097). */
export const newLinkKey = () => randomBytes(24).toString('base64url');

export function toOfferLinkDto(link: OfferLinkRow, listingStatus: string) {
  return {
    listing_id: link.listingId,
    version: link.version,
    link_key: link.linkKey,
    path: `/offer/${link.linkKey}`,
    enabled: link.enabled,
    accepting: link.enabled && takesOffers(listingStatus as ListingStatus),
    response_deadline: link.responseDeadline?.toISOString() ?? null,
    requires_preapproval: link.requiresPreapproval,
    requires_proof_of_funds: link.requiresProofOfFunds,
  };
}

export async function getOfferLink(db: Db, actor: Actor, listingId: string) {
  const listing = await loadListing(db, actor, listingId);
  const link = await getOfferLinkOfListing(db, listingId);
  if (!link) throw new AppError('NOT_FOUND', 'This listing has no offer link yet');
  return toOfferLinkDto(link, listing.listing.status);
}

/** Creates the link (on by default) or changes it, based on its version. */
export async function saveOfferLink(
  db: Db,
  actor: Actor,
  listingId: string,
  input: SaveOfferLinkInput,
  options: { requestId?: string; expectedVersion?: number },
) {
  assertCanManageListings(actor);
  return db.transaction(async (tx) => {
    const listing = await loadListing(tx, actor, listingId, { forUpdate: true });
    const status = listing.listing.status;
    const current = await getOfferLinkOfListing(tx, listingId, { forUpdate: true });
    const patch = {
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      ...(input.response_deadline !== undefined && {
        responseDeadline: input.response_deadline ? new Date(input.response_deadline) : null,
      }),
      ...(input.requires_preapproval !== undefined && { requiresPreapproval: input.requires_preapproval }),
      ...(input.requires_proof_of_funds !== undefined && {
        requiresProofOfFunds: input.requires_proof_of_funds,
      }),
    };
    let saved: OfferLinkRow;
    if (!current) {
      saved = await insertOfferLink(tx, { listingId, linkKey: newLinkKey(), ...patch });
    } else {
      const stale = async () =>
        staleVersion(toOfferLinkDto(current, status), await latestChangeOf(tx, 'offer_link', current.id));
      if (options.expectedVersion !== undefined && current.version !== options.expectedVersion)
        throw await stale();
      if (!(await updateOfferLinkRow(tx, current.id, options.expectedVersion, patch))) throw await stale();
      saved = (await getOfferLinkOfListing(tx, listingId))!;
    }
    await writeAudit(tx, {
      organizationId: listing.listing.organizationId,
      actorUserId: actor.userId,
      action: current ? 'offer_link.update' : 'offer_link.create',
      entityType: 'offer_link',
      entityId: saved.id,
      before: current ? { enabled: current.enabled } : null,
      after: { listing_id: listingId, enabled: saved.enabled },
      requestId: options.requestId,
    });
    return toOfferLinkDto(saved, status);
  });
}

export const BROKERAGE_SUSPENDED_MESSAGE = 'This brokerage is not accepting offers online right now';

/**
 * The link behind a public key when it takes offers. Unknown, switched off, or a listing that left
 * Active/ActiveUnderContract all answer the same 404 (ADR 0097): the portal reveals nothing else.
 * A live link of a suspended organization (ADR 0149) answers 403 with a message saying so (ADR 0173).
 */
export async function findAcceptingLink(db: DbOrTx, linkKey: string): Promise<PublicLinkRow> {
  const row = await findOfferLinkByKey(db, linkKey);
  if (!row || !row.link.enabled || !takesOffers(row.listing.status as ListingStatus))
    throw new AppError('NOT_FOUND', 'This listing is no longer accepting offers');
  if (row.brokerageSuspendedAt) throw new AppError('FORBIDDEN', BROKERAGE_SUSPENDED_MESSAGE);
  return row;
}

export async function getPublicOfferLink(db: Db, linkKey: string): Promise<OfferLinkSummaryDto> {
  const { link, listing, property: p, ...people } = await findAcceptingLink(db, linkKey);
  return {
    address: {
      line1: p.addressLine1,
      line2: p.addressLine2,
      city: p.city,
      state: p.state,
      postal_code: p.postalCode,
    },
    property_type: p.propertyType as PropertyType | null,
    beds: p.beds,
    baths: p.baths,
    square_feet: p.squareFeet,
    year_built: p.yearBuilt,
    description: p.description,
    features: p.features,
    kind: listing.kind as OfferLinkSummaryDto['kind'],
    list_price_cents: listing.listPriceCents,
    listing_agent: [people.agentFirstName, people.agentLastName].filter(Boolean).join(' '),
    brokerage: people.brokerage,
    response_deadline: link.responseDeadline?.toISOString() ?? null,
    requires_preapproval: link.requiresPreapproval,
    requires_proof_of_funds: link.requiresProofOfFunds,
    photos: await publicPhotosOf(db, listing.id),
  };
}
