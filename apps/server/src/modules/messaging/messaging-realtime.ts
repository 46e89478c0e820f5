import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import type { RealtimeAuthorizer } from '../../platform/realtime/realtime-hub';
import { isInConversation } from './conversations.repository';

/** Message and conversation events reach only the people in the conversation (ADR 0119). */
export function conversationRealtimeAuthorizer(db: Db): RealtimeAuthorizer {
  return async (actor: Actor, event: RealtimeEventDto) => {
    const conversationId = event.data.conversation_id;
    if (typeof conversationId !== 'string') return null;
    return (await isInConversation(db, actor.userId, conversationId)) ? event : null;
  };
}
