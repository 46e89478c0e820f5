import { z } from 'zod';
import { PersonRef, Uuid } from './transaction-common.contract';

/**
 * Review cycle of a checklist item: pending → submitted (agent) → approved | returned (reviewer with
 * approve:documents, with a note) → submitted again … An approved item can be re-opened by a
 * reviewer (returned with a note). Only a broker may delete a required item or make it optional, so
 * the closing gate cannot be side-stepped.
 */
export const CHECKLIST_STATUSES = ['pending', 'submitted', 'approved', 'returned'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const ChecklistItemDto = z.object({
  id: z.uuid(),
  /** Bumped by every change of the item; edits and review actions send it back (If-Match, issue 19). */
  version: z.number().int(),
  transaction_id: z.uuid(),
  /** The template item it came from; null for items added to this deal only. */
  template_key: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  requires_document: z.boolean(),
  position: z.number().int(),
  due_date: z.string().nullable(),
  status: z.enum(CHECKLIST_STATUSES),
  document_id: z.string().nullable(),
  document_name: z.string().nullable(),
  /** The submitter's note, or the reviewer's note when returned. Hidden (null) in the client view. */
  note: z.string().nullable(),
  submitted_by: PersonRef.nullable(),
  submitted_at: z.string().nullable(),
  reviewed_by: PersonRef.nullable(),
  reviewed_at: z.string().nullable(),
  /** How many times it was submitted. */
  submission_count: z.number().int(),
  updated_at: z.string(),
});
export type ChecklistItemDto = z.infer<typeof ChecklistItemDto>;
export const ChecklistList = z.object({ items: z.array(ChecklistItemDto) });

/** GET /api/transactions/:id/checklist/:itemId answers one ChecklistItemDto (its version also as the ETag). */
export const ChecklistItemParams = z.object({ id: Uuid('transaction'), itemId: Uuid('checklist item') });
