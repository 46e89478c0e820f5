import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConversationGuestDto,
  type InviteGuestInput,
} from '@threshold/domain/messaging/conversation-guest.contract';
import { api, apiRequest } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** Invite and remove a deal conversation's outside guests (ADR 0169). */
export function useGuestActions(conversationId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
  return {
    invite: useMutation({
      mutationFn: (input: InviteGuestInput) =>
        api.post(`/api/conversations/${conversationId}/guests`, input, { schema: ConversationGuestDto }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (guestId: string) =>
        apiRequest(`/api/conversations/${conversationId}/guests/${guestId}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
