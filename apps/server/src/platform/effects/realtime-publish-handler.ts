import type { RealtimeHub } from '../realtime/realtime-hub';
import type { EffectHandler } from './effect-types';

/** Publishes the recorded changes of one write through this instance's hub (ADR 0118, 0178). */
export function realtimePublishHandler(hub: Pick<RealtimeHub, 'publishMany'>): EffectHandler<'realtime.publish'> {
  return { deliver: ({ changes }) => hub.publishMany(changes) };
}
