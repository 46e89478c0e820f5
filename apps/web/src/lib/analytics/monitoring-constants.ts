/** Error-reporting constants (spec §7, §9): full trace and profile sampling, span time-outs, breadcrumbs. */
export const MONITORING = {
  tracesSampleRate: 1.0,
  profileSessionSampleRate: 1.0,
  idleTimeoutMs: 1_000,
  finalTimeoutMs: 30_000,
  childSpanTimeoutMs: 15_000,
  maxBreadcrumbs: 100,
} as const;
