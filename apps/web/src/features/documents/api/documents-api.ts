import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DocumentActivityDto,
  DocumentDto,
  DocumentPage,
  type UpdateDocumentInput,
} from '@threshold/domain/documents/document.contract';
import { TransactionPage } from '@threshold/domain/transactions/list-transactions.contract';
import { api, apiRequest } from '@/lib/api-client';
import { ApiError, networkError, toApiError } from '@/lib/api-error';
import { config } from '@/lib/env';
import { versionHeaders } from '@/lib/versioned-mutation';
import { documentsKeys } from './documents-keys';

export const PAGE_SIZE = 25;

/** Keyset pages of the filtered document list (`params` = the API query of the URL state). */
export function useDocumentList(params: URLSearchParams) {
  return useInfiniteQuery({
    queryKey: documentsKeys.list(params.toString()),
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams(params);
      page.set('limit', String(PAGE_SIZE));
      if (pageParam) page.set('cursor', pageParam);
      return api.get(`/api/documents?${page.toString()}`, { schema: DocumentPage, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
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
    queryFn: ({ signal }) => api.get(`/api/documents/${id}/activity`, { schema: DocumentActivityDto, signal }),
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
  folder?: string | undefined;
  shared_with_clients?: boolean | undefined;
}

/**
 * Sends a file as the request body (the API streams it to storage) with XMLHttpRequest, the one
 * browser API that reports upload progress. Answers the document or rejects with an ApiError.
 */
export function uploadFile(path: string, file: File, onProgress: (sent: number, total: number) => void) {
  return new Promise<DocumentDto>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = DocumentDto.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', 'The server sent an unexpected answer.'));
        return;
      }
      reject(toApiError(xhr.status, body));
    };
    xhr.send(file);
  });
}

export function uploadPath(target: UploadTarget, filename: string) {
  const query = new URLSearchParams({ name: target.name, document_type: target.document_type, filename });
  if (target.transaction_id) query.set('transaction_id', target.transaction_id);
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
        api.patch(`/api/documents/${doc.id}`, input, { schema: DocumentDto, headers: versionHeaders(doc.version) }),
      onSuccess: saved,
    }),
    remove: useMutation({
      mutationFn: (doc: DocumentDto) =>
        apiRequest(`/api/documents/${doc.id}`, { method: 'DELETE', headers: versionHeaders(doc.version) }),
      onSuccess: () => saved(),
    }),
    restore: useMutation({
      mutationFn: (doc: DocumentDto) => api.post(`/api/documents/${doc.id}/restore`, {}, { schema: DocumentDto }),
      onSuccess: saved,
    }),
    uploaded: saved,
  };
}
