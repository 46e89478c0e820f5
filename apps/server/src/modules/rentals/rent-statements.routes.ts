import { z } from 'zod';
import { LeaseIdParams } from '@threshold/domain/rentals/lease.contract';
import { TenantStatementDto, TenantStatementQuery } from '@threshold/domain/rentals/rent-statement.contract';
import {
  OwnerStatementQuery,
  RentalPropertyIdParams,
} from '@threshold/domain/rentals/rental-property.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { getTenantStatement, ownerStatementPdf, tenantStatementPdf } from './rent-statements.service';

const tags = ['rentals'];

/** Tenant statements (JSON and PDF) and the owner statement's PDF (ADR 0172); scope as the lease or property. */
export function rentStatementRoutes(db: Db): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/rentals/leases/:id/statement',
      access: 'authenticated',
      tags,
      summary: 'A lease’s tenant statement for `period` (YYYY-MM): opening, entries, closing balance, aging',
      params: LeaseIdParams,
      query: TenantStatementQuery,
      response: TenantStatementDto,
      handler: ({ actor, params, query }) => getTenantStatement(db, actor, params.id, query.period),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/leases/:id/statement/pdf',
      access: 'authenticated',
      tags,
      summary: 'The tenant statement for `period` as a PDF download',
      params: LeaseIdParams,
      query: TenantStatementQuery,
      response: z.string(),
      produces: 'application/pdf',
      handler: ({ actor, params, query }) => tenantStatementPdf(db, actor, params.id, query.period),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/properties/:id/statement/pdf',
      access: 'authenticated',
      tags,
      summary: 'The property’s owner statement for `period` as a PDF download (fees per ADR 0111)',
      params: RentalPropertyIdParams,
      query: OwnerStatementQuery,
      response: z.string(),
      produces: 'application/pdf',
      handler: ({ actor, params, query }) => ownerStatementPdf(db, actor, params.id, query.period),
    }),
  ];
}
