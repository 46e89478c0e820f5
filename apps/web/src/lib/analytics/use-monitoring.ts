import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { useConsent } from '../consent';
import { config } from '../env';
import { hasGlobalPrivacyControl, useVisitorOptOut } from '../privacy/use-ccpa-opt-out';
import { createMonitoringController } from './monitoring-controller';
import { startPosthog, stopPosthog } from './posthog';
import { startSentry, stopSentry } from './sentry';

const controller = createMonitoringController(
  {
    startAnalytics: (userId) => startPosthog(config.posthogKey ?? '', config.posthogHost, userId),
    stopAnalytics: stopPosthog,
    startErrorReporting: (userId) =>
      startSentry(config.sentryDsn ?? '', userId, config.production ? 'production' : 'development'),
    stopErrorReporting: stopSentry,
  },
  { analytics: config.posthogKey !== null, errorReporting: config.sentryDsn !== null },
);

/** Keeps analytics and error reporting in step with sign-in, opt-out and cookie consent. */
export function useMonitoring(): void {
  const { me, status } = useAuth();
  const consent = useConsent();
  const userId = status === 'signedIn' && me ? me.user.id : null;
  const visitorOptOut = useVisitorOptOut();
  const ccpaOptOut = me ? me.profile.ccpa_opt_out || visitorOptOut || hasGlobalPrivacyControl() : undefined;
  useEffect(() => {
    if (status === 'loading') return;
    void controller.sync({ userId, ccpaOptOut, analyticsConsent: consent.analytics });
  }, [status, userId, ccpaOptOut, consent.analytics]);
}
