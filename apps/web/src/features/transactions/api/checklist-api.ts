import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChecklistItemOutput,
  type AddChecklistItemInput,
  type UpdateChecklistItemInput,
} from '@threshold/domain/transactions/edit-checklist-item.contract';
import { ChecklistItemDto, ChecklistList } from '@threshold/domain/transactions/list-checklist.contract';
import { OkResult } from '@threshold/domain/transactions/transaction-common.contract';
import { api, apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useVersionedMutation, versionHeaders } from '@/lib/versioned-mutation';
import { dealPath, useInvalidateDeal } from './deal-api';
import { transactionKeys } from './transaction-keys';

export type ReviewAction = 'submit' | 'approve' | 'return';

export interface ReviewRequest {
  itemId: string;
  action: ReviewAction;
  body: { note?: string | null; document_name?: string | null };
  /** The item's version the action is based on (If-Match, issue 19). */
  version: number;
}

const itemPath = (transactionId: string, itemId: string) =>
  `${dealPath(transactionId)}/checklist/${encodeURIComponent(itemId)}`;

const isStale = (error: unknown) => isApiError(error) && error.code === 'STALE_VERSION';

export function useChecklist(id: string) {
  return useQuery({
    queryKey: transactionKeys.part(id, 'checklist'),
    queryFn: ({ signal }) => api.get(`${dealPath(id)}/checklist`, { schema: ChecklistList, signal }),
  });
}

/** Refreshes the deal (its checklist and progress) and the review queue, where items also wait. */
function useRefreshChecklist(transactionId: string) {
  const invalidate = useInvalidateDeal(transactionId);
  const queryClient = useQueryClient();
  return () =>
    Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: transactionKeys.reviewQueue() })]);
}

/**
 * Submit, approve or return one checklist item (from the deal page or the review queue), based on the
 * version the item was shown with. A 409 STALE_VERSION is thrown to the caller (staleActionMessage)
 * and the checklist is refreshed, so the user sees what changed.
 */
export function useReviewChecklistItem(transactionId: string) {
  const refresh = useRefreshChecklist(transactionId);
  return useMutation({
    mutationFn: ({ itemId, action, body, version }: ReviewRequest) =>
      api.post(`${itemPath(transactionId, itemId)}/${action}`, body, {
        schema: ChecklistItemOutput,
        headers: versionHeaders(version),
      }),
    onSuccess: () => refresh(),
    onError: (error) => (isStale(error) ? refresh() : undefined),
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

/**
 * Field edits of one item, conditional on the version the editor was opened with (issue 19): a 409
 * keeps the input in `conflict`; saves and "discard mine" put the item into the cached checklist.
 */
export function useVersionedChecklistItemEdit(transactionId: string, item: ChecklistItemDto) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDeal(transactionId);
  const putInList = (next: ChecklistItemDto) => {
    queryClient.setQueryData(
      transactionKeys.part(transactionId, 'checklist'),
      (list: { items: ChecklistItemDto[] } | undefined) =>
        list ? { items: list.items.map((i) => (i.id === next.id ? next : i)) } : list,
    );
    return invalidate();
  };
  return useVersionedMutation({
    version: item.version,
    recordSchema: ChecklistItemDto,
    send: (input: UpdateChecklistItemInput, headers) =>
      api.patch(itemPath(transactionId, item.id), input, { schema: ChecklistItemOutput, headers }),
    versionOf: (saved) => saved.version,
    onSaved: putInList,
    onDiscard: putInList,
  });
}

/** Removes an item if it is still at `version`; a stale one is refused (409) and the checklist refreshed. */
export function useRemoveChecklistItem(transactionId: string) {
  // A removed item may have been waiting in the review queue.
  const refresh = useRefreshChecklist(transactionId);
  return useMutation({
    mutationFn: ({ itemId, version }: { itemId: string; version: number }) =>
      apiRequest(itemPath(transactionId, itemId), {
        method: 'DELETE',
        schema: OkResult,
        headers: versionHeaders(version),
      }),
    onSuccess: () => refresh(),
    onError: (error) => (isStale(error) ? refresh() : undefined),
  });
}
