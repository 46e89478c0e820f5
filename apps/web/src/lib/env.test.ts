import { describe, expect, it } from 'vitest';
import { checkEnvironment, DEFAULT_POSTHOG_HOST, readConfig } from './env';

describe('environment check', () => {
  it('accepts an empty environment (same-origin API, no services)', () => {
    expect(checkEnvironment({})).toEqual([]);
  });

  it.each(['https://api.threshold.test', 'http://localhost:3000', '/backend'])(
    'accepts VITE_API_URL %s',
    (url) => {
      expect(checkEnvironment({ VITE_API_URL: url })).toEqual([]);
    },
  );

  it.each(['localhost:3000', 'ftp://x.test', '//evil.test', 'not a url', 'javascript:alert(1)'])(
    'rejects VITE_API_URL %s',
    (url) => {
      expect(checkEnvironment({ VITE_API_URL: url }).map((p) => p.variable)).toEqual(['VITE_API_URL']);
    },
  );

  it('rejects malformed service settings', () => {
    const problems = checkEnvironment({
      VITE_SENTRY_DSN: 'nope',
      VITE_POSTHOG_HOST: 'eu.posthog',
      VITE_GOOGLE_MAPS_API_KEY: 'key with spaces',
      VITE_LOG_LEVEL: 'verbose',
    });
    expect(problems.map((p) => p.variable)).toEqual([
      'VITE_SENTRY_DSN',
      'VITE_POSTHOG_HOST',
      'VITE_GOOGLE_MAPS_API_KEY',
      'VITE_LOG_LEVEL',
    ]);
  });

  it('reads the configuration with defaults', () => {
    expect(readConfig({ VITE_API_URL: 'https://api.test/', PROD: true })).toEqual({
      apiUrl: 'https://api.test',
      posthogKey: null,
      posthogHost: DEFAULT_POSTHOG_HOST,
      sentryDsn: null,
      googleMapsApiKey: null,
      production: true,
    });
  });
});
