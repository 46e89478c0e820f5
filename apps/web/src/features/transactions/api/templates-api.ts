import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ChecklistTemplateDto,
  ChecklistTemplateList,
  type ReplaceChecklistTemplateInput,
} from '@threshold/domain/transactions/checklistTemplates.contract';
import {
  KeyDateTemplateDto,
  KeyDateTemplateList,
  type ReplaceKeyDateTemplateInput,
} from '@threshold/domain/transactions/keyDateTemplates.contract';
import type { TransactionType } from '@threshold/domain/transactions/transaction-enums';
import { api, apiRequest } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

const templatesPath = '/api/transactions/checklist-templates';
type TemplateList = z.infer<typeof ChecklistTemplateList>;

/** Every type and side's template: the organization's own, or the built-in default. */
export function useChecklistTemplates() {
  return useQuery({
    queryKey: transactionKeys.checklistTemplates(),
    queryFn: ({ signal }) => api.get(templatesPath, { schema: ChecklistTemplateList, signal }),
  });
}

interface ReplaceTemplateRequest {
  type: ChecklistTemplateDto['type'];
  side: ChecklistTemplateDto['side'];
  input: ReplaceChecklistTemplateInput;
}

/** Replaces a template's name and items (for deals created from now on). */
export function useReplaceChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, side, input }: ReplaceTemplateRequest) =>
      apiRequest(`${templatesPath}/${type}/${side}`, {
        method: 'PUT',
        body: input,
        schema: ChecklistTemplateDto,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<TemplateList>(transactionKeys.checklistTemplates(), (list) =>
        list
          ? { items: list.items.map((t) => (t.type === saved.type && t.side === saved.side ? saved : t)) }
          : list,
      ),
  });
}

const keyDatesPath = '/api/transactions/key-date-templates';
type KeyDateList = z.infer<typeof KeyDateTemplateList>;

/** Every type's key-date set: the organization's own, or the built-in one. */
export function useKeyDateTemplates() {
  return useQuery({
    queryKey: transactionKeys.keyDateTemplates(),
    queryFn: ({ signal }) => api.get(keyDatesPath, { schema: KeyDateTemplateList, signal }),
  });
}

function useKeyDateSetUpdate() {
  const queryClient = useQueryClient();
  return (saved: KeyDateTemplateDto) =>
    queryClient.setQueryData<KeyDateList>(transactionKeys.keyDateTemplates(), (list) =>
      list ? { items: list.items.map((t) => (t.type === saved.type ? saved : t)) } : list,
    );
}

/** Replaces a type's key dates (for deals created from now on). */
export function useReplaceKeyDateTemplate() {
  const onSuccess = useKeyDateSetUpdate();
  return useMutation({
    mutationFn: ({ type, input }: { type: TransactionType; input: ReplaceKeyDateTemplateInput }) =>
      apiRequest(`${keyDatesPath}/${type}`, { method: 'PUT', body: input, schema: KeyDateTemplateDto }),
    onSuccess,
  });
}

/** Returns a type to the built-in key dates. */
export function useResetKeyDateTemplate() {
  const onSuccess = useKeyDateSetUpdate();
  return useMutation({
    mutationFn: (type: TransactionType) =>
      apiRequest(`${keyDatesPath}/${type}`, { method: 'DELETE', schema: KeyDateTemplateDto }),
    onSuccess,
  });
}
