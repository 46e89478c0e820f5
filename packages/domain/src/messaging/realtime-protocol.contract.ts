import { z } from 'zod';

/** Resources a client may subscribe to over /api/realtime (ADR 0118). */
export const REALTIME_RESOURCES = [
  'transactions',
  'conversations',
  'messages',
  'calendar_reminders',
  'notifications',
  'contacts',
] as const;
export const RealtimeResource = z.enum(REALTIME_RESOURCES);
export type RealtimeResource = z.infer<typeof RealtimeResource>;

export const REALTIME_ACTIONS = ['insert', 'update', 'delete'] as const;
export const RealtimeAction = z.enum(REALTIME_ACTIONS);
export type RealtimeAction = z.infer<typeof RealtimeAction>;

/** At most this many subscriptions per socket; one more is refused with an error message. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** Events kept in the outbox for resuming clients. */
export const REALTIME_OUTBOX_RETENTION_HOURS = 24;

const SubscriptionId = z.string().min(1).max(40);

/** Presence rooms: who is viewing a deal, listing, contact or conversation now, and who is typing in it. */
export const PRESENCE_ROOM_KINDS = ['deal', 'listing', 'contact', 'conversation'] as const;
export type PresenceRoomKind = (typeof PRESENCE_ROOM_KINDS)[number];
export const PresenceRoom = z
  .string()
  .regex(
    /^(deal|listing|contact|conversation):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'Not a room',
  );
/** At most this many presence rooms per socket. */
export const MAX_ROOMS_PER_SOCKET = 10;
/** A row filter `column=value` on one of the event's key columns (e.g. conversation_id). */
export const RealtimeFilter = z.object({
  column: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/),
  value: z.string().min(1).max(200),
});

export const RealtimeClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    id: SubscriptionId,
    resource: RealtimeResource,
    actions: z.array(RealtimeAction).min(1).max(3).optional(),
    filter: RealtimeFilter.optional(),
    /** Resume: also send this subscription's events with a larger id still in the outbox. */
    after: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), id: SubscriptionId }),
  z.object({ type: z.literal('join'), room: PresenceRoom }),
  z.object({ type: z.literal('leave'), room: PresenceRoom }),
  z.object({ type: z.literal('typing'), room: PresenceRoom }),
  z.object({ type: z.literal('ping') }),
  /** The tab is in use (`active`) or hidden / idle (`away`): the person's status (ADR 0170). */
  z.object({ type: z.literal('status'), state: z.enum(['active', 'away']) }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessage>;

/** One change, as the subscriber may see it: ids, key columns and the changed fields they may read. */
export const RealtimeEventDto = z.object({
  id: z.number().int(),
  resource: RealtimeResource,
  action: RealtimeAction,
  record_id: z.string(),
  /** Key columns (e.g. conversation_id) and the values of changed fields the subscriber may read. */
  data: z.record(z.string(), z.unknown()),
  /** Names of the changed fields the subscriber may read. */
  changed: z.array(z.string()),
  at: z.string(),
});
export type RealtimeEventDto = z.infer<typeof RealtimeEventDto>;

export interface PresencePerson {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
}

export type RealtimeServerMessage =
  | { type: 'ready'; user_id: string }
  | { type: 'subscribed'; id: string }
  | { type: 'unsubscribed'; id: string }
  | { type: 'event'; subscription: string; event: RealtimeEventDto }
  | { type: 'presence'; room: string; users: PresencePerson[] }
  | { type: 'typing'; room: string; user_id: string }
  | { type: 'heartbeat' }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string; id?: string };
