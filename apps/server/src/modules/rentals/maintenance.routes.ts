import {
  CreateMaintenanceInput,
  ListMaintenanceQuery,
  MaintenanceDto,
  MaintenanceIdParams,
  MaintenanceList,
  UpdateMaintenanceInput,
} from '@threshold/domain/rentals/maintenance.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import {
  createMaintenance,
  getMaintenance,
  listMaintenance,
  updateMaintenanceRequest,
} from './maintenance.service';

const tags = ['rentals'];

/** /api/rentals/maintenance: requests from renters and staff, worked by staff. */
export function maintenanceRoutes(db: Db): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/rentals/maintenance',
      access: 'authenticated',
      tags,
      summary: 'Maintenance requests: staff in scope, a renter their own, a landlord on their properties',
      query: ListMaintenanceQuery,
      response: MaintenanceList,
      handler: ({ actor, query }) => listMaintenance(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rentals/maintenance',
      access: 'authenticated',
      tags,
      status: 201,
      summary: 'Submit a maintenance request: staff for a unit they manage, a renter for their lease',
      body: CreateMaintenanceInput,
      response: MaintenanceDto,
      handler: ({ actor, body, requestId }) => createMaintenance(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/maintenance/:id',
      access: 'authenticated',
      tags,
      summary: 'One maintenance request (version as ETag)',
      params: MaintenanceIdParams,
      response: MaintenanceDto,
      handler: ({ actor, params }) => getMaintenance(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/rentals/maintenance/:id',
      access: 'manage:properties',
      tags,
      summary:
        'Assign, schedule, note, cost and move a request on (new → assigned → scheduled → in progress → done); done posts the cost to the owners',
      params: MaintenanceIdParams,
      body: UpdateMaintenanceInput,
      response: MaintenanceDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateMaintenanceRequest(db, actor, params.id, body, { requestId, expectedVersion }),
    }),
  ];
}
