import type { CounterTerms, OfferStatus } from '@threshold/domain/listings/offer.contract';
import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import { addCalendarDays, rollToBusinessDay, toIsoDate } from '@threshold/domain/transactions/business-days';
import { CreateTransactionInput } from '@threshold/domain/transactions/create-transaction.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { recordEmail } from '../../platform/effects/record-effect';
import { AppError, notFound } from '../../platform/http/errors';
import { loadCrmContext } from '../contacts/contacts-context';
import { createTransaction } from '../transactions/deals/transaction-create.service';
import { assertCanManageListings, loadListing } from './listing-access';
import {
  findListingChildren,
  findVisibleContactIds,
  findListingPartyEmails,
  setListingTransaction,
  updateListingRow,
  type ListingRow,
} from './listings.repository';
import { getOfferLinkOfListing, updateOfferLinkRow } from './offer-links.repository';
import {
  applyOfferChange,
  assertDecidable,
  refuseStaleOffer,
  type DecisionOptions,
} from './offer-decisions.service';
import { counterPatch, offerStatusOf } from './offers.dto';
import {
  findCounters,
  getOfferRow,
  setCounterResponse,
  updateOfferRow,
  type OfferRow,
} from './offers.repository';
import { getOffer } from './offers.service';

const splitName = (full: string) => {
  const parts = full.trim().split(/\s+/);
  return {
    first_name: parts.slice(0, -1).join(' ') || parts[0]!,
    last_name: parts.length > 1 ? parts.at(-1)! : '',
  };
};

/** A seller of the listing, and whether the accepting person may read their contact. */
export interface AcceptingSeller {
  contactId: string;
  firstName: string | null;
  lastName: string | null;
  visible: boolean;
}

/**
 * The purchase deal an accepted offer becomes: the property, price, earnest money and financing; the
 * buyers and their agent from the offer and the sellers from the listing as participants; acceptance
 * today, closing and contingency deadlines from the offer's terms (the organization's key-date set
 * computes the rest, e.g. earnest money due and the final walk-through).
 */
export function dealFromOffer(
  actor: Actor,
  listing: ListingRow,
  offer: OfferRow,
  priceCents: number,
  sellers: AcceptingSeller[],
  agentIds: string[],
) {
  const p = listing.property;
  const acceptance = toIsoDate(new Date());
  const within = (days: number | null) =>
    days === null ? undefined : rollToBusinessDay(addCalendarDays(acceptance, days));
  const dates: Record<string, string | undefined> = {
    acceptance,
    listing: listing.listing.listingDate,
    closing: offer.closingDate ?? within(offer.daysToClose),
    inspection: within(offer.contingencies.inspection_days),
    appraisal: within(offer.contingencies.appraisal_days),
    financing: within(offer.contingencies.financing_days),
  };
  const owner = listing.listing.ownerId;
  // An accepted offer on a rental listing is a lease deal between landlord and tenant (the rentals
  // area makes its lease from it); on a sale listing, a sale.
  const rent = listing.listing.kind === 'rent';
  const parties = rent ? { owner: 'landlord', other: 'tenant' } : { owner: 'seller', other: 'buyer' };
  return CreateTransactionInput.parse({
    type: rent ? 'lease' : 'sale',
    side: parties.owner,
    status: 'under_contract',
    address: {
      line1: p.addressLine1,
      line2: p.addressLine2,
      city: p.city,
      state: p.state,
      postal_code: p.postalCode,
    },
    mls_number: listing.listing.mlsNumber,
    property_type: p.propertyType,
    beds: p.beds,
    baths: p.baths,
    square_feet: p.squareFeet,
    year_built: p.yearBuilt,
    list_price_cents: listing.listing.listPriceCents,
    offer_price_cents: priceCents,
    sale_price_cents: priceCents,
    earnest_money_cents: offer.earnestMoneyCents,
    financing_type: offer.financingType,
    owner_id:
      owner !== actor.userId && hasBrokerAuthority(actor.role, actor.isSystemAdmin) ? owner : actor.userId,
    participants: [
      // Every listing agent, the primary and the co-listing agents (ADR 0145), works the new deal.
      ...agentIds.map((userId) => ({ user_id: userId, roles: ['listing_agent'] })),
      ...offer.buyerNames.map((name) => ({ ...splitName(name), roles: [parties.other] })),
      {
        ...splitName(offer.agentName),
        email: offer.agentEmail,
        phone: offer.agentPhone,
        company: offer.agentBrokerage,
        roles: ['buyer_agent'],
      },
      // A seller the accepting person may not read in the CRM joins by name, not as a link to the contact.
      ...sellers.map((s) =>
        s.visible
          ? { contact_id: s.contactId, roles: [parties.owner] }
          : { first_name: s.firstName ?? '', last_name: s.lastName ?? '', roles: [parties.owner] },
      ),
    ],
    dates: Object.fromEntries(Object.entries(dates).filter(([, v]) => v !== undefined)),
  });
}

/**
 * Accept: one offer becomes the deal, the listing goes ActiveUnderContract and its link closes.
 * The listing row is locked first, so a double click (or two agents) waits for the first accept and
 * then gets the same answer; the partial unique index offers_one_accepted_uq is the last guard.
 */
export async function acceptOffer(
  db: Db,
  actor: Actor,
  id: string,
  options: DecisionOptions,
) {
  assertCanManageListings(actor);
  return db.transaction(async (tx) => {
    const first = await getOfferRow(tx, id);
    if (!first) throw notFound('Offer');
    const listing = await loadListing(tx, actor, first.listingId, { forUpdate: true }).catch(() => {
      throw notFound('Offer');
    });
    const offer = (await getOfferRow(tx, id, { forUpdate: true }))!;
    if (offer.status === 'Accepted') return getOffer(tx, actor, id);
    if (options.expectedVersion !== undefined && offer.version !== options.expectedVersion)
      await refuseStaleOffer(tx, actor, id);
    assertDecidable(offer, ['Submitted', 'Reviewed', 'Backup', 'Countered'] satisfies OfferStatus[]);
    if (offerStatusOf(offer) === 'Countered') {
      // Only the buyer's counter-back can be accepted; the seller's own counter waits for the buyer.
      const last = (await findCounters(tx, [id])).at(-1);
      if (!last || last.fromSide !== 'buyer' || last.response !== null)
        throw new AppError('CONFLICT', 'Your counter is still waiting for the buyer’s answer');
      await setCounterResponse(tx, id, last.round, 'accepted');
      await updateOfferRow(tx, id, undefined, counterPatch(last.terms as CounterTerms, offer));
    }
    if (listing.listing.transactionId)
      throw new AppError('CONFLICT', 'This listing already has an accepted offer and a deal');
    if (!['Active', 'ActiveUnderContract'].includes(listing.listing.status))
      throw new AppError('CONFLICT', `This listing is ${listing.listing.status}; it cannot accept offers`);
    const offered = await getOffer(tx, actor, id);
    const agreed = (await getOfferRow(tx, id))!;
    const { sellers, agents } = await findListingChildren(tx, listing.listing.id);
    const agentIds = [listing.listing.ownerId, ...agents.map((a) => a.userId)];
    const ids = sellers.map((s) => s.contactId);
    const readable = await findVisibleContactIds(tx, ids, (await loadCrmContext(tx, actor)).visible);
    const deal = await createTransaction(
      tx,
      actor,
      dealFromOffer(
        actor,
        listing,
        agreed,
        offered.effective_price_cents,
        sellers.map((s) => ({ ...s, visible: readable.has(s.contactId) })),
        [...new Set(agentIds)],
      ),
      options.requestId,
    );
    await setListingTransaction(tx, listing.listing.id, deal.id);
    if (listing.listing.status === 'Active')
      await updateListingRow(
        tx,
        listing.listing.id,
        undefined,
        { status: 'ActiveUnderContract', statusChangedAt: new Date() },
        {
          by: actor.userId,
          at: new Date(),
          fromStatus: 'Active',
          reason: 'Offer accepted',
        },
      );
    const link = await getOfferLinkOfListing(tx, listing.listing.id);
    if (link?.enabled) await updateOfferLinkRow(tx, link.id, undefined, { enabled: false });
    const accepted = await applyOfferChange(
      tx,
      actor,
      { offer: agreed, listing },
      { status: 'Accepted', transactionId: deal.id },
      'offer.accept',
      { ...options, expectedVersion: undefined },
    );
    const parties = await findListingPartyEmails(tx, listing.listing.id);
    await mailAcceptance(tx, id, {
      buyerAgent: offer.agentEmail,
      parties,
      address: listing.property.addressLine1,
      price: offered.effective_price_cents,
    });
    return accepted;
  });
}

/** Every party hears of the acceptance, after commit; a failed e-mail is retried and never undoes it. */
async function mailAcceptance(
  tx: DbOrTx,
  offerId: string,
  mail: { buyerAgent: string; parties: string[]; address: string; price: number },
) {
  const { address, price } = mail;
  const messages = [
    {
      to: mail.buyerAgent,
      subject: `Your offer on ${address} was accepted`,
      text: `Congratulations: the sellers accepted your offer on ${address}. The listing agent will be in touch about the next steps.`,
    },
    ...mail.parties.map((to) => ({
      to,
      subject: `Offer accepted on ${address}`,
      text: `An offer of $${(price / 100).toLocaleString('en-US')} on ${address} was accepted; the deal is open and under contract.`,
    })),
  ];
  for (const message of messages)
    await recordEmail(tx, `offer-accepted:${offerId}:${message.to}`, { ...message, links: [] });
}
