/** Usage analytics (PostHog), loaded on demand so it never weighs on pages that do not use it. */
import type { PostHog } from 'posthog-js';
import { createLogger } from '../logger';
import type { PageViewPayload } from './page-view';

const log = createLogger('analytics');
let client: PostHog | null = null;

export function isPosthogRunning(): boolean {
  return client !== null;
}

export async function startPosthog(key: string, host: string, userId: string): Promise<void> {
  if (client) return;
  const { default: posthog } = await import('posthog-js');
  posthog.init(key, {
    api_host: host,
    // Page views are sent by our own tracker with the spec's payload.
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    disable_session_recording: true,
    person_profiles: 'identified_only',
    persistence: 'localStorage+cookie',
  });
  posthog.opt_in_capturing();
  posthog.identify(userId);
  client = posthog;
  log.info('Analytics started');
}

export function stopPosthog(): void {
  if (!client) return;
  client.opt_out_capturing();
  client.reset();
  client = null;
  log.info('Analytics stopped');
}

export function capturePageView(payload: PageViewPayload & Record<string, unknown>): void {
  client?.capture('$pageview', payload);
}

export function captureEvent(name: string, properties: Record<string, unknown>): void {
  client?.capture(name, properties);
}
