import { MyDealsDto, MyDealsQuery } from '@threshold/domain/dashboard/my-deals.contract';
import { NewLeadsDto, NewLeadsQuery } from '@threshold/domain/dashboard/new-leads.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { getMyDeals } from './dashboard.service';
import { getNewLeads } from './new-leads.service';

/**
 * /api/dashboard/*: widgets the existing areas do not already answer. Deal counts by stage,
 * deadlines, tasks, follow-ups and unread messages come from their own areas' routes (ADR 0123).
 */
export function dashboardRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/dashboard/my-deals',
      access: 'read:transactions',
      tags: ['dashboard'],
      summary:
        'Open deals in the caller’s scope, soonest closing first, with the next deadline, checklist progress and the agent',
      query: MyDealsQuery,
      response: MyDealsDto,
      handler: ({ actor, query }) => getMyDeals(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/dashboard/new-leads',
      access: 'read:contacts',
      tags: ['dashboard'],
      summary:
        'Contacts created in the last 7 days in the caller’s contact scope (all, mine, unassigned) and my follow-ups due',
      query: NewLeadsQuery,
      response: NewLeadsDto,
      handler: ({ actor }) => getNewLeads(db, actor),
    }),
  ];
}
