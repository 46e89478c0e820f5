import { REALTIME_HEARTBEAT_MS } from '@threshold/domain/messaging/realtime-heartbeat';
import {
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  REALTIME_OUTBOX_RETENTION_HOURS,
  RealtimeClientMessage,
  type RealtimeAction,
  type RealtimeEventDto,
  type RealtimeResource,
} from '@threshold/domain/messaging/realtime-protocol.contract';
import type { UserStatus } from '@threshold/domain/messaging/user-status.contract';
import type { Actor } from '../authz/actor';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { createPresenceRooms, type PresenceRooms } from './presence-rooms';
import { PRESENCE_BEAT_MS, type PresenceSignal } from './presence-signal';
import { createRealtimeBus, type RealtimeBus } from './realtime-bus';
import type {
  Connection,
  RealtimeConnection,
  RealtimeSink,
  RealtimeSubscriber,
  Subscription,
} from './realtime-connection';
import { createMessageRate, MESSAGES_PER_SECOND } from './message-rate';
import { createDelivery, toEventDto } from './realtime-delivery';
import { createUserStatus } from './user-status';
import {
  deleteRealtimeEventsBefore,
  findRealtimeEventsAfter,
  insertRealtimeEvents,
  type RealtimeEventRow,
} from './realtime-events.repository';

/** A change to publish after its transaction committed. */
export interface RealtimeChange {
  resource: RealtimeResource;
  action: RealtimeAction;
  recordId: string;
  /** Key columns (e.g. conversation_id) and the changed values, in API (snake_case) names. */
  data?: Record<string, unknown>;
  /** Changed field names (defaults to the keys of data). */
  changed?: string[];
}

/**
 * Decides what one subscriber may see of one event: null = nothing (out of scope), else the event
 * with the fields they may not read removed. Registered per resource by the composition root; a
 * resource without one sends nothing (deny by default).
 */
export type RealtimeAuthorizer = (actor: Actor, event: RealtimeEventDto) => Promise<RealtimeEventDto | null>;

export interface RealtimeHub {
  publish(change: RealtimeChange): Promise<void>;
  /**
   * Stores committed changes and hands them out in the given order (ADR 0178): one outbox insert,
   * one dispatch and, on PostgreSQL, one NOTIFY per ~870 events, however many changes a bulk
   * action made. Each subscriber's scope is still checked per event.
   */
  publishMany(changes: RealtimeChange[]): Promise<void>;
  setAuthorizer(resource: RealtimeResource, authorizer: RealtimeAuthorizer): void;
  /** Presence rooms: who may join which room, and people's names. */
  readonly presence: Pick<PresenceRooms, 'setAuthorizer' | 'setNameResolver'>;
  connect(actor: Actor, sink: RealtimeSink, headers?: Headers): RealtimeConnection;
  /**
   * Has this person a socket open on any instance (ADR 0168: e-mails wait while they are online;
   * other instances' sockets are known through the relayed status, ADR 0170)?
   */
  isOnline(userId: string): boolean;
  /** A socket of someone without an account (a guest), scoped by their own rule. */
  connectSubscriber(subscriber: RealtimeSubscriber, sink: RealtimeSink): RealtimeConnection;
  /** How a socket's session is checked again (the request path's resolver); set by app.ts. */
  setSessionCheck(check: (headers: Headers) => Promise<{ userId: string } | null>): void;
  /** Closes sockets whose session ended (sign-out, revocation, expiry); runs with every heartbeat. */
  revalidate(): Promise<void>;
  connectionCount(): number;
  /** A person's status over every instance (ADR 0170). */
  statusOf(userId: string): UserStatus;
  close(): Promise<void>;
}

const REPLAY_LIMIT = 500;
/** Outbox rows per insert: 5 parameters each, far below PostgreSQL's 65,535. */
const EVENTS_PER_INSERT = 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The realtime hub (ADR 0118): sockets and their subscriptions, scope checks per event, the outbox.
 * The bus carries event ids between instances on PostgreSQL (LISTEN/NOTIFY) and in-process on PGlite.
 */
export function createRealtimeHub(options: { db: Db; logger: Logger }): RealtimeHub {
  const { db, logger } = options;
  const connections = new Set<Connection>();
  const { deliver, dispatch: dispatchTo } = createDelivery(logger);
  const dispatch = (rows: RealtimeEventRow[]) => dispatchTo(connections, rows);
  const authorizers = new Map<RealtimeResource, RealtimeAuthorizer>();
  const presence = createPresenceRooms({
    onError: (error) => logger.warn({ err: error }, 'presence check failed'),
  });
  let bus: RealtimeBus | null = null;
  const statuses = createUserStatus(
    () => (userId, status) => bus?.relayPresence({ t: 'status', e: [[userId, status]] }),
  );
  const beatStatuses = () => {
    for (const chunk of statuses.beatChunks()) bus?.relayPresence({ t: 'status', e: chunk });
    statuses.drop();
  };
  const statusBeat = setInterval(beatStatuses, PRESENCE_BEAT_MS);
  statusBeat.unref();
  function receiveSignal(from: string, signal: PresenceSignal) {
    if (signal.t === 'status') return statuses.receive(from, signal.e);
    if (signal.t === 'bye') statuses.drop(from);
    if (signal.t === 'hello') beatStatuses();
    presence.receive(from, signal);
  }
  let sessionCheck: ((headers: Headers) => Promise<{ userId: string } | null>) | null = null;

  async function revalidate(): Promise<void> {
    if (!sessionCheck) return;
    for (const connection of [...connections]) {
      const valid = await connection.stillValid().catch(() => undefined);
      if (valid === false) connection.sink.close(4401, 'session ended');
      // undefined: the check itself failed (database busy): try next time
    }
  }

  /** A user's socket stays while the session of its upgrade request's cookie is theirs. */
  function userStillValid(actor: Actor, headers?: Headers) {
    return async (): Promise<boolean | undefined> => {
      if (!headers || !sessionCheck) return true;
      const current = await sessionCheck(headers).catch(() => undefined);
      return current === undefined ? undefined : current?.userId === actor.userId;
    };
  }

  function authorizeFor(actor: Actor) {
    return (event: RealtimeEventDto): Promise<RealtimeEventDto | null> => {
      const authorizer = authorizers.get(event.resource);
      return authorizer ? authorizer(actor, event) : Promise.resolve(null);
    };
  }
  const busReady = () => {
    if (bus) return bus;
    bus = createRealtimeBus({ db, logger, onEvents: dispatch, onPresence: receiveSignal });
    presence.setRelay(bus.relayPresence);
    return bus;
  };

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.sink.send({ type: 'heartbeat' });
    void revalidate();
  }, REALTIME_HEARTBEAT_MS);
  heartbeat.unref();
  const prune = setInterval(() => {
    const before = new Date(Date.now() - REALTIME_OUTBOX_RETENTION_HOURS * 3600_000);
    deleteRealtimeEventsBefore(db, before).catch((error) =>
      logger.warn({ err: error }, 'pruning realtime events failed'),
    );
  }, PRUNE_EVERY_MS);
  prune.unref();

  function handle(connection: Connection, raw: string) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      connection.sink.send({ type: 'error', code: 'VALIDATION_FAILED', message: 'Messages are JSON' });
      return;
    }
    const parsed = RealtimeClientMessage.safeParse(json);
    if (!parsed.success) {
      connection.sink.send({
        type: 'error',
        code: 'VALIDATION_FAILED',
        message: 'Unknown or malformed message',
      });
      return;
    }
    const message = parsed.data;
    if (message.type === 'ping') return connection.sink.send({ type: 'pong' });
    if (message.type === 'status') {
      if (connection.presence) statuses.set(connection.presence.actor.userId, connection, message.state);
      return;
    }
    if (message.type === 'join' || message.type === 'leave' || message.type === 'typing') {
      const member = connection.presence;
      if (!member) return connection.sink.send({ type: 'error', code: 'NOT_FOUND', message: 'No such room' });
      if (message.type === 'join') return void presence.join(member, message.room);
      if (message.type === 'leave') return presence.leave(member, message.room);
      return presence.typing(member, message.room);
    }
    if (message.type === 'unsubscribe') {
      connection.subscriptions.delete(message.id);
      return connection.sink.send({ type: 'unsubscribed', id: message.id });
    }
    if (
      !connection.subscriptions.has(message.id) &&
      connection.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET
    ) {
      return connection.sink.send({
        type: 'error',
        code: 'TOO_MANY_SUBSCRIPTIONS',
        id: message.id,
        message: `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`,
      });
    }
    const subscription: Subscription = {
      id: message.id,
      resource: message.resource,
      actions: new Set(message.actions ?? ['insert', 'update', 'delete']),
      filter: message.filter,
      lastSentId: message.after ?? 0,
    };
    connection.subscriptions.set(subscription.id, subscription);
    connection.sink.send({ type: 'subscribed', id: subscription.id });
    if (message.after !== undefined) {
      // Resume: what the outbox still holds after the client's last event, then live events.
      // Queued like live events, so those published meanwhile follow the replay in id order.
      const after = message.after;
      deliver(
        connection,
        async () =>
          (await findRealtimeEventsAfter(db, subscription.resource, after, REPLAY_LIMIT)).map(toEventDto),
        subscription,
      );
    }
  }

  function open(
    who: Omit<Connection, 'sink' | 'subscriptions' | 'queue'>,
    sink: RealtimeSink,
    readyId: string,
  ): RealtimeConnection {
    // Served once this instance hears the others: a subscription made before its LISTEN runs would
    // miss what they publish meanwhile (ADR 0187). Messages keep their order behind the wait.
    const listening = busReady().listening;
    const connection: Connection = { ...who, sink, subscriptions: new Map(), queue: Promise.resolve() };
    connections.add(connection);
    if (connection.presence) statuses.set(connection.presence.actor.userId, connection, 'active');
    void listening.then(() => connections.has(connection) && sink.send({ type: 'ready', user_id: readyId }));
    const rate = createMessageRate();
    return {
      receive: (raw) => {
        const verdict = rate.take();
        if (verdict === 'close') return sink.close(1008, 'Too many messages');
        if (verdict === 'drop-and-tell')
          sink.send({
            type: 'error',
            code: 'RATE_LIMITED',
            message: `Too many messages: at most ${MESSAGES_PER_SECOND} a second`,
          });
        if (verdict !== 'accept') return;
        void listening.then(() => connections.has(connection) && handle(connection, raw));
      },
      disconnect: () => {
        connections.delete(connection);
        if (connection.presence) {
          presence.leaveAll(connection.presence);
          statuses.set(connection.presence.actor.userId, connection, null);
        }
        connection.subscriptions.clear();
      },
    };
  }

  async function publishMany(changes: RealtimeChange[]): Promise<void> {
    for (let at = 0; at < changes.length; at += EVENTS_PER_INSERT) {
      const rows = await insertRealtimeEvents(
        db,
        changes
          .slice(at, at + EVENTS_PER_INSERT)
          .map(({ resource, action, recordId, data = {}, changed }) => ({
            resource,
            action,
            recordId,
            data,
            changed: changed ?? Object.keys(data),
          })),
      );
      await busReady().announce(rows);
    }
  }

  return {
    publish: (change) => publishMany([change]),
    publishMany,
    setAuthorizer(resource, authorizer) {
      authorizers.set(resource, authorizer);
    },
    presence,
    setSessionCheck(check) {
      sessionCheck = check;
    },
    revalidate,
    connect(actor, sink, headers) {
      return open(
        {
          key: actor.userId,
          authorize: authorizeFor(actor),
          stillValid: userStillValid(actor, headers),
          presence: { actor, send: (message) => sink.send(message), rooms: new Set() },
        },
        sink,
        actor.userId,
      );
    },
    connectSubscriber(subscriber, sink) {
      return open({ ...subscriber, presence: null }, sink, subscriber.key);
    },
    connectionCount: () => connections.size,
    isOnline: (userId) => statuses.statusOf(userId) !== 'offline',
    statusOf: (userId) => statuses.statusOf(userId),
    async close() {
      clearInterval(heartbeat);
      clearInterval(prune);
      clearInterval(statusBeat);
      for (const connection of connections) connection.sink.close(1001, 'server shutting down');
      connections.clear();
      presence.close();
      await bus?.close();
    },
  };
}
