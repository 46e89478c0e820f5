import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { useConsent } from '../consent';
import { config } from '../env';
import { hasGlobalPrivacyControl, useVisitorOptOut } from '../privacy/use-ccpa-opt-out';
import { createMonitoringController } from './monitoring-controller';

/** Analytics and error reporting code (and their SDKs) load only when the gate opens. */
const controller = createMonitoringController(
  {
    startAnalytics: async (userId) => {
      const { startPosthog } = await import('./posthog');
      await startPosthog(config.posthogKey ?? '', config.posthogHost, userId);
      const { trackPageView } = await import('./page-tracker');
      trackPageView(window.location.pathname);
    },
    stopAnalytics: async () => {
      const [{ stopPosthog }, { resetPageTracking }] = await Promise.all([
        import('./posthog'),
        import('./page-tracker'),
      ]);
      stopPosthog();
      resetPageTracking();
    },
    startErrorReporting: async (userId) => {
      const { startSentry } = await import('./sentry');
      await startSentry(config.sentryDsn ?? '', userId, config.production ? 'production' : 'development');
    },
    stopErrorReporting: async () => {
      const { stopSentry } = await import('./sentry');
      await stopSentry();
    },
  },
  { analytics: config.posthogKey !== null, errorReporting: config.sentryDsn !== null },
);

export function isAnalyticsRunning(): boolean {
  return controller.state.analytics !== null;
}

/**
 * Keeps analytics and error reporting in step with sign-in, opt-out and cookie consent. Mounted only
 * while someone is signed in (both need a signed-in user); unmounting — signing out — stops them.
 */
export function useMonitoring(): void {
  const { me, status } = useAuth();
  const consent = useConsent();
  const visitorOptOut = useVisitorOptOut();
  const userId = status === 'signedIn' && me ? me.user.id : null;
  const ccpaOptOut = me ? me.profile.ccpa_opt_out || visitorOptOut || hasGlobalPrivacyControl() : undefined;
  useEffect(() => {
    if (status === 'loading') return;
    void controller.sync({ userId, ccpaOptOut, analyticsConsent: consent.analytics });
  }, [status, userId, ccpaOptOut, consent.analytics]);
  useEffect(
    () => () => void controller.sync({ userId: null, ccpaOptOut: undefined, analyticsConsent: false }),
    [],
  );
}
