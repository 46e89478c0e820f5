import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ChecklistTemplateDto,
  ChecklistTemplateList,
  type ReplaceChecklistTemplateInput,
} from '@threshold/domain/transactions/checklist-templates.contract';
import {
  KeyDateTemplateDto,
  KeyDateTemplateList,
  type ReplaceKeyDateTemplateInput,
} from '@threshold/domain/transactions/key-date-templates.contract';
import type { TransactionType } from '@threshold/domain/transactions/transaction-enums';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation, versionHeaders } from '@/lib/versioned-mutation';
import { transactionKeys } from './transaction-keys';

const templatesPath = '/api/checklist-templates';
type TemplateList = z.infer<typeof ChecklistTemplateList>;

/** Every type and side's template: the organization's own, or the built-in default. */
export function useChecklistTemplates() {
  return useQuery({
    queryKey: transactionKeys.checklistTemplates(),
    queryFn: ({ signal }) => api.get(templatesPath, { schema: ChecklistTemplateList, signal }),
  });
}

/**
 * Replaces a template's name and items (for deals created from now on), based on the version the
 * editor was opened with (issue 19): a 409 keeps the input in `conflict` (ADR 0084, 0093).
 */
export function useVersionedChecklistTemplateEdit(template: ChecklistTemplateDto) {
  const queryClient = useQueryClient();
  const store = (saved: ChecklistTemplateDto) =>
    queryClient.setQueryData<TemplateList>(transactionKeys.checklistTemplates(), (list) =>
      list
        ? { items: list.items.map((t) => (t.type === saved.type && t.side === saved.side ? saved : t)) }
        : list,
    );
  return useVersionedMutation({
    version: template.version,
    recordSchema: ChecklistTemplateDto,
    send: (input: ReplaceChecklistTemplateInput, headers) =>
      apiRequest(`${templatesPath}/${template.type}/${template.side}`, {
        method: 'PUT',
        body: input,
        schema: ChecklistTemplateDto,
        headers,
      }),
    versionOf: (saved) => saved.version,
    onSaved: store,
    onDiscard: store,
  });
}

const keyDatesPath = '/api/key-date-templates';
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

/** Replaces a type's key dates (for deals created from now on), based on the version the editor was opened with. */
export function useVersionedKeyDateTemplateEdit(template: KeyDateTemplateDto) {
  const store = useKeyDateSetUpdate();
  return useVersionedMutation({
    version: template.version,
    recordSchema: KeyDateTemplateDto,
    send: (input: ReplaceKeyDateTemplateInput, headers) =>
      apiRequest(`${keyDatesPath}/${template.type}`, {
        method: 'PUT',
        body: input,
        schema: KeyDateTemplateDto,
        headers,
      }),
    versionOf: (saved) => saved.version,
    onSaved: store,
    onDiscard: store,
  });
}

/**
 * Returns a type to the built-in key dates (one click): sent with the version the user saw; a 409
 * STALE_VERSION is the caller's to report (staleActionMessage), then the sets are fetched again.
 */
export function useResetKeyDateTemplate() {
  const queryClient = useQueryClient();
  const onSuccess = useKeyDateSetUpdate();
  return useMutation({
    mutationFn: ({ type, version }: { type: TransactionType; version: number }) =>
      apiRequest(`${keyDatesPath}/${type}`, {
        method: 'DELETE',
        schema: KeyDateTemplateDto,
        headers: versionHeaders(version),
      }),
    onSuccess,
    onError: () => queryClient.invalidateQueries({ queryKey: transactionKeys.keyDateTemplates() }),
  });
}
