/**
 * The realtime socket of this tab (ADR 0118): one WebSocket to /api/realtime, subscriptions that
 * survive reconnects (resuming after the last event id each one saw), reconnect with exponential
 * backoff and jitter, and a watchdog that reconnects when the server's heartbeat stops. Loaded
 * lazily (lib/realtime.ts imports it on first use), never part of the entry chunk.
 */
import { REALTIME_HEARTBEAT_MS } from '@threshold/domain/messaging/realtime-heartbeat';
import type {
  PresencePerson,
  RealtimeClientMessage,
  RealtimeEventDto,
  RealtimeServerMessage,
} from '@threshold/domain/messaging/realtime-protocol.contract';
import { config } from './env';
import { createLogger } from './logger';
import { watchActivity } from './tab-activity';

const logger = createLogger('realtime');

export interface RealtimeSpec {
  resource: RealtimeEventDto['resource'];
  actions?: RealtimeEventDto['action'][];
  filter?: { column: string; value: string };
}

type Listener = (event: RealtimeEventDto) => void;

interface Subscription {
  id: string;
  spec: RealtimeSpec;
  listener: Listener;
  lastEventId: number | null;
}

export interface RoomListener {
  onPresence(users: PresencePerson[]): void;
  onTyping(userId: string): void;
}

const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

export function realtimeUrl(apiUrl: string, location: { href: string }, path = '/api/realtime'): string {
  const url = new URL(`${apiUrl.replace(/\/$/, '')}${path}`, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly rooms = new Map<string, Set<RoomListener>>();
  private nextId = 1;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** The tab's state, told to the server for the person's status (ADR 0170). */
  private state: 'active' | 'away' = 'active';

  constructor(
    private readonly url: string,
    private readonly createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
  ) {}

  subscribe(spec: RealtimeSpec, listener: Listener): () => void {
    const id = `s${this.nextId++}`;
    const subscription: Subscription = { id, spec, listener, lastEventId: null };
    this.subscriptions.set(id, subscription);
    this.stopped = false;
    if (!this.socket) this.open();
    else if (this.socket.readyState === WebSocket.OPEN) this.sendSubscribe(subscription);
    return () => {
      this.subscriptions.delete(id);
      if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'unsubscribe', id });
      if (this.idle()) this.stop();
    };
  }

  /** Joins a presence room (`deal:<id>`, `conversation:<id>`) while the returned function is not called. */
  joinRoom(room: string, listener: RoomListener): { leave: () => void; typing: () => void } {
    let listeners = this.rooms.get(room);
    if (!listeners) {
      this.rooms.set(room, (listeners = new Set()));
      if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'join', room });
    }
    listeners.add(listener);
    this.stopped = false;
    if (!this.socket) this.open();
    return {
      typing: () => {
        if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'typing', room });
      },
      leave: () => {
        const current = this.rooms.get(room);
        current?.delete(listener);
        if (current && current.size === 0) {
          this.rooms.delete(room);
          if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'leave', room });
        }
        if (this.idle()) this.stop();
      },
    };
  }

  /** Tells the server whether this tab is in use (now and after every reconnect). */
  setState(state: 'active' | 'away'): void {
    if (state === this.state) return;
    this.state = state;
    if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'status', state });
  }

  private idle(): boolean {
    return this.subscriptions.size === 0 && this.rooms.size === 0;
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'done');
  }

  private open(): void {
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.armWatchdog();
      if (this.state === 'away') this.send({ type: 'status', state: 'away' });
      for (const subscription of this.subscriptions.values()) this.sendSubscribe(subscription);
      for (const room of this.rooms.keys()) this.send({ type: 'join', room });
    };
    socket.onmessage = (message) => {
      this.armWatchdog();
      this.handle(message.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!this.stopped && !this.idle()) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    const base = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** this.attempt);
    this.attempt += 1;
    const delay = base / 2 + Math.random() * (base / 2);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.open();
    }, delay);
  }

  private armWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      logger.warn('no heartbeat, reconnecting');
      this.socket?.close(4000, 'heartbeat missed');
    }, REALTIME_HEARTBEAT_MS * 2.5);
  }

  private sendSubscribe(subscription: Subscription): void {
    const { spec, id, lastEventId } = subscription;
    this.send({
      type: 'subscribe',
      id,
      resource: spec.resource,
      ...(spec.actions && { actions: spec.actions }),
      ...(spec.filter && { filter: spec.filter }),
      ...(lastEventId !== null && { after: lastEventId }),
    });
  }

  private send(message: RealtimeClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  private handle(data: unknown): void {
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(String(data)) as RealtimeServerMessage;
    } catch {
      return;
    }
    if (message.type === 'event') {
      const subscription = this.subscriptions.get(message.subscription);
      if (!subscription) return;
      subscription.lastEventId = message.event.id;
      subscription.listener(message.event);
    } else if (message.type === 'presence') {
      for (const listener of this.rooms.get(message.room) ?? []) listener.onPresence(message.users);
    } else if (message.type === 'typing') {
      for (const listener of this.rooms.get(message.room) ?? []) listener.onTyping(message.user_id);
    } else if (message.type === 'error') {
      logger.warn(`${message.code} ${message.message}`);
    }
  }
}

let shared: RealtimeClient | null = null;

/** The tab's one client. */
export function realtimeClient(): RealtimeClient {
  if (!shared) {
    const client = new RealtimeClient(realtimeUrl(config.apiUrl, window.location));
    watchActivity((state) => client.setState(state));
    shared = client;
  }
  return shared;
}

let guest: RealtimeClient | null = null;

/** A guest's client (ADR 0169): their own socket, authenticated by the guest cookie. */
export function guestRealtimeClient(): RealtimeClient {
  guest ??= new RealtimeClient(realtimeUrl(config.apiUrl, window.location, '/api/guest/realtime'));
  return guest;
}
