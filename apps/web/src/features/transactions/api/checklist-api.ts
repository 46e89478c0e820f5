import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChecklistItemOutput,
  type AddChecklistItemInput,
  type UpdateChecklistItemInput,
} from '@threshold/domain/transactions/editChecklistItem.contract';
import { ChecklistList } from '@threshold/domain/transactions/listChecklist.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { api, apiRequest } from '@/lib/api-client';
import { dealPath, useInvalidateDeal } from './deal-api';
import { transactionKeys } from './transaction-keys';

export type ReviewAction = 'submit' | 'approve' | 'return';

export interface ReviewRequest {
  transactionId: string;
  itemId: string;
  action: ReviewAction;
  body: { note?: string | null; document_name?: string | null };
}

export function useChecklist(id: string) {
  return useQuery({
    queryKey: transactionKeys.part(id, 'checklist'),
    queryFn: ({ signal }) => api.get(`${dealPath(id)}/checklist`, { schema: ChecklistList, signal }),
  });
}

/** Submit, approve or return one checklist item (from the deal page or the review queue). */
export function useReviewChecklistItem(transactionId: string) {
  const invalidate = useInvalidateDeal(transactionId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, action, body }: Omit<ReviewRequest, 'transactionId'>) =>
      api.post(`${dealPath(transactionId)}/checklist/${itemId}/${action}`, body, {
        schema: ChecklistItemOutput,
      }),
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: transactionKeys.reviewQueue() })]),
  });
}

/** Add, edit and remove items of this deal's checklist; the deal's progress counts follow. */
export function useAddChecklistItem(transactionId: string) {
  const invalidate = useInvalidateDeal(transactionId);
  return useMutation({
    mutationFn: (input: AddChecklistItemInput) =>
      api.post(`${dealPath(transactionId)}/checklist`, input, { schema: ChecklistItemOutput }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateChecklistItem(transactionId: string) {
  const invalidate = useInvalidateDeal(transactionId);
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: UpdateChecklistItemInput }) =>
      api.patch(`${dealPath(transactionId)}/checklist/${itemId}`, input, { schema: ChecklistItemOutput }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveChecklistItem(transactionId: string) {
  const invalidate = useInvalidateDeal(transactionId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiRequest(`${dealPath(transactionId)}/checklist/${itemId}`, { method: 'DELETE', schema: OkResult }),
    // A removed item may have been waiting in the review queue.
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: transactionKeys.reviewQueue() })]),
  });
}
