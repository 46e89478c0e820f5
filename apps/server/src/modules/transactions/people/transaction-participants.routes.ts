import {
  AddParticipantInput,
  AddParticipantOutput,
} from '@threshold/domain/transactions/add-participant.contract';
import { recordedDealPart } from '../deals/transaction-realtime';
import {
  AddAssignmentInput,
  AssignmentDto,
  AssignmentList,
  AssignmentParams,
} from '@threshold/domain/transactions/assignments.contract';
import { TransactionIdParams } from '@threshold/domain/transactions/get-transaction.contract';
import {
  ParticipantDto,
  ParticipantList,
  ParticipantParams,
} from '@threshold/domain/transactions/list-participants.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import {
  RemoveParticipantOutput,
  UpdateParticipantInput,
  UpdateParticipantOutput,
} from '@threshold/domain/transactions/update-participant.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import { addAssignment, listAssignments, removeAssignment } from './transaction-assignments.service';
import {
  addParticipant,
  getParticipantOfDeal,
  listParticipants,
  removeParticipant,
  updateParticipant,
} from './transaction-participants.service';

const tags = ['transactions'];

export function participantRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/participants',
      access: 'read:transactions',
      tags,
      summary: 'People on the deal, each with every role they hold on it',
      params: TransactionIdParams,
      response: ParticipantList,
      handler: ({ actor, params }) => listParticipants(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/participants',
      access: 'update:transactions',
      tags,
      status: 201,
      summary: 'Add a person (account, contact or name) with their roles (queued for supervised roles)',
      params: TransactionIdParams,
      body: AddParticipantInput,
      response: AddParticipantOutput,
      handler: ({ actor, params, body, requestId }) =>
        recordedDealPart(db, params.id, 'people', addParticipant(db, actor, params.id, body, requestId)),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/participants/:participantId',
      access: 'read:transactions',
      tags,
      summary: 'One person on the deal, with their version (ETag)',
      params: ParticipantParams,
      response: ParticipantDto,
      handler: ({ actor, params }) => getParticipantOfDeal(db, actor, params.id, params.participantId),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/transactions/:id/participants/:participantId',
      access: 'update:transactions',
      tags,
      summary: 'Change a participant’s roles or details (queued for supervised roles)',
      params: ParticipantParams,
      body: UpdateParticipantInput,
      response: UpdateParticipantOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        recordedDealPart(
          db,
          params.id,
          'people',
          updateParticipant(db, actor, params.id, params.participantId, body, requestId, expectedVersion),
        ),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/transactions/:id/participants/:participantId',
      access: 'update:transactions',
      tags,
      summary: 'Remove a participant (queued for supervised roles)',
      params: ParticipantParams,
      response: RemoveParticipantOutput,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        recordedDealPart(
          db,
          params.id,
          'people',
          removeParticipant(db, actor, params.id, params.participantId, requestId, expectedVersion),
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/assignments',
      access: 'read:transactions',
      tags,
      summary: 'Staff assigned to the deal (they see it through the assigned scope)',
      params: TransactionIdParams,
      response: AssignmentList,
      handler: ({ actor, params }) => listAssignments(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/assignments',
      access: 'update:transactions',
      tags,
      status: 201,
      summary: 'Assign a member of the organization to the deal (owner or broker)',
      params: TransactionIdParams,
      body: AddAssignmentInput,
      response: AssignmentDto,
      handler: ({ actor, params, body, requestId }) =>
        recordedDealPart(db, params.id, 'people', addAssignment(db, actor, params.id, body, requestId)),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/transactions/:id/assignments/:assignmentId',
      access: 'update:transactions',
      tags,
      summary: 'Remove an assignment (owner or broker)',
      params: AssignmentParams,
      response: OkResult,
      handler: ({ actor, params, requestId }) =>
        recordedDealPart(
          db,
          params.id,
          'people',
          removeAssignment(db, actor, params.id, params.assignmentId, requestId),
        ),
    }),
  ];
}
