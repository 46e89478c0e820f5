import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AddParticipantOutput,
  type AddParticipantInput,
} from '@threshold/domain/transactions/add-participant.contract';
import { ParticipantDto, ParticipantList } from '@threshold/domain/transactions/list-participants.contract';
import {
  RemoveParticipantOutput,
  UpdateParticipantOutput,
  type UpdateParticipantInput,
} from '@threshold/domain/transactions/update-participant.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useVersionedMutation, versionHeaders } from '@/lib/versioned-mutation';
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

/**
 * Edits of one participant, conditional on the version the form was opened with (issue 19): a 409
 * keeps the input in `conflict`. `participant` null (the dialog adds someone): nothing to edit.
 */
export function useVersionedParticipantEdit(id: string, participant: ParticipantDto | null) {
  const invalidate = useInvalidateDeal(id);
  return useVersionedMutation({
    version: participant?.version ?? 1,
    recordSchema: ParticipantDto,
    send: (input: UpdateParticipantInput, headers) => {
      if (!participant) throw new Error('No participant to edit');
      return api.patch(`${dealPath(id)}/participants/${participant.id}`, input, {
        schema: UpdateParticipantOutput,
        headers,
      });
    },
    versionOf: (output) => (output.outcome === 'applied' ? output.participant.version : undefined),
    onSaved: () => invalidate(),
    onDiscard: () => invalidate(),
  });
}

/** Removes a participant as the list showed them (If-Match: their version); a 409 refreshes the list. */
export function useRemoveParticipant(id: string) {
  const invalidate = useInvalidateDeal(id);
  return useMutation({
    mutationFn: (participant: Pick<ParticipantDto, 'id' | 'version'>) =>
      apiRequest(`${dealPath(id)}/participants/${participant.id}`, {
        method: 'DELETE',
        schema: RemoveParticipantOutput,
        headers: versionHeaders(participant.version),
      }),
    onSettled: () => invalidate(),
  });
}
