import { createApp } from '../app';
import { loadConfig } from '../platform/config';
import { createMailer } from '../platform/email/mailer';
import { createLogger } from '../platform/logger';
import { syncRoles } from '../modules/organizations/organizations.repository';
import { seedDemo, type DemoSeed } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/users';
import { openTestDatabase } from './test-database';
import { createFileStorage } from '../platform/storage/file-storage-factory';

export const TEST_ORIGIN = 'http://localhost:3999';

export interface TestContext extends Awaited<ReturnType<typeof createTestContext>> {}

/** A migrated, seeded database and the real app, driven through app.request() with real cookies. */
export async function createTestContext(
  options: { env?: Record<string, string>; seed?: boolean; logDestination?: { write(line: string): void } } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // Suites write quickly from one user and one address; rate-limit tests set their own limits.
    RATE_LIMIT_USER_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    ...options.env,
  });
  const database = await openTestDatabase();
  await database.migrate();
  await syncRoles(database.db);
  const storage = createFileStorage(config);
  const seed: DemoSeed | null = options.seed === false ? null : await seedDemo(database.db, { storage });
  const logger = createLogger(options.logDestination ? 'info' : config.logLevel, options.logDestination);
  const mailer = createMailer({ db: database.db, logger, from: config.mailFrom });
  const { app, realtime } = createApp({ config, db: database.db, logger, mailer });

  async function request(method: string, path: string, init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  /** Signs in and returns the session cookie to send with later requests. */
  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
    return cookieFrom(response.headers);
  }

  async function newestMailTo(to: string) {
    const rows = await mailer.newest(50);
    return rows.find((r) => r.to === to) ?? null;
  }

  const close = async () => {
    await realtime.close();
    await database.close();
  };
  return { app, db: database.db, kind: database.kind, config, seed, request, signIn, newestMailTo, close };
}

export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}
