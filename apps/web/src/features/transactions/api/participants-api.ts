import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AddParticipantOutput,
  type AddParticipantInput,
} from '@threshold/domain/transactions/addParticipant.contract';
import { ParticipantList } from '@threshold/domain/transactions/listParticipants.contract';
import {
  RemoveParticipantOutput,
  UpdateParticipantOutput,
  type UpdateParticipantInput,
} from '@threshold/domain/transactions/updateParticipant.contract';
import { api, apiRequest } from '@/lib/api-client';
import { dealPath, useInvalidateDeal } from './deal-api';
import { transactionKeys } from './transaction-keys';

export function useParticipants(id: string) {
  return useQuery({
    queryKey: transactionKeys.part(id, 'participants'),
    queryFn: ({ signal }) => api.get(`${dealPath(id)}/participants`, { schema: ParticipantList, signal }),
  });
}

export function useAddParticipant(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (input: Partial<AddParticipantInput>) =>
      api.post(`${dealPath(id)}/participants`, input, { schema: AddParticipantOutput }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateParticipant(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: ({ participantId, input }: { participantId: string; input: UpdateParticipantInput }) =>
      api.patch(`${dealPath(id)}/participants/${participantId}`, input, { schema: UpdateParticipantOutput }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveParticipant(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (participantId: string) =>
      apiRequest(`${dealPath(id)}/participants/${participantId}`, {
        method: 'DELETE',
        schema: RemoveParticipantOutput,
      }),
    onSuccess: () => invalidate(),
  });
}
