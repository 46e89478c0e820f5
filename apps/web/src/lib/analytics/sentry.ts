/** Error reporting (Sentry), loaded on demand; receives error-level log lines while running. */
import type * as SentryTypes from '@sentry/react';
import { addLogSink, createLogger } from '../logger';
import { MONITORING } from './monitoring-constants';

type SentryModule = typeof SentryTypes;

const log = createLogger('monitoring');
let sentry: SentryModule | null = null;
let removeSink: (() => void) | null = null;

export function isSentryRunning(): boolean {
  return sentry !== null;
}

export async function startSentry(dsn: string, userId: string, environment: string): Promise<void> {
  if (sentry) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment,
    sendDefaultPii: false,
    maxBreadcrumbs: MONITORING.maxBreadcrumbs,
    tracesSampleRate: MONITORING.tracesSampleRate,
    profileSessionSampleRate: MONITORING.profileSessionSampleRate,
    profileLifecycle: 'trace',
    integrations: [
      Sentry.browserTracingIntegration({
        idleTimeout: MONITORING.idleTimeoutMs,
        finalTimeout: MONITORING.finalTimeoutMs,
        childSpanTimeout: MONITORING.childSpanTimeoutMs,
      }),
      Sentry.browserProfilingIntegration(),
    ],
  });
  Sentry.setUser({ id: userId });
  sentry = Sentry;
  removeSink = addLogSink((entry) => {
    if (entry.level !== 'error' || !sentry) return;
    if (entry.data instanceof Error)
      sentry.captureException(entry.data, { tags: { context: entry.context } });
    else sentry.captureMessage(`[${entry.context}] ${entry.message}`, 'error');
  });
  log.info('Error reporting started');
}

export async function stopSentry(): Promise<void> {
  if (!sentry) return;
  const running = sentry;
  sentry = null;
  removeSink?.();
  removeSink = null;
  running.setUser(null);
  await running.close(2_000);
  log.info('Error reporting stopped');
}
