import {
  ApprovalDto,
  ApprovalIdParams,
  ApprovalPage,
  ApproveChangeInput,
  ListApprovalsQuery,
  RejectChangeInput,
} from '@threshold/domain/transactions/approvals.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import { approveChange, listApprovals, rejectChange } from './transaction-approvals.service';

const tags = ['transactions'];

/**
 * Fixed paths: registered before /api/transactions/:id. Supervisors include roles without
 * update:transactions (an attorney approves a paralegal's change), so the route asks for
 * read:transactions and the service requires a supervisor relationship with the drafter.
 */
export function approvalRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/approvals',
      access: 'read:transactions',
      tags,
      summary: 'Deal changes waiting for my approval (box=to_review) or drafted by me (box=mine)',
      query: ListApprovalsQuery,
      response: ApprovalPage,
      handler: ({ actor, query }) => listApprovals(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/approvals/:approvalId/approve',
      access: 'read:transactions',
      tags,
      summary:
        'Approve and apply a supervisee’s change (status failed with a reason when it no longer applies)',
      params: ApprovalIdParams,
      body: ApproveChangeInput,
      response: ApprovalDto,
      handler: ({ actor, params, body, requestId }) =>
        approveChange(db, actor, params.approvalId, body.note, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/approvals/:approvalId/reject',
      access: 'read:transactions',
      tags,
      summary: 'Reject a supervisee’s change with a note',
      params: ApprovalIdParams,
      body: RejectChangeInput,
      response: ApprovalDto,
      handler: ({ actor, params, body, requestId }) =>
        rejectChange(db, actor, params.approvalId, body, requestId),
    }),
  ];
}
