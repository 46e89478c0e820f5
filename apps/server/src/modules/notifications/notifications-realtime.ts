import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../../platform/authz/actor';

/** A notification reaches only its recipient (ADR 0168). */
export async function notificationRealtimeAuthorizer(actor: Actor, event: RealtimeEventDto) {
  return event.data.user_id === actor.userId ? event : null;
}
