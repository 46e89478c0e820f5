import { loadConfig } from '../platform/config';

export const TEST_ORIGIN = 'http://localhost:3999';

/**
 * The settings every test app runs with, and the seeded template is made with (its sealed demo
 * envelope needs the same secret and URL); a suite adds or overrides settings with `env`.
 */
export function loadTestConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // Suites write quickly from one user and one address; rate-limit tests set their own limits.
    RATE_LIMIT_USER_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    ...env,
  });
}
