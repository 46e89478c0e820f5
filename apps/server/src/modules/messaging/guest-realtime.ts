import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { RealtimeSubscriber } from '../../platform/realtime/realtime-connection';
import type { GuestRow } from './conversation-guests.repository';
import { guestOfSession } from './guest-access.service';

/**
 * A guest's socket (ADR 0169): message events of their one conversation and nothing else; it closes
 * with the next heartbeat once they are removed or their session ends.
 */
export function guestSubscriber(db: Db, guest: GuestRow, secret: string): RealtimeSubscriber {
  return {
    key: `guest:${guest.id}`,
    authorize: async (event: RealtimeEventDto) =>
      event.resource === 'messages' && event.data.conversation_id === guest.conversationId ? event : null,
    stillValid: async () => {
      try {
        return (await guestOfSession(db, secret)).id === guest.id;
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return false;
        return undefined;
      }
    },
  };
}
