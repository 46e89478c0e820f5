import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import type { EmailMessage } from '../email/mailer';
import type { RealtimeChange } from '../realtime/realtime-hub';
import type { Effect, EffectType } from './effect-types';
import { insertEffect } from './effects.repository';

/**
 * The one door for side effects (ADR 0192): records what a write must cause outside the database,
 * in the write's own transaction (or as a statement of its own with the db handle). The dispatcher
 * delivers it after commit, retrying on failure; nothing is delivered for a rolled-back write.
 */
export function recordEffect<T extends EffectType>(db: DbOrTx, effect: Effect<T>): Promise<void> {
  return insertEffect(db, effect, new Date());
}

/** An e-mail, sent once per key (e.g. `envelope-completed:<recipient id>`). */
export function recordEmail(db: DbOrTx, key: string, message: EmailMessage): Promise<void> {
  return recordEffect(db, { type: 'email.send', key: `email:${key}`, payload: message });
}

/** Live events of one write, published together and in order (ADR 0178). */
export async function recordLiveChanges(db: DbOrTx, changes: RealtimeChange[]): Promise<void> {
  if (changes.length === 0) return;
  await recordEffect(db, { type: 'realtime.publish', key: `realtime:${randomUUID()}`, payload: { changes } });
}
