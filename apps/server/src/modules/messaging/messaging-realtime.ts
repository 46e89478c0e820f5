import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import type { RealtimeAuthorizer } from '../../platform/realtime/realtime-hub';
import { isInConversation } from './conversations.repository';
import { namesOf } from './messages.repository';

/** Message and conversation events reach only the people in the conversation (ADR 0119). */
export function conversationRealtimeAuthorizer(db: Db): RealtimeAuthorizer {
  return async (actor: Actor, event: RealtimeEventDto) => {
    const conversationId = event.data.conversation_id;
    if (typeof conversationId !== 'string') return null;
    return (await isInConversation(db, actor.userId, conversationId)) ? event : null;
  };
}

/** A conversation's presence room: the people in it. */
export function conversationRoomAuthorizer(db: Db) {
  return (actor: Actor, id: string): Promise<boolean> => isInConversation(db, actor.userId, id);
}

/** Names shown beside presence avatars. */
export function presenceNames(db: Db) {
  return async (userId: string) => {
    const [row] = await namesOf(db, [userId]);
    return { first_name: row?.firstName ?? null, last_name: row?.lastName ?? null };
  };
}
