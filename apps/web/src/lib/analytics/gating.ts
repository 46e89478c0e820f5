/**
 * When usage analytics and error reporting may run (spec §4, §9; issue 3 §6): the service key is
 * configured, a user is signed in, the profile has not opted out (ccpa_opt_out) and the analytics
 * cookie category is consented. Anything else: not started, or shut down if running.
 */
export interface AnalyticsGateInput {
  configured: boolean;
  signedIn: boolean;
  ccpaOptOut: boolean | null | undefined;
  analyticsConsent: boolean;
}

export type AnalyticsGateReason = 'not-configured' | 'signed-out' | 'opted-out' | 'no-consent' | 'allowed';

export function analyticsGate(input: AnalyticsGateInput): AnalyticsGateReason {
  if (!input.configured) return 'not-configured';
  if (!input.signedIn) return 'signed-out';
  // Unknown opt-out status counts as opted out: never track someone who may have said no.
  if (input.ccpaOptOut !== false) return 'opted-out';
  if (!input.analyticsConsent) return 'no-consent';
  return 'allowed';
}

export function analyticsAllowed(input: AnalyticsGateInput): boolean {
  return analyticsGate(input) === 'allowed';
}
