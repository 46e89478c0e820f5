import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEventDto } from '@threshold/domain/messaging/realtime-protocol.contract';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../logger';
import { createPostgresDatabase, testDatabaseKind } from '../../test/test-database';
import { createRealtimeHub, type RealtimeChange, type RealtimeHub } from './realtime-hub';

const logger = createLogger('silent');
/** A bulk action's worth of changes (the contacts bulk limit is 1,000). */
const N = 900;
const postgres = testDatabaseKind() === 'postgres';

let databases: Database[] = [];
let url: string | null = null;
let drop: () => Promise<void> = async () => undefined;
const hubs: RealtimeHub[] = [];

beforeAll(async () => {
  if (postgres) {
    const created = await createPostgresDatabase();
    ({ url, drop } = created);
    // Two instances: two pools on one database, each with its own hub (and listener).
    databases = await Promise.all(
      [0, 1].map(() => openDatabase({ kind: 'postgres', url: created.url, poolMax: 3 })),
    );
  } else {
    databases = [await openDatabase({ kind: 'pglite', dataDir: null })];
  }
  await databases[0]!.migrate();
  for (const { db } of databases) hubs.push(createRealtimeHub({ db, logger }));
});
afterAll(async () => {
  for (const hub of hubs) await hub.close();
  for (const database of databases) await database.close();
  await drop();
});

/**
 * A subscriber to contact events who may see only records whose id does not start with `out-`;
 * `subscribed` resolves when the hub confirms the subscription.
 */
function subscriberOn(hub: RealtimeHub) {
  const events: RealtimeEventDto[] = [];
  let confirm: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (confirm = resolve));
  const connection = hub.connectSubscriber(
    {
      key: `test:${crypto.randomUUID()}`,
      authorize: async (event) => (event.record_id.startsWith('out-') ? null : event),
      stillValid: async () => true,
    },
    {
      send: (message) => {
        const parsed = typeof message === 'string' ? JSON.parse(message) : message;
        if (parsed.type === 'event') events.push(parsed.event);
        if (parsed.type === 'subscribed') confirm();
      },
      close: () => undefined,
    },
  );
  connection.receive(JSON.stringify({ type: 'subscribe', id: 'c', resource: 'contacts' }));
  return { events, subscribed };
}

async function until(check: () => boolean, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const change = (recordId: string): RealtimeChange => ({
  resource: 'contacts',
  action: 'update',
  recordId,
  data: { id: recordId, stage: 'qualified' },
  changed: ['stage'],
});

describe(`batched realtime publish (${testDatabaseKind()}${postgres ? ', two instances' : ''})`, () => {
  it(`hands ${N} changes of one bulk write to every instance's subscribers in order, scope-checked`, async () => {
    const local = subscriberOn(hubs[0]!).events;
    const remote = postgres ? subscriberOn(hubs[1]!).events : local;
    if (postgres) {
      // The other instance's listener connects in the background: wait until a change gets across.
      let probes = 0;
      const probe = setInterval(() => void hubs[0]!.publish(change(`probe-${probes++}`)), 200);
      await until(() => remote.some((e) => e.record_id.startsWith('probe-')), 'a probe across').finally(() =>
        clearInterval(probe),
      );
    }
    const listener = postgres ? new pg.Client({ connectionString: url! }) : null;
    const notifications: string[] = [];
    if (listener) {
      await listener.connect();
      listener.on(
        'notification',
        (m) => void (m.channel === 'threshold_realtime' && notifications.push(m.payload!)),
      );
      await listener.query('listen threshold_realtime');
    }
    // Every third record is out of the subscriber's scope.
    const ids = Array.from({ length: N }, (_, i) => (i % 3 === 2 ? `out-${i}` : `in-${i}`));
    await hubs[0]!.publishMany(ids.map(change));
    const expected = ids.filter((id) => id.startsWith('in-'));

    const batch = (events: RealtimeEventDto[]) => events.filter((e) => !e.record_id.startsWith('probe-'));
    for (const [where, events] of [
      ['this instance', local],
      ['the other instance', remote],
    ] as const) {
      await until(() => batch(events).length >= expected.length, `${expected.length} events on ${where}`);
      const got = batch(events);
      expect(got.map((e) => e.record_id)).toEqual(expected);
      expect(got.every((e, i) => i === 0 || e.id > got[i - 1]!.id)).toBe(true);
      expect(got[0]).toMatchObject({ action: 'update', data: { stage: 'qualified' }, changed: ['stage'] });
    }
    if (listener) {
      // One NOTIFY names them all (a late probe's names one), below PostgreSQL's 8,000 bytes.
      const sizes = notifications.map((p) => p.split(':')[1]!.split(',').length).filter((n) => n > 1);
      expect(sizes).toEqual([N]);
      expect(notifications.every((p) => Buffer.byteLength(p) < 8_000)).toBe(true);
      await listener.end();
    }
  });
});

describe.runIf(postgres)('a fresh instance (postgres)', () => {
  it('confirms a subscription only once it hears the others, so what they publish next arrives', async () => {
    // A third instance, whose listener starts with this first subscriber.
    const fresh = createRealtimeHub({ db: databases[1]!.db, logger });
    hubs.push(fresh);
    const subscriber = subscriberOn(fresh);
    await subscriber.subscribed;
    await hubs[0]!.publish(change('in-after-subscribed'));
    await until(() => subscriber.events.length > 0, 'the event from the other instance', 5_000);
    expect(subscriber.events.map((e) => e.record_id)).toEqual(['in-after-subscribed']);
  });
});
