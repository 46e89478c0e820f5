import {
  MyOrganizationDto,
  MyOrganizationList,
  MyOrganizationParams,
} from '@threshold/domain/my-organizations/my-organizations.contract';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { getMyOrganization, listMyOrganizations, makePrimary } from './my-organizations.service';

const tags = ['me'];

/** /api/me/organizations: the caller's memberships and the choice of the primary one. */
export function myOrganizationsRoutes({ db }: AppDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/me/organizations',
      access: 'authenticated',
      tags,
      summary: 'The caller’s memberships, with which one is primary',
      query: z.object({}).strict(),
      response: MyOrganizationList,
      handler: ({ actor }) => listMyOrganizations(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/me/organizations/:organizationId',
      access: 'authenticated',
      tags,
      summary: 'One of the caller’s memberships (404 when not a member)',
      params: MyOrganizationParams,
      response: MyOrganizationDto,
      handler: ({ actor, params }) => getMyOrganization(db, actor, params.organizationId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/me/organizations/:organizationId/make-primary',
      access: 'authenticated',
      tags,
      summary: 'Make this active membership the caller’s primary organization (versioned; audited)',
      params: MyOrganizationParams,
      body: z.object({}).strict(),
      response: MyOrganizationDto,
      versioned: true,
      handler: ({ actor, params, expectedVersion, requestId }) =>
        makePrimary(db, actor, params.organizationId, expectedVersion, requestId),
    }),
  ];
}
