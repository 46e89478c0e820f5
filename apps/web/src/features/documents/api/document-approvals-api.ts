import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApproverCandidatesDto,
  DocumentApprovalsDto,
  type DecideApprovalInput,
  type RequestApprovalInput,
} from '@threshold/domain/documents/document-approval.contract';
import { api } from '@/lib/api-client';
import { documentsKeys } from './documents-keys';

/** The approval requests of a document and its approval state (ADR 0165). */
export function useDocumentApprovals(id: string) {
  return useQuery({
    queryKey: documentsKeys.approvals(id),
    queryFn: ({ signal }) =>
      api.get(`/api/documents/${id}/approvals`, { schema: DocumentApprovalsDto, signal }),
  });
}

/** Who may be asked to approve the document (loaded when the request dialog opens). */
export function useApproverCandidates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentsKeys.approvers(id),
    enabled,
    queryFn: ({ signal }) =>
      api.get(`/api/documents/${id}/approvers`, { schema: ApproverCandidatesDto, signal }),
  });
}

/** Ask, decide, cancel; each refreshes every document list and page (state badges, waiting for me). */
export function useApprovalWrites(id: string) {
  const queryClient = useQueryClient();
  const saved = async (next: DocumentApprovalsDto) => {
    queryClient.setQueryData(documentsKeys.approvals(id), next);
    await queryClient.invalidateQueries({ queryKey: documentsKeys.all });
  };
  const path = `/api/documents/${id}/approvals`;
  return {
    request: useMutation({
      mutationFn: (input: RequestApprovalInput) => api.post(path, input, { schema: DocumentApprovalsDto }),
      onSuccess: saved,
    }),
    decide: useMutation({
      mutationFn: ({ approvalId, input }: { approvalId: string; input: DecideApprovalInput }) =>
        api.post(`${path}/${approvalId}/decide`, input, { schema: DocumentApprovalsDto }),
      onSuccess: saved,
    }),
    cancel: useMutation({
      mutationFn: (approvalId: string) =>
        api.post(`${path}/${approvalId}/cancel`, {}, { schema: DocumentApprovalsDto }),
      onSuccess: saved,
    }),
  };
}
