import type { SubmitOfferInput } from '@threshold/domain/listings/submit-offer.contract';
import { recordEmail } from '../../platform/effects/record-effect';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/errors';
import { findAcceptingLink } from './offer-links.service';
import { countRecentOffers, insertOffer } from './offers.repository';
import { getOfferLinkOfListing } from './offer-links.repository';
import { createStatusToken } from './offer-token';
import { findListingAgents } from './listings.repository';
import { recordNotice } from '../notifications/notify.service';

/** Per link, on top of the per-address limit of the route (ADR 0097). */
export const OFFERS_PER_LINK_PER_MINUTE = 10;

export const statusPath = (token: string) => `/offer/status/${token}`;

/**
 * A buyer's agent submits an offer through a listing's link (no account). The offer is stored as
 * Submitted with a private status token; the link to it goes to the agent by e-mail.
 */
export async function submitOffer(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  linkKey: string,
  input: SubmitOfferInput,
  requestId?: string,
) {
  if (input.website)
    throw new AppError('VALIDATION_FAILED', 'The offer could not be accepted', { _: 'Rejected' });
  const { link, listing, property } = await findAcceptingLink(db, linkKey);
  if (link.responseDeadline && link.responseDeadline.getTime() < Date.now())
    throw new AppError(
      'CONFLICT',
      `Offers for this listing were due by ${link.responseDeadline.toISOString()}`,
    );
  const now = new Date();
  const { token, hash } = createStatusToken();
  const offer = await db.transaction(async (tx) => {
    // Submits to one link take turns on its row, so concurrent ones cannot all pass the count
    // (on PostgreSQL, four connections let 12 of a flood in before this lock; bench/offer-portal).
    await getOfferLinkOfListing(tx, listing.id, { forUpdate: true });
    if (
      (await countRecentOffers(tx, listing.id, new Date(now.getTime() - 60_000))) >=
      OFFERS_PER_LINK_PER_MINUTE
    )
      throw new AppError(
        'RATE_LIMITED',
        'Too many offers for this listing right now. Please try again in a minute.',
      );
    const offer = await insertOffer(tx, {
      listingId: listing.id,
      status: 'Submitted',
      statusTokenHash: hash,
      buyerNames: input.buyer_names,
      agentName: input.agent_name,
      agentBrokerage: input.agent_brokerage,
      agentLicense: input.agent_license,
      agentEmail: input.agent_email,
      agentPhone: input.agent_phone,
      priceCents: input.price_cents,
      earnestMoneyCents: input.earnest_money_cents,
      downPaymentCents: input.down_payment_cents,
      financingType: input.financing,
      loanAmountCents: input.financing === 'cash' ? null : input.loan_amount_cents,
      contingencies: input.contingencies,
      closingDate: input.closing_date,
      daysToClose: input.days_to_close,
      sellerConcessionsCents: input.seller_concessions_cents,
      escalationIncrementCents: input.escalation?.increment_cents ?? null,
      escalationCapCents: input.escalation?.cap_cents ?? null,
      possession: input.possession,
      expiresAt: new Date(input.expires_at),
      notes: input.notes,
      createdAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, {
      organizationId: listing.organizationId,
      actorUserId: null,
      action: 'offer.submit',
      entityType: 'offer',
      entityId: offer.id,
      after: { listing_id: listing.id, price_cents: input.price_cents, agent_email: input.agent_email },
      requestId,
    });
    const statusUrl = `${config.appUrl}${statusPath(token)}`;
    await recordEmail(tx, `offer-received:${offer.id}`, {
      to: input.agent_email,
      subject: `Your offer on ${property.addressLine1} was received`,
      text: [
        `Hello ${input.agent_name},`,
        '',
        `Your offer of $${(input.price_cents / 100).toLocaleString('en-US')} on ${property.addressLine1}, ${property.city} was received.`,
        'Follow its status, answer a counter or withdraw it here (keep this link private):',
        statusUrl,
      ].join('\n'),
      links: [statusUrl],
    });
    return offer;
  });
  // The listing's agents hear of it (ADR 0167); the listing is in every one of their scopes (ADR 0145).
  await recordNotice(db, {
    recipients: (await findListingAgents(db, listing.id)).map((a) => a.userId),
    kind: 'offer_received',
    subject: { type: 'listing', id: listing.id },
    title: `New offer on ${property.addressLine1}: $${(input.price_cents / 100).toLocaleString('en-US')}`,
    body: `From ${input.agent_name}${input.agent_brokerage ? ` (${input.agent_brokerage})` : ''} for ${input.buyer_names.join(', ')}`,
    actorId: null,
    organizationId: listing.organizationId,
  });
  return { offer_id: offer.id, status: 'Submitted' as const, status_path: statusPath(token) };
}
