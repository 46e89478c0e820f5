import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app';
import type { Config } from '../platform/config';
import { createMailer } from '../platform/email/mailer';
import { createLogger } from '../platform/logger';
import { syncRoles } from '../modules/organizations/organizations.repository';
import { seedDemo, type DemoSeed } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/users';
import { openDatabaseCopy, openTestDatabase } from './test-database';
import { createFileStorage } from '../platform/storage/file-storage-factory';
import { deserializeDemoSeed, type SeededTemplate } from './seeded-template';
import { loadTestConfig, TEST_ORIGIN } from './test-config';

export { TEST_ORIGIN };

export interface TestContext extends Awaited<ReturnType<typeof createTestContext>> {}

/** A migrated, seeded database and the real app, driven through app.request() with real cookies. */
export async function createTestContext(
  options: { env?: Record<string, string>; seed?: boolean; logDestination?: { write(line: string): void } } = {},
) {
  // Each suite keeps its stored files in a folder of its own unless it names one.
  const ownDataDir = options.env?.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'threshold-test-'));
  const config = loadTestConfig({ ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...options.env });
  const { database, seed } = await openDemoDatabase(config, options.seed !== false);
  const logger = createLogger(options.logDestination ? 'info' : config.logLevel, options.logDestination);
  const mailer = createMailer({ db: database.db, logger, from: config.mailFrom, smtpUrl: config.smtpUrl });
  const { app, realtime, effects } = createApp({ config, db: database.db, logger, mailer });

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

  /** The newest message to `to`, once what was recorded outside a request (a job run directly) is delivered. */
  async function newestMailTo(to: string) {
    await effects.deliverDue();
    const rows = await mailer.newest(50);
    return rows.find((r) => r.to === to) ?? null;
  }

  const close = async () => {
    await realtime.close();
    await database.close();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  return { app, db: database.db, kind: database.kind, config, seed, realtime, effects, request, signIn, newestMailTo, close };
}

export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

/** The run's seeded template, when vitest's global setup made one (benches run without it). */
function seededTemplate(): SeededTemplate | undefined {
  return process.env.VITEST ? inject('seededTemplate') : undefined;
}

/** A migrated database: empty, or with the demo brokerage (copied from the run's template when there is one). */
async function openDemoDatabase(config: Config, seeded: boolean) {
  const template = seededTemplate();
  if (template && seeded) {
    if (fs.existsSync(template.filesDir)) fs.cpSync(template.filesDir, path.join(config.dataDir, 'files'), { recursive: true });
    return { database: await openDatabaseCopy(template.seeded), seed: deserializeDemoSeed(template.seed) };
  }
  if (template) return { database: await openDatabaseCopy(template.empty), seed: null };
  const database = await openTestDatabase();
  await database.migrate();
  await syncRoles(database.db);
  const seed: DemoSeed | null = seeded
    ? await seedDemo(database.db, { storage: createFileStorage(config), sealing: config })
    : null;
  return { database, seed };
}
