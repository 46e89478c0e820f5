import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Actor } from '../../../platform/authz/actor';

/** An in-app reminder reaches only the person it is for (ADR 0138). */
export async function reminderRealtimeAuthorizer(actor: Actor, event: RealtimeEventDto) {
  return event.data.user_id === actor.userId ? event : null;
}
