import { UNREAD_MESSAGES_KEY } from '@/lib/unread-messages';

/** Query keys of messaging; the unread counts sit apart so the navigation badge refreshes alone. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
  messages: (id: string) => [...messagingKeys.all, 'messages', id] as const,
  unread: () => UNREAD_MESSAGES_KEY,
  search: (q: string, conversationId?: string) =>
    [...messagingKeys.all, 'search', q, conversationId ?? null] as const,
};
