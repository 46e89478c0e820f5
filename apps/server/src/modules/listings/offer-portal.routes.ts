import {
  OfferStatusDto,
  RespondToCounterInput,
  StatusTokenParams,
} from '@threshold/domain/listings/offer-status.contract';
import {
  LinkKeyParams,
  OfferLinkSummaryDto,
  OfferSubmittedDto,
  SubmitOfferInput,
} from '@threshold/domain/listings/submit-offer.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { getPublicOfferLink } from './offer-links.service';
import { submitOffer } from './offer-portal.service';
import { getOfferStatus, respondToCounter, withdrawOffer } from './offer-status.service';

const tags = ['offer portal'];

/** The public offer portal: no account, no session read, rate-limited per address (and per link). */
export function offerPortalRoutes(deps: AppDeps): RouteDefinition[] {
  const { db, config } = deps;
  const rateLimit = { perMinute: config.rateLimits.publicPerMinute };
  return [
    defineRoute({
      method: 'get',
      path: '/api/offer-links/:linkKey',
      access: 'public',
      tags,
      rateLimit,
      summary: 'The listing summary behind an offer link; 404 when unknown, off, or no longer taking offers',
      params: LinkKeyParams,
      response: OfferLinkSummaryDto,
      handler: ({ params }) => getPublicOfferLink(db, params.linkKey),
    }),
    defineRoute({
      method: 'post',
      path: '/api/offer-links/:linkKey',
      access: 'public',
      tags,
      rateLimit,
      status: 201,
      summary: 'Submit a structured offer; answers the private status link (also e-mailed to the agent)',
      params: LinkKeyParams,
      body: SubmitOfferInput,
      response: OfferSubmittedDto,
      handler: ({ params, body, requestId }) => submitOffer(deps, params.linkKey, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/offer-status/:token',
      access: 'public',
      tags,
      rateLimit,
      summary:
        'The status of an offer and its counter rounds, for the buyer’s agent holding the private link',
      params: StatusTokenParams,
      response: OfferStatusDto,
      handler: ({ params }) => getOfferStatus(db, params.token),
    }),
    defineRoute({
      method: 'post',
      path: '/api/offer-status/:token/respond',
      access: 'public',
      tags,
      rateLimit,
      summary: 'Answer the seller’s latest counter: accept, reject, or counter back',
      params: StatusTokenParams,
      body: RespondToCounterInput,
      response: OfferStatusDto,
      handler: ({ params, body, requestId }) => respondToCounter(db, params.token, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/offer-status/:token/withdraw',
      access: 'public',
      tags,
      rateLimit,
      summary: 'Withdraw an open offer',
      params: StatusTokenParams,
      response: OfferStatusDto,
      handler: ({ params, requestId }) => withdrawOffer(db, params.token, requestId),
    }),
  ];
}
