import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DocumentActivityDto,
  DocumentDto,
  DocumentPage,
  type UpdateDocumentInput,
} from '@threshold/domain/documents/document.contract';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { api, apiRequest } from '@/lib/api-client';
import { config } from '@/lib/env';
import { uploadFile } from '@/lib/upload-file';
import { useFilteredPages } from '@/lib/use-filtered-pages';
import { versionHeaders } from '@/lib/versioned-mutation';
import { documentsKeys } from './documents-keys';

/** Keyset pages of the filtered document list (`params` = the API query of the URL state). */
export function useDocumentList(params: URLSearchParams) {
  return useFilteredPages(documentsKeys.list(params.toString()), '/api/documents', params, DocumentPage);
}

export function useDocument(id: string) {
  return useQuery({
    queryKey: documentsKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/documents/${id}`, { schema: DocumentDto, signal }),
  });
}

export function useDocumentActivity(id: string) {
  return useQuery({
    queryKey: documentsKeys.activity(id),
    queryFn: ({ signal }) =>
      api.get(`/api/documents/${id}/activity`, { schema: DocumentActivityDto, signal }),
  });
}

/** Deals the caller can file on (the newest 100 in scope), for the upload and move dialogs. */
export function useDealOptions(enabled: boolean) {
  return useQuery({
    queryKey: documentsKeys.deals,
    enabled,
    queryFn: ({ signal }) =>
      api.get('/api/transactions', { schema: TransactionPage, signal, query: { limit: 100 } }),
    select: (page) => page.items.map((d) => ({ id: d.id, name: d.title })),
  });
}

/** The URL of a document's file (an authorized route; never a storage URL). */
export const documentFileUrl = (id: string, options: { version?: number; inline?: boolean } = {}) => {
  const query = new URLSearchParams();
  if (options.version) query.set('version', String(options.version));
  query.set('disposition', options.inline ? 'inline' : 'attachment');
  return `${config.apiUrl}/api/documents/${id}/content?${query.toString()}`;
};

export interface UploadTarget {
  name: string;
  document_type: string;
  transaction_id?: string | undefined;
  contact_id?: string | undefined;
  folder?: string | undefined;
  shared_with_clients?: boolean | undefined;
}

/** Uploads a file to an upload path (below) with progress; answers the document. */
export const uploadDocumentFile = (
  path: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
) => uploadFile(path, file, DocumentDto, onProgress);

export function uploadPath(target: UploadTarget, filename: string) {
  const query = new URLSearchParams({ name: target.name, document_type: target.document_type, filename });
  if (target.transaction_id) query.set('transaction_id', target.transaction_id);
  if (target.contact_id) query.set('contact_id', target.contact_id);
  if (target.transaction_id && target.folder) query.set('folder', target.folder);
  if (target.shared_with_clients) query.set('shared_with_clients', 'true');
  return `${config.apiUrl}/api/documents?${query.toString()}`;
}

export const versionPath = (id: string, filename: string) =>
  `${config.apiUrl}/api/documents/${id}/versions?${new URLSearchParams({ filename }).toString()}`;

export function useDocumentWrites() {
  const queryClient = useQueryClient();
  const saved = async (next?: DocumentDto) => {
    if (next) queryClient.setQueryData(documentsKeys.detail(next.id), next);
    await queryClient.invalidateQueries({ queryKey: documentsKeys.all });
  };
  return {
    update: useMutation({
      mutationFn: ({ doc, input }: { doc: DocumentDto; input: UpdateDocumentInput }) =>
        api.patch(`/api/documents/${doc.id}`, input, {
          schema: DocumentDto,
          headers: versionHeaders(doc.version),
        }),
      onSuccess: saved,
    }),
    remove: useMutation({
      mutationFn: (doc: DocumentDto) =>
        apiRequest(`/api/documents/${doc.id}`, { method: 'DELETE', headers: versionHeaders(doc.version) }),
      onSuccess: () => saved(),
    }),
    restore: useMutation({
      mutationFn: (doc: DocumentDto) =>
        api.post(`/api/documents/${doc.id}/restore`, {}, { schema: DocumentDto }),
      onSuccess: saved,
    }),
    uploaded: saved,
  };
}
