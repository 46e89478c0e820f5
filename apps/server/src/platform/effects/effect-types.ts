import type { EmailMessage } from '../email/mailer';
import type { RealtimeChange } from '../realtime/realtime-hub';

/** Every effect type and the payload it carries (stored as jsonb, so plain JSON values only). */
export interface EffectPayloads {
  'email.send': EmailMessage;
  'realtime.publish': { changes: RealtimeChange[] };
}

export type EffectType = keyof EffectPayloads;

export interface Effect<T extends EffectType = EffectType> {
  type: T;
  /** Idempotency key: recording an effect whose key is already stored does nothing. */
  key: string;
  payload: EffectPayloads[T];
}

export interface EffectHandler<T extends EffectType> {
  /** Causes the effect; throwing makes the dispatcher try again later. */
  deliver(payload: EffectPayloads[T]): Promise<void>;
  /** What stays of the payload once it is delivered or given up (links carry tokens, ADR 0061). */
  keptAfterwards?(payload: EffectPayloads[T]): unknown;
}

/** One handler per type, handed to the dispatcher by the composition root. */
export type EffectHandlers = { [T in EffectType]: EffectHandler<T> };
