import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { createRealtimeHub, type RealtimeChange, type RealtimeHub } from './realtime-hub';

/**
 * One hub per database handle (ADR 0118): services publish with the `db` they already receive, so
 * no module signature changes to carry the hub. Apps built on the same handle share it.
 */
const hubs = new WeakMap<object, { hub: RealtimeHub; logger: Logger }>();

export function realtimeHubFor(db: Db, logger: Logger): RealtimeHub {
  const known = hubs.get(db);
  if (known) return known.hub;
  const hub = createRealtimeHub({ db, logger });
  hubs.set(db, { hub, logger });
  return hub;
}

/** Publishes a committed change; a failure is logged, never the caller's error (the write stands). */
export function publishChange(db: Db, change: RealtimeChange): Promise<void> {
  return publishThrough(db, [change], (hub) => hub.publish(change));
}

/** Publishes the changes of one bulk write together, in order (ADR 0178); failures as publishChange. */
export function publishChanges(db: Db, changes: RealtimeChange[]): Promise<void> {
  return publishThrough(db, changes, (hub) => hub.publishMany(changes));
}

async function publishThrough(
  db: Db,
  changes: RealtimeChange[],
  publish: (hub: RealtimeHub) => Promise<void>,
): Promise<void> {
  const known = hubs.get(db);
  if (!known || changes.length === 0) return; // seed scripts and CLIs run without sockets
  try {
    await publish(known.hub);
  } catch (error) {
    const [first] = changes;
    known.logger.warn(
      { err: error, resource: first!.resource, action: first!.action, count: changes.length },
      'realtime publish failed',
    );
  }
}

/** Is the person connected to this instance's hub (false where no hub runs: CLIs, seeds)? */
export function isUserOnline(db: Db, userId: string): boolean {
  return hubs.get(db)?.hub.isOnline(userId) ?? false;
}

/** The logger the app registered with this handle's hub (side effects after commit report through it). */
export function loggerOf(db: Db): Logger | null {
  return hubs.get(db)?.logger ?? null;
}
