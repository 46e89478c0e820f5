import { ListingIdParams } from '@threshold/domain/listings/create-listing.contract';
import { OfferLinkDto, SaveOfferLinkInput } from '@threshold/domain/listings/offer-link.contract';
import {
  CounterOfferInput,
  OfferDto,
  OfferIdParams,
  OfferList,
  OfferNotesInput,
} from '@threshold/domain/listings/offer.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { acceptOffer } from './offer-accept.service';
import {
  backupOffer,
  counterOffer,
  rejectOffer,
  reviewOffer,
  updateOfferNotes,
} from './offer-decisions.service';
import { getOfferLink, saveOfferLink } from './offer-links.service';
import { getOffer, listOffers } from './offers.service';

const tags = ['offers'];

/** The listing side of offers: the link, the comparison list and the decisions (all versioned). */
export function offerRoutes({ db }: AppDeps): RouteDefinition[] {
  const decision = (verb: string, summary: string, decide: typeof rejectOffer) =>
    defineRoute({
      method: 'post',
      path: `/api/offers/:id/${verb}`,
      access: 'manage:properties',
      tags,
      summary,
      params: OfferIdParams,
      response: OfferDto,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        decide(db, actor, params.id, { requestId, expectedVersion }),
    });
  return [
    defineRoute({
      method: 'get',
      path: '/api/listings/:id/offer-link',
      access: 'read:properties',
      tags,
      summary:
        'The listing’s offer link (404 until one is made); `accepting` says whether it takes offers now',
      params: ListingIdParams,
      response: OfferLinkDto,
      handler: ({ actor, params }) => getOfferLink(db, actor, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/api/listings/:id/offer-link',
      access: 'manage:properties',
      tags,
      summary:
        'Make the offer link (unguessable key, on) or switch it on/off, set its deadline and requirements',
      params: ListingIdParams,
      body: SaveOfferLinkInput,
      response: OfferLinkDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        saveOfferLink(db, actor, params.id, body, { requestId, expectedVersion }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/listings/:id/offers',
      access: 'authenticated',
      tags,
      summary:
        'Offers of a listing with effective price after escalation and net to seller, oldest first: staff in scope, or its seller clients (no internal notes)',
      params: ListingIdParams,
      response: OfferList,
      handler: ({ actor, params }) => listOffers(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/offers/:id',
      access: 'read:properties',
      tags,
      summary: 'One offer with its counter rounds (version as ETag)',
      params: OfferIdParams,
      response: OfferDto,
      handler: ({ actor, params }) => getOffer(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/offers/:id',
      access: 'manage:properties',
      tags,
      summary: 'Internal notes of the listing side on an offer (never shown to outside parties)',
      params: OfferIdParams,
      body: OfferNotesInput,
      response: OfferDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateOfferNotes(db, actor, params.id, body.internal_notes, { requestId, expectedVersion }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/offers/:id/counter',
      access: 'manage:properties',
      tags,
      summary:
        'Counter with changed terms; the buyer’s agent answers through the status link (each round kept)',
      params: OfferIdParams,
      body: CounterOfferInput,
      response: OfferDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        counterOffer(db, actor, params.id, body, { requestId, expectedVersion }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/offers/:id/accept',
      access: 'manage:properties',
      tags,
      summary:
        'Accept: creates the deal (parties, price, key dates), listing ActiveUnderContract, link closed; a repeat answers the same',
      params: OfferIdParams,
      response: OfferDto,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        acceptOffer(db, actor, params.id, { requestId, expectedVersion }),
    }),
    decision('review', 'Mark a submitted offer as reviewed', reviewOffer),
    decision('reject', 'Reject an open offer', rejectOffer),
    decision('backup', 'Keep an open offer as a backup', backupOffer),
  ];
}
