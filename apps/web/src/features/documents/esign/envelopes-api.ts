import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EnvelopeDto,
  EnvelopeList,
  SigningLinkDto,
  type UpdateEnvelopeInput,
} from '@threshold/domain/envelopes/envelope.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';

export const envelopeKeys = {
  all: ['envelopes'] as const,
  ofDocument: (documentId: string) => ['envelopes', 'document', documentId] as const,
  detail: (id: string) => ['envelopes', 'detail', id] as const,
};

export function useDocumentEnvelopes(documentId: string) {
  return useQuery({
    queryKey: envelopeKeys.ofDocument(documentId),
    queryFn: ({ signal }) =>
      api.get('/api/envelopes', { schema: EnvelopeList, signal, query: { document_id: documentId } }),
  });
}

export function useEnvelope(id: string) {
  return useQuery({
    queryKey: envelopeKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/envelopes/${id}`, { schema: EnvelopeDto, signal }),
  });
}

/** Every envelope write; each answers the envelope as it is now and refreshes the lists. */
export function useEnvelopeWrites() {
  const queryClient = useQueryClient();
  const saved = async (next: EnvelopeDto) => {
    queryClient.setQueryData(envelopeKeys.detail(next.id), next);
    await queryClient.invalidateQueries({ queryKey: envelopeKeys.all });
  };
  const post = (path: string, body: object, version?: number) =>
    api.post(path, body, { schema: EnvelopeDto, headers: version ? versionHeaders(version) : {} });
  return {
    create: useMutation({
      mutationFn: (documentId: string) => post('/api/envelopes', { document_id: documentId }),
      onSuccess: saved,
    }),
    update: useMutation({
      mutationFn: ({ envelope, input }: { envelope: EnvelopeDto; input: UpdateEnvelopeInput }) =>
        api.patch(`/api/envelopes/${envelope.id}`, input, {
          schema: EnvelopeDto,
          headers: versionHeaders(envelope.version),
        }),
      onSuccess: saved,
    }),
    send: useMutation({
      mutationFn: (envelope: EnvelopeDto) => post(`/api/envelopes/${envelope.id}/send`, {}, envelope.version),
      onSuccess: saved,
    }),
    void: useMutation({
      mutationFn: ({ envelope, reason }: { envelope: EnvelopeDto; reason: string }) =>
        post(`/api/envelopes/${envelope.id}/void`, { reason }, envelope.version),
      onSuccess: saved,
    }),
    remind: useMutation({
      mutationFn: (envelope: EnvelopeDto) => post(`/api/envelopes/${envelope.id}/remind`, {}),
      onSuccess: saved,
    }),
    resend: useMutation({
      mutationFn: ({ envelope, recipientId }: { envelope: EnvelopeDto; recipientId: string }) =>
        post(`/api/envelopes/${envelope.id}/recipients/${recipientId}/resend`, {}),
      onSuccess: saved,
    }),
    signInApp: useMutation({
      mutationFn: (envelope: EnvelopeDto) =>
        api.post(`/api/envelopes/${envelope.id}/sign-in-app`, {}, { schema: SigningLinkDto }),
    }),
  };
}
