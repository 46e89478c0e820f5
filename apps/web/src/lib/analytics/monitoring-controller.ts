/**
 * Starts and stops analytics and error reporting as the gate opens and closes. Calls are queued
 * so a quick sign-in/sign-out never leaves a service running.
 */
import { createLogger } from '../logger';
import { analyticsAllowed } from './gating';

export interface MonitoringServices {
  startAnalytics: (userId: string) => Promise<void>;
  stopAnalytics: () => void | Promise<void>;
  startErrorReporting: (userId: string) => Promise<void>;
  stopErrorReporting: () => void | Promise<void>;
}

export interface MonitoringInput {
  userId: string | null;
  ccpaOptOut: boolean | null | undefined;
  analyticsConsent: boolean;
}

export interface MonitoringController {
  sync: (input: MonitoringInput) => Promise<void>;
  readonly state: { analytics: string | null; errorReporting: string | null };
}

const log = createLogger('monitoring');

export function createMonitoringController(
  services: MonitoringServices,
  configured: { analytics: boolean; errorReporting: boolean },
): MonitoringController {
  const state: MonitoringController['state'] = { analytics: null, errorReporting: null };
  let queue: Promise<void> = Promise.resolve();

  async function apply(
    kind: 'analytics' | 'errorReporting',
    wanted: string | null,
    start: (id: string) => Promise<void>,
    stop: () => void | Promise<void>,
  ): Promise<void> {
    const running = state[kind];
    if (running === wanted) return;
    if (running !== null) {
      await stop();
      state[kind] = null;
    }
    if (wanted !== null) {
      try {
        await start(wanted);
        state[kind] = wanted;
      } catch (error) {
        log.error(`Could not start ${kind}`, error);
      }
    }
  }

  function sync(input: MonitoringInput): Promise<void> {
    const gate = (isConfigured: boolean) =>
      analyticsAllowed({
        configured: isConfigured,
        signedIn: input.userId !== null,
        ccpaOptOut: input.ccpaOptOut,
        analyticsConsent: input.analyticsConsent,
      })
        ? input.userId
        : null;
    queue = queue.then(async () => {
      await apply('analytics', gate(configured.analytics), services.startAnalytics, services.stopAnalytics);
      await apply(
        'errorReporting',
        gate(configured.errorReporting),
        services.startErrorReporting,
        services.stopErrorReporting,
      );
    });
    return queue;
  }

  return { sync, state };
}
