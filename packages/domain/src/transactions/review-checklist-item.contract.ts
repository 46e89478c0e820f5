import { z } from 'zod';
import { Text } from './transaction-common.contract';

/**
 * POST …/checklist/:itemId/submit — from pending or returned. An item that requires a document needs
 * document_id (a document of the documents area) or document_name.
 */
export const SubmitChecklistItemInput = z.strictObject({
  document_id: z.uuid('Must be a document id').nullable().default(null),
  document_name: Text(255).nullable().default(null),
  note: Text(2000).nullable().default(null),
});
export type SubmitChecklistItemInput = z.infer<typeof SubmitChecklistItemInput>;

/** POST …/checklist/:itemId/approve — from submitted. */
export const ApproveChecklistItemInput = z.strictObject({ note: Text(2000).nullable().default(null) });
export type ApproveChecklistItemInput = z.infer<typeof ApproveChecklistItemInput>;

/** POST …/checklist/:itemId/return — from submitted or approved; the note tells the agent what to fix. */
export const ReturnChecklistItemInput = z.strictObject({
  note: Text(2000).pipe(z.string().min(1, 'Tell the agent what to fix')),
});
export type ReturnChecklistItemInput = z.infer<typeof ReturnChecklistItemInput>;
