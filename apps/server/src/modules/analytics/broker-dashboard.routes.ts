import {
  BrokerListingsSummary,
  BrokerOffersSummary,
  BrokerReviewQueueSummary,
} from '@threshold/domain/analytics/broker-dashboard.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { getListingsSummary, getOffersSummary, getReviewQueueSummary } from './broker-dashboard.service';

const tags = ['dashboard'];

/** The broker dashboard's widgets that are not analytics reports; each figure is one aggregate in scope. */
export function brokerDashboardRoutes(db: Db): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/dashboard/broker/review-queue',
      access: 'read:analytics',
      tags,
      summary: 'Checklist items waiting for review on deals in the caller’s scope: how many and how old',
      response: BrokerReviewQueueSummary,
      handler: ({ actor }) => getReviewQueueSummary(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/dashboard/broker/listings',
      access: 'read:analytics',
      tags,
      summary: 'Listings in the caller’s scope per status, and the average days on market of the active ones',
      response: BrokerListingsSummary,
      handler: ({ actor }) => getListingsSummary(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/dashboard/broker/offers',
      access: 'read:analytics',
      tags,
      summary: 'Offers received in the last 30 days on listings in the caller’s scope, per status',
      response: BrokerOffersSummary,
      handler: ({ actor }) => getOffersSummary(db, actor),
    }),
  ];
}
