import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DocumentDto } from '@threshold/domain/documents/document.contract';
import {
  MergePreviewDto,
  TemplateDto,
  TemplatePage,
  type GenerateDocumentInput,
  type UpdateTemplateInput,
} from '@threshold/domain/templates/template.contract';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { api } from '@/lib/api-client';
import { config } from '@/lib/env';
import { uploadFile } from '@/lib/upload-file';
import { versionHeaders } from '@/lib/versioned-mutation';

export const templatesKeys = {
  all: ['templates'] as const,
  list: (params: string) => ['templates', 'list', params] as const,
  detail: (id: string) => ['templates', 'detail', id] as const,
  preview: (id: string, dealId: string) => ['templates', 'detail', id, 'preview', dealId] as const,
  deals: ['templates', 'deal-options'] as const,
};

export function useTemplateList(params: { category?: string; deal_type?: string } = {}) {
  return useQuery({
    queryKey: templatesKeys.list(JSON.stringify(params)),
    queryFn: ({ signal }) =>
      api.get('/api/templates', { schema: TemplatePage, signal, query: { ...params, limit: 100 } }),
  });
}

export function useTemplate(id: string) {
  return useQuery({
    queryKey: templatesKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/templates/${id}`, { schema: TemplateDto, signal }),
  });
}

export const templateFileUrl = (id: string) => `${config.apiUrl}/api/templates/${id}/content`;

export function createTemplateUpload(
  file: File,
  meta: { name: string; category: string; deal_type?: string },
  onProgress: (sent: number, total: number) => void,
) {
  const query = new URLSearchParams({ name: meta.name, category: meta.category });
  if (meta.deal_type) query.set('deal_type', meta.deal_type);
  return uploadFile(`${config.apiUrl}/api/templates?${query.toString()}`, file, TemplateDto, onProgress);
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, input }: { template: TemplateDto; input: UpdateTemplateInput }) =>
      api.patch(`/api/templates/${template.id}`, input, {
        schema: TemplateDto,
        headers: versionHeaders(template.version),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(templatesKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['templates', 'list'] });
    },
  });
}

/** Deals the caller can generate for (the newest 100 in scope). */
export function useDealChoices() {
  return useQuery({
    queryKey: templatesKeys.deals,
    queryFn: ({ signal }) =>
      api.get('/api/transactions', { schema: TransactionPage, signal, query: { limit: 100 } }),
    select: (page) => page.items.map((d) => ({ id: d.id, name: d.title })),
  });
}

export function useMergePreview(id: string, dealId: string) {
  return useQuery({
    queryKey: templatesKeys.preview(id, dealId),
    enabled: Boolean(id && dealId),
    queryFn: ({ signal }) =>
      api.get(`/api/templates/${id}/merge-preview`, {
        schema: MergePreviewDto,
        signal,
        query: { transaction_id: dealId },
      }),
  });
}

export function useGenerateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: GenerateDocumentInput }) =>
      api.post(`/api/templates/${id}/generate`, input, { schema: DocumentDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }),
  });
}
