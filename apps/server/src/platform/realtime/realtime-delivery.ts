import type {
  RealtimeAction,
  RealtimeEventDto,
  RealtimeResource,
  RealtimeServerMessage,
} from '@threshold/domain/messaging/realtime-protocol.contract';
import type { Logger } from '../logger';
import type { Connection, Subscription } from './realtime-connection';
import type { RealtimeEventRow } from './realtime-events.repository';

export const toEventDto = (row: RealtimeEventRow): RealtimeEventDto => ({
  id: row.id,
  resource: row.resource as RealtimeResource,
  action: row.action as RealtimeAction,
  record_id: row.recordId,
  data: row.data,
  changed: row.changed,
  at: row.createdAt.toISOString(),
});

/**
 * How events reach sockets (ADR 0118): per socket one after another, in id order (its queue); each
 * event authorized once per person and serialized once per subscription; replays and live events
 * through the same queue.
 */
export function createDelivery(logger: Logger) {
  function matches(subscription: Subscription, event: RealtimeEventDto): boolean {
    return subscription.resource === event.resource && subscription.actions.has(event.action);
  }

  function passesFilter(subscription: Subscription, event: RealtimeEventDto): boolean {
    if (!subscription.filter) return true;
    const value = event.data[subscription.filter.column];
    return value !== undefined && value !== null && String(value) === subscription.filter.value;
  }

  /** Per dispatch: each event's verdict per person (their sockets share it). */
  type Verdicts = Map<string, Promise<RealtimeEventDto | null>>;
  /** Per dispatch: each event as a subscriber sees it, serialized once per subscription id. */
  type Texts = Map<RealtimeEventDto, Map<string, string>>;

  function serializedOnce(texts: Texts, event: RealtimeEventDto, subscription: string): string {
    let bySubscription = texts.get(event);
    if (!bySubscription) texts.set(event, (bySubscription = new Map()));
    let text = bySubscription.get(subscription);
    if (text === undefined) {
      text = JSON.stringify({ type: 'event', subscription, event } satisfies RealtimeServerMessage);
      bySubscription.set(subscription, text);
    }
    return text;
  }

  /** One authorization per person and event, however many tabs (sockets) they have open. */
  function authorize(connection: Connection, event: RealtimeEventDto, verdicts: Verdicts) {
    const key = `${event.id}:${connection.key}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = connection.authorize(event).catch(failClosed);
      verdicts.set(key, verdict);
    }
    return verdict;
  }

  /**
   * Queues events (or a replay to load) for one socket: each is authorized once per person and sent
   * to the socket's matching subscriptions (`only`: just that one, for a replay).
   */
  function deliver(
    connection: Connection,
    source: RealtimeEventDto[] | (() => Promise<RealtimeEventDto[]>),
    only?: Subscription,
    verdicts: Verdicts = new Map(),
    texts: Texts = new Map(),
  ) {
    connection.queue = connection.queue.then(async () => {
      const events = typeof source === 'function' ? await source().catch(replayFailed) : source;
      for (const event of events) {
        const targets = only ? [only] : [...connection.subscriptions.values()];
        const interested = targets.filter((s) => matches(s, event) && event.id > s.lastSentId);
        if (interested.length === 0) continue;
        const visible = await authorize(connection, event, verdicts);
        if (!visible) continue;
        for (const subscription of interested) {
          if (!connection.subscriptions.has(subscription.id) || !passesFilter(subscription, visible))
            continue;
          subscription.lastSentId = event.id;
          connection.sink.send(serializedOnce(texts, visible, subscription.id));
        }
      }
    });
  }

  const replayFailed = (error: unknown): RealtimeEventDto[] => {
    logger.warn({ err: error }, 'realtime replay failed');
    return [];
  };
  const failClosed = (error: unknown): null => {
    logger.warn({ err: error }, 'realtime authorizer failed; event not sent');
    return null;
  };

  /** Hands stored events to every connection's matching subscriptions. */
  function dispatch(connections: Iterable<Connection>, rows: RealtimeEventRow[]) {
    const events = rows.map(toEventDto);
    const verdicts: Verdicts = new Map();
    const texts: Texts = new Map();
    for (const connection of connections) deliver(connection, events, undefined, verdicts, texts);
  }

  return { deliver, dispatch };
}
