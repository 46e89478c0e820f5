import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ChecklistTemplateDto,
  ChecklistTemplateList,
  type ReplaceChecklistTemplateInput,
} from '@threshold/domain/transactions/checklistTemplates.contract';
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
