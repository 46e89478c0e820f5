import type { Db } from '../../platform/db/client';
import type { EffectHandler } from '../../platform/effects/effect-types';
import { notifyNow } from './notify.service';

/** Delivers a recorded notice (ADR 0192): its notifications are created, and pushed live as effects. */
export function noticeEffectHandler(db: Db): EffectHandler<'notification.create'> {
  return {
    deliver: async (notice) => {
      await notifyNow(db, notice);
    },
  };
}
