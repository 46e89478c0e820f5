import pg from 'pg';
import type { Pool } from 'pg';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { parsePresenceSignal, type PresenceSignal } from './presence-signal';
import {
  findRealtimeEventsByIds,
  notifyRealtimeEvent,
  type RealtimeEventRow,
} from './realtime-events.repository';

const CHANNEL = 'threshold_realtime';
/** Presence signals between instances (ADR 0170): `instance|json`. */
export const PRESENCE_CHANNEL = 'threshold_presence';
/** NOTIFY payloads stay below PostgreSQL's 8,000 bytes (ADR 0178): ~870 seven-digit ids each. */
const MAX_PAYLOAD = 7_000;
/** How long `listening` waits for a LISTEN that keeps failing before it resolves anyway (ADR 0187). */
export const LISTEN_WAIT_MS = 5_000;

/** `instance:id,id,…` payloads naming the events, in order, as few as fit below MAX_PAYLOAD each. */
export function notifyPayloads(instance: string, ids: number[], maxPayload = MAX_PAYLOAD): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const id of ids) {
    if (current && current.length + 1 + String(id).length > maxPayload) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${id}` : `${instance}:${id}`;
  }
  return current ? [...payloads, current] : payloads;
}

export interface RealtimeBus {
  /**
   * Hands stored events (id order) to this instance's sockets and, on PostgreSQL, names them to the
   * others: one NOTIFY per ~870 of them (7,000 bytes), which each other instance reads in one query.
   */
  announce(rows: RealtimeEventRow[]): Promise<void>;
  /** Tells the other instances a presence change (nothing to do on PGlite: one process). */
  relayPresence(signal: PresenceSignal): void;
  /**
   * Resolves once this instance hears the others (at once on PGlite), or after LISTEN_WAIT_MS when
   * its LISTEN keeps failing: what they publish before then never reaches this instance.
   */
  listening: Promise<void>;
  close(): Promise<void>;
}

/**
 * In-process on PGlite; on PostgreSQL, NOTIFY carries `instance:id,id,…` and each other instance
 * reads those events from the outbox (ADR 0118, 0178). The listener has its own connection, outside
 * the pool.
 */
export function createRealtimeBus(options: {
  db: Db;
  logger: Logger;
  onEvents: (rows: RealtimeEventRow[]) => void;
  onPresence: (from: string, signal: PresenceSignal) => void;
}): RealtimeBus {
  const { db, logger, onEvents, onPresence } = options;
  const client = (db as unknown as { $client: Pool | object }).$client;
  const connectionString = client instanceof pg.Pool ? client.options.connectionString : undefined;
  if (!connectionString) {
    return {
      announce: async (rows) => onEvents(rows),
      relayPresence: () => undefined,
      listening: Promise.resolve(),
      close: async () => undefined,
    };
  }
  const instance = crypto.randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  let heard: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    const giveUp = setTimeout(resolve, LISTEN_WAIT_MS);
    giveUp.unref();
    heard = () => {
      clearTimeout(giveUp);
      resolve();
    };
  });

  const relayPresence = (signal: PresenceSignal) =>
    void notifyRealtimeEvent(db, PRESENCE_CHANNEL, `${instance}|${JSON.stringify(signal)}`).catch((error) =>
      logger.warn({ err: error }, 'relaying presence failed'),
    );
  const receivePresence = (payload: string | undefined) => {
    const at = (payload ?? '').indexOf('|');
    const from = payload?.slice(0, at);
    const signal = at > 0 ? parsePresenceSignal(payload!.slice(at + 1)) : null;
    if (from && signal && from !== instance) onPresence(from, signal);
  };

  /** Reads run one after another, so events reach the sockets in the order they were notified. */
  let reading = Promise.resolve();
  const receive = (payload: string | undefined) => {
    const [from, list] = (payload ?? '').split(':');
    const ids = (list ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0 || from === instance) return;
    reading = reading
      .then(() => findRealtimeEventsByIds(db, ids))
      .then((rows) => void (rows.length > 0 && onEvents(rows)))
      .catch((error) => logger.warn({ err: error }, 'reading notified realtime events failed'));
  };

  const listen = async (attempt = 0): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) =>
      message.channel === PRESENCE_CHANNEL ? receivePresence(message.payload) : receive(message.payload),
    );
    next.on('error', (error) => {
      logger.warn({ err: error }, 'realtime listener connection lost; reconnecting');
      listener = null;
      void next.end().catch(() => undefined);
      setTimeout(() => void listen(attempt + 1), Math.min(30_000, 500 * 2 ** attempt)).unref();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      await next.query(`listen ${PRESENCE_CHANNEL}`);
      if (closed) return void (await next.end());
      listener = next;
      heard();
      relayPresence({ t: 'hello' }); // the others repeat who is where, now rather than at their next beat
    } catch (error) {
      logger.warn({ err: error }, 'realtime listener could not connect; retrying');
      await next.end().catch(() => undefined);
      setTimeout(() => void listen(attempt + 1), Math.min(30_000, 500 * 2 ** attempt)).unref();
    }
  };
  const ready = listen();

  return {
    async announce(rows) {
      if (rows.length === 0) return;
      onEvents(rows);
      const ids = rows.map((row) => row.id);
      for (const payload of notifyPayloads(instance, ids)) await notifyRealtimeEvent(db, CHANNEL, payload);
    },
    relayPresence,
    listening,
    async close() {
      closed = true;
      heard();
      await ready;
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
