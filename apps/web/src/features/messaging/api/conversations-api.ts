import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConversationDto,
  ConversationPage,
  type CreateConversationInput,
} from '@threshold/domain/messaging/conversation.contract';
import {
  MessageAttachmentDto,
  MessageDto,
  MessagePage,
  type SendMessageInput,
} from '@threshold/domain/messaging/message.contract';
import { api, apiRequest } from '@/lib/api-client';
import { useRealtimeInvalidation } from '@/lib/realtime';
import { uploadFile } from '@/lib/upload-file';
import { versionHeaders } from '@/lib/versioned-mutation';
import { messagingKeys } from './messaging-keys';

const LIVE_MESSAGES = { resource: 'messages' } as const;
const LIVE_CONVERSATIONS = { resource: 'conversations' } as const;

export function useConversations() {
  const keys = () => [messagingKeys.conversations()];
  useRealtimeInvalidation(LIVE_MESSAGES, keys);
  useRealtimeInvalidation(LIVE_CONVERSATIONS, keys);
  return useQuery({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ signal }) =>
      api.get('/api/conversations', { schema: ConversationPage, signal, query: { limit: 100 } }),
  });
}

/** One conversation; live: its people and guests change under it. */
export function useConversation(id: string) {
  useRealtimeInvalidation({ resource: 'conversations', filter: { column: 'conversation_id', value: id } }, () => [
    messagingKeys.conversation(id),
  ]);
  return useQuery({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => api.get(`/api/conversations/${id}`, { schema: ConversationDto, signal }),
  });
}

/** Newest page first; fetchNextPage loads older messages. Live: any change in this conversation refetches. */
export function useMessages(conversationId: string) {
  useRealtimeInvalidation(
    { resource: 'messages', filter: { column: 'conversation_id', value: conversationId } },
    () => [messagingKeys.messages(conversationId)],
  );
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/conversations/${conversationId}/messages`, {
        schema: MessagePage,
        signal,
        query: { limit: 50, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

function useRefreshConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  };
}

export function useSendMessage(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: (input: Omit<SendMessageInput, 'attachment_ids'> & { attachment_ids?: string[] }) =>
      api.post(`/api/conversations/${conversationId}/messages`, input, { schema: MessageDto }),
    onSuccess: refresh,
  });
}

export function useEditMessage(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: ({ message, body }: { message: MessageDto; body: string }) =>
      api.patch(
        `/api/conversations/${conversationId}/messages/${message.id}`,
        { body, mentions: message.mentions.map((m) => m.id) },
        { schema: MessageDto, headers: versionHeaders(message.version) },
      ),
    onSuccess: refresh,
  });
}

export function useDeleteMessage(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest(`/api/conversations/${conversationId}/messages/${messageId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useToggleReaction(conversationId: string) {
  const refresh = useRefreshConversation(conversationId);
  return useMutation({
    mutationFn: ({ messageId, emoji, mine }: { messageId: string; emoji: string; mine: boolean }) => {
      const path = `/api/conversations/${conversationId}/messages/${messageId}/reactions`;
      return mine
        ? apiRequest(`${path}/${encodeURIComponent(emoji)}`, { method: 'DELETE' })
        : api.post(path, { emoji });
    },
    onSuccess: refresh,
  });
}

export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.post(
        `/api/conversations/${conversationId}/read`,
        { message_id: messageId },
        { schema: ConversationDto },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateConversationInput) =>
      api.post('/api/conversations', input, { schema: ConversationDto }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
  });
}

/** Uploads one file to send with the next message, reporting progress. */
export function uploadMessageAttachment(
  conversationId: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
) {
  const query = new URLSearchParams({ filename: file.name.slice(0, 200) || 'file' });
  return uploadFile(
    `/api/conversations/${conversationId}/attachments?${query}`,
    file,
    MessageAttachmentDto,
    onProgress,
  );
}
