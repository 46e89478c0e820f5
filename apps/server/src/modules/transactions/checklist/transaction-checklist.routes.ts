import {
  ChecklistTemplateDto,
  ChecklistTemplateList,
  ChecklistTemplateParams,
  ReplaceChecklistTemplateInput,
} from '@threshold/domain/transactions/checklist-templates.contract';
import {
  AddChecklistItemInput,
  ChecklistItemOutput,
  UpdateChecklistItemInput,
} from '@threshold/domain/transactions/edit-checklist-item.contract';
import { ReviewQueuePage, ReviewQueueQuery } from '@threshold/domain/transactions/get-review-queue.contract';
import { TransactionIdParams } from '@threshold/domain/transactions/get-transaction.contract';
import {
  ChecklistItemDto,
  ChecklistItemParams,
  ChecklistList,
} from '@threshold/domain/transactions/list-checklist.contract';
import {
  ApproveChecklistItemInput,
  ReturnChecklistItemInput,
  SubmitChecklistItemInput,
} from '@threshold/domain/transactions/review-checklist-item.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import type { Db } from '../../../platform/db/client';
import { defineRoute } from '../../../platform/http/route';
import {
  addChecklistItem,
  approveChecklistItem,
  getChecklistItem,
  listChecklist,
  removeChecklistItem,
  returnChecklistItem,
  submitChecklistItem,
  updateChecklistItem,
} from './transaction-checklist.service';
import { getReviewQueue } from './transaction-review-queue.service';
import {
  getChecklistTemplate,
  listChecklistTemplates,
  replaceChecklistTemplate,
} from './checklist-templates.service';

const tags = ['transactions'];

/** Fixed paths: registered before /api/transactions/:id. */
export function reviewRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/review-queue',
      access: 'approve:documents',
      tags,
      summary: 'Checklist items waiting for review across the reviewer’s deals, oldest submission first',
      query: ReviewQueueQuery,
      response: ReviewQueuePage,
      handler: ({ actor, query }) => getReviewQueue(db, actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/checklist-templates',
      access: 'read:transactions',
      tags,
      summary: 'The organization’s checklist templates for every type and side (defaults where not edited)',
      response: ChecklistTemplateList,
      handler: ({ actor }) => listChecklistTemplates(db, actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/checklist-templates/:type/:side',
      access: 'read:transactions',
      tags,
      summary:
        'One type and side’s checklist template (the organization’s own or the default), with its version',
      params: ChecklistTemplateParams,
      response: ChecklistTemplateDto,
      handler: ({ actor, params }) => getChecklistTemplate(db, actor, params.type, params.side),
    }),
    defineRoute({
      method: 'put',
      path: '/api/checklist-templates/:type/:side',
      access: 'manage:templates',
      tags,
      summary: 'Replace the organization’s checklist template for one type and side (future deals)',
      params: ChecklistTemplateParams,
      body: ReplaceChecklistTemplateInput,
      response: ChecklistTemplateDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        replaceChecklistTemplate(db, actor, params.type, params.side, body, requestId, expectedVersion),
    }),
  ];
}

export function checklistRoutes(db: Db) {
  const item = '/api/transactions/:id/checklist/:itemId';
  return [
    defineRoute({
      method: 'get',
      path: '/api/transactions/:id/checklist',
      access: 'read:transactions',
      tags,
      summary: 'The deal’s checklist in order, with review state',
      params: TransactionIdParams,
      response: ChecklistList,
      handler: ({ actor, params }) => listChecklist(db, actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/transactions/:id/checklist',
      access: 'update:transactions',
      tags,
      status: 201,
      summary: 'Add an item to this deal’s checklist',
      params: TransactionIdParams,
      body: AddChecklistItemInput,
      response: ChecklistItemOutput,
      handler: ({ actor, params, body, requestId }) =>
        addChecklistItem(db, actor, params.id, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: item,
      access: 'read:transactions',
      tags,
      summary: 'One checklist item, with its version (also the ETag) for conditional writes',
      params: ChecklistItemParams,
      response: ChecklistItemDto,
      handler: ({ actor, params }) => getChecklistItem(db, actor, params.id, params.itemId),
    }),
    defineRoute({
      method: 'patch',
      path: item,
      access: 'update:transactions',
      tags,
      summary: 'Edit a checklist item (making a required item optional: brokers only)',
      params: ChecklistItemParams,
      body: UpdateChecklistItemInput,
      response: ChecklistItemOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateChecklistItem(db, actor, params.id, params.itemId, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: item,
      access: 'update:transactions',
      tags,
      summary: 'Remove a checklist item (required items: brokers only)',
      params: ChecklistItemParams,
      response: OkResult,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        removeChecklistItem(db, actor, params.id, params.itemId, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'post',
      path: `${item}/submit`,
      access: 'update:transactions',
      tags,
      summary: 'Submit a pending or returned item for review (with its document when required)',
      params: ChecklistItemParams,
      body: SubmitChecklistItemInput,
      response: ChecklistItemOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        submitChecklistItem(db, actor, params.id, params.itemId, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'post',
      path: `${item}/approve`,
      access: 'approve:documents',
      tags,
      summary: 'Approve a submitted item',
      params: ChecklistItemParams,
      body: ApproveChecklistItemInput,
      response: ChecklistItemOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        approveChecklistItem(db, actor, params.id, params.itemId, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'post',
      path: `${item}/return`,
      access: 'approve:documents',
      tags,
      summary: 'Return a submitted (or approved) item to the agent with a note',
      params: ChecklistItemParams,
      body: ReturnChecklistItemInput,
      response: ChecklistItemOutput,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        returnChecklistItem(db, actor, params.id, params.itemId, body, requestId, expectedVersion),
    }),
  ];
}
