import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { durableDatabase as openDurableDatabase } from '../../test/durable-database';
import { testDatabaseKind } from '../../test/test-database';
import { createEffectDispatcher } from './effect-dispatcher';
import type { EffectHandlers } from './effect-types';
import { recordEmail } from './record-effect';

const logger = createLogger('silent');
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const durableDatabase = () => openDurableDatabase(cleanups);

/** Handlers that count what they were asked to deliver. */
function countingHandlers(sent: string[]): EffectHandlers {
  return {
    'email.send': { deliver: async (message) => void sent.push(message.to) },
    'realtime.publish': { deliver: async () => undefined },
    'notification.create': { deliver: async () => undefined },
  };
}

describe(`effects (${testDatabaseKind()})`, () => {
  it('an effect committed before the process stopped is delivered once after the restart', async () => {
    const durable = await durableDatabase();
    const first = await durable.open();
    // The write commits with its effect; the process stops before any dispatcher ran.
    await first.db.transaction((tx) =>
      recordEmail(tx, 'restart-test', { to: 'once@example.test', subject: 'Hello', text: 'Hi', links: [] }),
    );
    // A rolled-back write leaves nothing to deliver.
    await first.db
      .transaction(async (tx) => {
        await recordEmail(tx, 'rolled-back', { to: 'never@example.test', subject: 'No', text: 'No', links: [] });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await first.close();

    const second = await durable.open();
    cleanups.push(() => second.close());
    const sent: string[] = [];
    const dispatchers = [1, 2].map(() =>
      createEffectDispatcher({ db: second.db, logger, handlers: countingHandlers(sent) }),
    );
    // Two dispatchers (two instances) sweep at once, then again: the claim lets only one deliver it.
    await Promise.all(dispatchers.map((d) => d.deliverDue()));
    await Promise.all(dispatchers.map((d) => d.deliverDue()));
    expect(sent).toEqual(['once@example.test']);
  });

  it('retries a failed delivery after its backoff and gives up after the last attempt', async () => {
    const durable = await durableDatabase();
    const database = await durable.open();
    cleanups.push(() => database.close());
    let attempts = 0;
    const failing: EffectHandlers = {
      ...countingHandlers([]),
      'email.send': {
        deliver: async () => {
          attempts += 1;
          throw new Error('SMTP down');
        },
      },
    };
    const dispatcher = createEffectDispatcher({ db: database.db, logger, handlers: failing, maxAttempts: 2 });
    await recordEmail(database.db, 'retry-test', { to: 'retry@example.test', subject: 'S', text: 'T', links: [] });
    await dispatcher.deliverDue();
    await dispatcher.deliverDue();
    expect(attempts).toBe(1); // the next attempt waits for its backoff
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await dispatcher.deliverDue();
    expect(attempts).toBe(2);
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    await dispatcher.deliverDue();
    expect(attempts).toBe(2); // failed for good after maxAttempts
  });
});
