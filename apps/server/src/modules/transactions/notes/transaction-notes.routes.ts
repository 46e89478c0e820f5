import { TransactionIdParams } from '@threshold/domain/transactions/get-transaction.contract';
import { recordedDealPart } from '../deals/transaction-realtime';
import {
  CreateNoteInput,
  NoteDto,
  NotePage,
  NotesQuery,
} from '@threshold/domain/transactions/notes.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import { createNote, listNotes } from './transaction-notes.service';

const tags = ['transactions'];

/** Notes are read:transactions at the route; the service refuses the client view (403). */
export function noteRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/notes',
      access: 'read:transactions',
      tags,
      summary: 'Internal notes, newest first (not for clients)',
      params: TransactionIdParams,
      query: NotesQuery,
      response: NotePage,
      handler: ({ actor, params, query }) => listNotes(db, actor, params.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/notes',
      access: 'read:transactions',
      tags,
      status: 201,
      summary: 'Write an internal note, mentioning teammates (members of the deal’s organization)',
      params: TransactionIdParams,
      body: CreateNoteInput,
      response: NoteDto,
      handler: ({ actor, params, body, requestId }) =>
        recordedDealPart(db, params.id, 'notes', createNote(db, actor, params.id, body, requestId)),
    }),
  ];
}
