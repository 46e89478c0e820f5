import type {
  RealtimeAction,
  RealtimeEventDto,
  RealtimeResource,
  RealtimeServerMessage,
} from '@threshold/domain/messaging/realtime-protocol.contract';
import type { PresenceMember } from './presence-rooms';

/** The hub's sockets (ADR 0118): where messages go, what each subscribed to, who is on it. */

export interface RealtimeSink {
  /** A message, or one already serialized (an event shared by many sockets is serialized once). */
  send(message: RealtimeServerMessage | string): void;
  close(code: number, reason: string): void;
}

export interface RealtimeConnection {
  receive(raw: string): void;
  disconnect(): void;
}

export interface Subscription {
  id: string;
  resource: RealtimeResource;
  actions: ReadonlySet<RealtimeAction>;
  filter?: { column: string; value: string };
  lastSentId: number;
}

/**
 * Someone on a socket who is not a signed-in user: an outside guest of one conversation (ADR 0169).
 * Their own rule decides every event (the resources' authorizers are for users); no presence rooms.
 */
export interface RealtimeSubscriber {
  /** Unique per person (verdicts are cached per event and key), e.g. `guest:<id>`. */
  key: string;
  authorize(event: RealtimeEventDto): Promise<RealtimeEventDto | null>;
  /** Whether their session still stands; undefined when it could not be told (tried again later). */
  stillValid(): Promise<boolean | undefined>;
}

export interface Connection extends RealtimeSubscriber {
  /** Signed-in users only: the presence rooms they are in. */
  presence: PresenceMember | null;
  sink: RealtimeSink;
  subscriptions: Map<string, Subscription>;
  /** Events are authorized and sent one after another per socket, so they arrive in id order. */
  queue: Promise<void>;
}
