import {
  ApproverCandidatesDto,
  DecideApprovalInput,
  DocumentApprovalParams,
  DocumentApprovalsDto,
  RequestApprovalInput,
} from '@threshold/domain/documents/document-approval.contract';
import { DocumentIdParams } from '@threshold/domain/documents/document.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { decideApproval } from './document-approval-decide.service';
import {
  cancelApproval,
  listApprovals,
  listApproverCandidates,
  requestApproval,
} from './document-approvals.service';

const tags = ['documents'];

/** /api/documents/:id/approvals: ask approvers, decide once, cancel (ADR 0165). */
export function documentApprovalRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const approvalDeps = { db, mailer: deps.mailer, appUrl: deps.config.appUrl };
  return [
    defineRoute({
      method: 'get',
      path: '/api/documents/:id/approvals',
      access: 'read:documents',
      tags,
      summary:
        'The approval requests of a document (newest first) and its approval state on the current version',
      params: DocumentIdParams,
      response: DocumentApprovalsDto,
      handler: ({ actor, params }) => listApprovals(db, actor, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/documents/:id/approvers',
      access: 'create:documents',
      tags,
      summary:
        'Who may be asked to approve the document: members of its organization with canApproveDocuments who can see it',
      params: DocumentIdParams,
      response: ApproverCandidatesDto,
      handler: ({ actor, params }) => listApproverCandidates(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/documents/:id/approvals',
      access: 'create:documents',
      tags,
      status: 201,
      summary: 'Ask one or more approvers to approve the current version; each is e-mailed a link',
      params: DocumentIdParams,
      body: RequestApprovalInput,
      response: DocumentApprovalsDto,
      handler: ({ actor, params, body, requestId }) =>
        requestApproval(approvalDeps, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/documents/:id/approvals/:approvalId/decide',
      access: 'read:documents',
      tags,
      summary:
        'The approver approves, or returns with a comment, their pending request — once (a second decision is a 409)',
      params: DocumentApprovalParams,
      body: DecideApprovalInput,
      response: DocumentApprovalsDto,
      handler: ({ actor, params, body, requestId }) =>
        decideApproval(db, actor, params.id, params.approvalId, body, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/documents/:id/approvals/:approvalId/cancel',
      access: 'create:documents',
      tags,
      summary: 'The sender (or a broker) withdraws a pending request',
      params: DocumentApprovalParams,
      response: DocumentApprovalsDto,
      handler: ({ actor, params, requestId }) =>
        cancelApproval(db, actor, params.id, params.approvalId, requestId),
    }),
  ];
}
