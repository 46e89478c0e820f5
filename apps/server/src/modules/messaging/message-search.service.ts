import type {
  MessageSearchPage,
  SearchMessagesQuery,
} from '@threshold/domain/messaging/message-search.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { findConversationRowsByIds } from './conversations.repository';
import { loadConversation, withPeople } from './conversations.service';
import { findMessageMatches } from './message-search.repository';

const CURSOR_TAG = 'message-search';

/**
 * Search across the caller's conversations, or within one (404 when the caller is not in it).
 * Each hit names its conversation as the conversation list does.
 */
export async function searchMessages(
  db: Db,
  actor: Actor,
  query: SearchMessagesQuery,
): Promise<MessageSearchPage> {
  if (query.conversation_id) await loadConversation(db, actor, query.conversation_id);
  const before = query.cursor ? decodeTimeCursor(query.cursor, CURSOR_TAG) : undefined;
  const rows = await findMessageMatches(db, actor.userId, {
    term: query.q,
    conversationId: query.conversation_id,
    limit: query.limit + 1,
    before,
  });
  const page = rows.slice(0, query.limit);
  const conversationIds = [...new Set(page.map((r) => r.conversationId))];
  const conversations = new Map(
    (
      await withPeople(db, await findConversationRowsByIds(db, actor.userId, conversationIds), actor.userId)
    ).map((c) => [c.id, c] as const),
  );
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => {
      const conversation = conversations.get(row.conversationId);
      if (!conversation) return [];
      return [
        {
          message_id: row.id,
          conversation_id: row.conversationId,
          conversation_title: conversation.title,
          conversation_kind: conversation.kind,
          author: { id: row.authorId, first_name: row.authorFirstName, last_name: row.authorLastName },
          body: row.body,
          created_at: row.createdAt.toISOString(),
        },
      ];
    }),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([CURSOR_TAG, last.createdText, last.id]) : null,
  };
}
