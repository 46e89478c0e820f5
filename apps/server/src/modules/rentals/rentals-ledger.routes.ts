import { LeaseIdParams } from '@threshold/domain/rentals/lease.contract';
import {
  GenerateChargesInput,
  GenerateChargesResult,
  LeaseLedgerDto,
  PostDepositEntryInput,
  PostLedgerEntryInput,
} from '@threshold/domain/rentals/rent-ledger.contract';
import {
  RentalDashboardDto,
  RentRollPage,
  RentRollQuery,
} from '@threshold/domain/rentals/rental-dashboard.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { generateChargesFor } from './charge-generation.service';
import { getRentalDashboard, getRentRoll } from './rental-dashboard.service';
import { getLeaseLedger, postDepositEntry, postLedgerEntry } from './rent-ledger.service';

const tags = ['rentals'];

/** A lease's rent and deposit ledgers, charge generation, the dashboard and the rent roll. */
export function rentalLedgerRoutes(db: Db): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/rentals/dashboard',
      access: 'read:properties',
      tags,
      summary:
        'The rental-agent dashboard: occupancy, rent, collected vs due this month, delinquency with aging, leases ending, open maintenance',
      response: RentalDashboardDto,
      handler: ({ actor }) => getRentalDashboard(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/rent-roll',
      access: 'read:properties',
      tags,
      summary:
        'The rent roll: every unit in scope with its lease, tenants, rent and balance; keyset pages by address',
      query: RentRollQuery,
      response: RentRollPage,
      handler: ({ actor, query }) => getRentRoll(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/rentals/leases/:id/ledger',
      access: 'authenticated',
      tags,
      summary: 'A lease’s ledger with running balance, totals, aging and the deposit held',
      params: LeaseIdParams,
      response: LeaseLedgerDto,
      handler: ({ actor, params }) => getLeaseLedger(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rentals/leases/:id/ledger',
      access: 'manage:properties',
      tags,
      status: 201,
      summary:
        'Record a payment (check, ACH, cash, card), a credit or an adjustment; entries are never edited',
      params: LeaseIdParams,
      body: PostLedgerEntryInput,
      response: LeaseLedgerDto,
      handler: ({ actor, params, body, requestId }) => postLedgerEntry(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rentals/leases/:id/deposit',
      access: 'manage:properties',
      tags,
      status: 201,
      summary:
        'Record a deposit movement: received, applied to the balance, an itemized deduction, or returned',
      params: LeaseIdParams,
      body: PostDepositEntryInput,
      response: LeaseLedgerDto,
      handler: ({ actor, params, body, requestId }) =>
        postDepositEntry(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/rentals/charges/generate',
      access: 'manage:properties',
      tags,
      summary:
        'Post the charges and late fees due by `as_of` (default today) on the organization’s leases; idempotent',
      body: GenerateChargesInput,
      response: GenerateChargesResult,
      handler: ({ actor, body }) => generateChargesFor(db, actor, body),
    }),
  ];
}
