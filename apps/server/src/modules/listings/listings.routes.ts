import {
  CreateListingInput,
  ListingDto,
  ListingIdParams,
} from '@threshold/domain/listings/create-listing.contract';
import {
  CreatePropertyInput,
  PropertyDto,
  PropertyIdParams,
} from '@threshold/domain/listings/create-property.contract';
import { ListingPage, ListListingsQuery } from '@threshold/domain/listings/list-listings.contract';
import { ListPropertiesQuery, PropertyPage } from '@threshold/domain/listings/list-properties.contract';
import {
  TransitionListingInput,
  UpdateListingInput,
  UpdateListingOutput,
} from '@threshold/domain/listings/update-listing.contract';
import { ListingsSummaryDto } from '@threshold/domain/listings/get-listings-summary.contract';
import {
  UpdatePropertyInput,
  UpdatePropertyOutput,
} from '@threshold/domain/listings/update-property.contract';
import { SellerListingList } from '@threshold/domain/listings/seller-listings.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { createProperty, getProperty, listProperties, updateProperty } from './properties.service';
import { getListingsSummary } from './listings-summary.service';
import {
  createListing,
  readListing,
  listListings,
  listSellerListings,
  transitionListing,
  updateListing,
} from './listings.service';

const tags = ['listings'];

/**
 * /api/properties and /api/listings (the listing itself; offers and the link have their own files).
 * Fixed paths (summary) come before /:id so they are matched first.
 */
export function listingRoutes(db: Db): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/properties',
      access: 'read:properties',
      tags,
      summary:
        'Properties of the caller’s organization, newest first; `q` searches address and parcel number',
      query: ListPropertiesQuery,
      response: PropertyPage,
      handler: ({ actor, query }) => listProperties(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/properties',
      access: 'manage:properties',
      tags,
      status: 201,
      summary: 'Add a property to the organization’s inventory',
      body: CreatePropertyInput,
      response: PropertyDto,
      handler: ({ actor, body, requestId }) => createProperty(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/properties/:id',
      access: 'read:properties',
      tags,
      summary: 'One property of the caller’s organization',
      params: PropertyIdParams,
      response: PropertyDto,
      handler: ({ actor, params }) => getProperty(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/properties/:id',
      access: 'manage:properties',
      tags,
      summary:
        'Change a property’s address and facts (organization scope, or a property the caller added or lists)',
      params: PropertyIdParams,
      body: UpdatePropertyInput,
      response: UpdatePropertyOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateProperty(db, actor, params.id, body, { requestId, expectedVersion }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/listings',
      access: 'read:properties',
      tags,
      summary: 'Listings in the caller’s scope: status, kind, agent, price and text filters; keyset pages',
      query: ListListingsQuery,
      response: ListingPage,
      handler: ({ actor, query }) => listListings(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/listings/summary',
      access: 'read:properties',
      tags,
      summary:
        'Dashboard figures: listings per status, price reductions, expiring soon, offers awaiting, days on market',
      response: ListingsSummaryDto,
      handler: ({ actor }) => getListingsSummary(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/listings/as-seller',
      access: 'authenticated',
      tags,
      summary: 'The listings where the caller is a seller client (ADR 0099), newest first; read-only',
      response: SellerListingList,
      handler: ({ actor }) => listSellerListings(db, actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/listings',
      access: 'manage:properties',
      tags,
      status: 201,
      summary: 'List a property for sale or rent (ComingSoon or Active), with its seller clients',
      body: CreateListingInput,
      response: ListingDto,
      handler: ({ actor, body, requestId }) => createListing(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/listings/:id',
      access: 'authenticated',
      tags,
      summary:
        'One listing with its property, sellers, price and status history (version as ETag): staff in scope (read:properties) or its seller clients',
      params: ListingIdParams,
      response: ListingDto,
      handler: ({ actor, params }) => readListing(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/listings/:id',
      access: 'manage:properties',
      tags,
      summary: 'Change a listing’s price, dates, MLS number, commissions or showing instructions',
      params: ListingIdParams,
      body: UpdateListingInput,
      response: UpdateListingOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateListing(db, actor, params.id, body, { requestId, expectedVersion }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/listings/:id/transition',
      access: 'manage:properties',
      tags,
      summary: 'Move a listing to another RESO status (allowed transitions only), based on its version',
      params: ListingIdParams,
      body: TransitionListingInput,
      response: ListingDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        transitionListing(db, actor, params.id, body, { requestId, expectedVersion }),
    }),
  ];
}
