import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { EffectHandler, EffectHandlers, EffectType } from './effect-types';
import {
  claimDueEffects,
  markEffectDone,
  markEffectFailed,
  pruneDoneEffects,
  rescheduleEffect,
  type ClaimedEffect,
} from './effects.repository';

export interface EffectDispatcher {
  /**
   * Delivers every due effect: new ones, retries whose backoff ended and claims that lapsed. Calls
   * during a pass are served by one more pass after it; the promise settles when that pass ends and
   * never rejects (a failed effect is rescheduled or given up, and logged).
   */
  deliverDue(): Promise<void>;
  /** Forgets delivered effects older than a week. */
  pruneDelivered(): Promise<void>;
}

export interface EffectDispatcherOptions {
  db: Db;
  logger: Logger;
  handlers: EffectHandlers;
  /** Attempts before an effect is given up (failed). */
  maxAttempts?: number;
}

const BATCH = 50;
/** How long a claim holds an effect: a dispatcher that died mid-delivery frees it after this. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;
const KEEP_DELIVERED_MS = 7 * 24 * 60 * 60_000;

/** 30 s, 1 min, 2 min … at most an hour after the attempt-th failure. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_WAIT_MS);
}

/** Runs the handler of each recorded effect after commit (ADR 0192). */
export function createEffectDispatcher(options: EffectDispatcherOptions): EffectDispatcher {
  const { db, logger, handlers } = options;
  const maxAttempts = options.maxAttempts ?? 8;
  let chain: Promise<void> = Promise.resolve();
  let nextPass: Promise<void> | null = null;

  async function deliver(effect: ClaimedEffect): Promise<void> {
    const handler = handlers[effect.type as EffectType] as EffectHandler<EffectType> | undefined;
    const kept = (payload: unknown) => (handler?.keptAfterwards ? handler.keptAfterwards(payload as never) : payload);
    try {
      if (!handler) throw new Error(`No handler for effect type "${effect.type}"`);
      await handler.deliver(effect.payload as never);
      await markEffectDone(db, effect.id, kept(effect.payload), new Date());
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause);
      const context = { effect: effect.id, type: effect.type, attempt: effect.attempts, error };
      if (effect.attempts >= maxAttempts) {
        logger.error(context, 'effect failed for good');
        await markEffectFailed(db, effect.id, kept(effect.payload), error);
      } else {
        logger.warn(context, 'effect failed; it is tried again later');
        await rescheduleEffect(db, effect.id, new Date(Date.now() + retryDelayMs(effect.attempts)), error);
      }
    }
  }

  async function pass(): Promise<void> {
    try {
      for (;;) {
        const now = new Date();
        const claimed = await claimDueEffects(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
        // Until nothing is due: a handler may record effects of its own (a notice's live event).
        if (claimed.length === 0) return;
        for (const effect of claimed) await deliver(effect);
      }
    } catch (error) {
      logger.error({ err: error }, 'delivering effects failed; the sweep tries again');
    }
  }

  return {
    deliverDue() {
      if (nextPass) return nextPass;
      const run = chain.then(() => {
        nextPass = null;
        return pass();
      });
      nextPass = run;
      chain = run;
      return run;
    },
    pruneDelivered: () => pruneDoneEffects(db, new Date(Date.now() - KEEP_DELIVERED_MS)),
  };
}
