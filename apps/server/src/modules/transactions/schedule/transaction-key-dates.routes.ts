import {
  CreateKeyDateInput,
  KeyDateDto,
  KeyDateList,
  KeyDateParams,
  KeyDatesChangeOutput,
  UpdateKeyDateInput,
} from '@threshold/domain/transactions/key-dates.contract';
import { recordedDealPart } from '../deals/transaction-realtime';
import { TransactionIdParams } from '@threshold/domain/transactions/get-transaction.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import { changeKeyDate, getKeyDateOfDeal, listKeyDates } from './transaction-dates.service';

const tags = ['transactions'];

/** A deal's key dates: list, add, edit, remove (moving a date moves the dates and tasks that follow it). */
export function keyDateRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/dates',
      access: 'read:transactions',
      tags,
      summary: 'Key dates with their rules and computed values',
      params: TransactionIdParams,
      response: KeyDateList,
      handler: ({ actor, params }) => listKeyDates(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/dates',
      access: 'update:transactions',
      tags,
      status: 201,
      summary: 'Add a key date (absolute or relative); answers every date and what moved',
      params: TransactionIdParams,
      body: CreateKeyDateInput,
      response: KeyDatesChangeOutput,
      handler: ({ actor, params, body, requestId }) =>
        recordedDealPart(
          db,
          params.id,
          'key_dates',
          changeKeyDate(db, actor, params.id, { op: 'create', input: body }, requestId),
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/dates/:key',
      access: 'read:transactions',
      tags,
      summary: 'One key date with its rule, computed value and version (ETag)',
      params: KeyDateParams,
      response: KeyDateDto,
      handler: ({ actor, params }) => getKeyDateOfDeal(db, actor, params.id, params.key),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/transactions/:id/dates/:key',
      access: 'update:transactions',
      tags,
      summary:
        'Change a key date or mark it done; recomputes dependents and linked tasks and says what moved',
      params: KeyDateParams,
      body: UpdateKeyDateInput,
      response: KeyDatesChangeOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        recordedDealPart(
          db,
          params.id,
          'key_dates',
          changeKeyDate(
            db,
            actor,
            params.id,
            { op: 'update', key: params.key, input: body },
            requestId,
            expectedVersion,
          ),
        ),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/transactions/:id/dates/:key',
      access: 'update:transactions',
      tags,
      summary: 'Remove a key date nothing else counts from (linked tasks keep their due date)',
      params: KeyDateParams,
      response: KeyDatesChangeOutput,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        recordedDealPart(
          db,
          params.id,
          'key_dates',
          changeKeyDate(db, actor, params.id, { op: 'delete', key: params.key }, requestId, expectedVersion),
        ),
    }),
  ];
}
