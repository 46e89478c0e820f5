import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/users';
import { cookieFrom } from '../../test/harness';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createPostgresDatabase, restorePgliteFolder, testDatabaseKind } from '../../test/test-database';

/**
 * Issue 9 item 10 — nothing lost on a crash: the server is SIGKILLed while several clients create
 * deals (one deal = the deal row, its checklist copied from the template, its key dates, the
 * audit entry, all in one transaction), then restarted on the same PGlite folder or PostgreSQL
 * database. Every acknowledged deal must be there whole; a deal whose request was cut off is either
 * there whole or not at all; the PGlite folder reopens without repair (its lock is taken over).
 */
const WRITERS = 4;
const ACKNOWLEDGED_BEFORE_KILL = 24;
const MAX_WRITES_PER_WRITER = 200;

type Database = { dataDir: string } | { url: string };

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return cookieFrom(response.headers);
}

async function getJson(
  baseUrl: string,
  cookie: string,
  pathname: string,
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { Cookie: cookie } });
  return { status: response.status, json: response.ok ? await response.json() : null };
}

interface WriteLog {
  acknowledged: Map<string, string>; // address line → deal id
  cutOff: string[]; // address lines whose request got no answer
}

/** Writers create deals until the server is killed; resolves once they have all stopped. */
function startWriters(server: ServerProcess, cookie: string, run: string, log: WriteLog) {
  const writer = async (w: number) => {
    for (let i = 0; i < MAX_WRITES_PER_WRITER; i += 1) {
      const line1 = `${run} Crash ${w}-${i}`;
      try {
        const response = await fetch(`${server.baseUrl}/api/transactions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.baseUrl, Cookie: cookie },
          body: JSON.stringify({ type: 'purchase', side: 'buyer', address: { line1, city: 'Bayside' } }),
        });
        expect(response.status, line1).toBe(201);
        log.acknowledged.set(line1, ((await response.json()) as { id: string }).id);
      } catch (error) {
        if (error instanceof TypeError) {
          log.cutOff.push(line1); // the connection died with the server
          return;
        }
        throw error;
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
}

/** A server data folder (PGlite) or a PostgreSQL database holding a copy of the run's seeded template. */
async function prepareDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const template = inject('seededTemplate');
  const copy = template.seeded;
  if (copy.kind === 'postgres') {
    const created = await createPostgresDatabase(copy.database);
    return { database: { url: created.url }, cleanup: created.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-crash-'));
  cpSync(template.filesDir, path.join(dataDir, 'files'), { recursive: true });
  await restorePgliteFolder(copy, path.join(dataDir, 'pglite'));
  return { database: { dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe(`a crash while clients write loses nothing (${testDatabaseKind()})`, () => {
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    prepared = await prepareDatabase();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await prepared?.cleanup();
  });

  it('keeps every acknowledged deal whole, and no cut-off deal half written', async () => {
    server = await startServerProcess(prepared.database);
    const run = `R${Date.now() % 1_000_000}`;
    const log: WriteLog = { acknowledged: new Map(), cutOff: [] };
    const writing = startWriters(server, await signIn(server.baseUrl, 'broker@demo.test'), run, log);
    const deadline = Date.now() + 60_000;
    while (log.acknowledged.size < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.kill();
    await writing;
    expect(log.acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    server = await startServerProcess(prepared.database);
    const cookie = await signIn(server.baseUrl, 'broker@demo.test');
    const checklistSize = async (id: string) => {
      const checklist = await getJson(server!.baseUrl, cookie, `/api/transactions/${id}/checklist`);
      expect(checklist.status).toBe(200);
      return (checklist.json as { items: unknown[] }).items.length;
    };
    const dateCount = async (id: string) => {
      const dates = await getJson(server!.baseUrl, cookie, `/api/transactions/${id}/dates`);
      expect(dates.status).toBe(200);
      return (dates.json as { items: unknown[] }).items.length;
    };
    const [firstId] = log.acknowledged.values();
    const expectedItems = await checklistSize(firstId!);
    const expectedDates = await dateCount(firstId!);
    expect(expectedItems).toBeGreaterThan(0);

    for (const [line1, id] of log.acknowledged) {
      const deal = await getJson(server.baseUrl, cookie, `/api/transactions/${id}`);
      expect(deal.status, line1).toBe(200);
      expect(deal.json.address.line1, line1).toBe(line1);
      expect(await checklistSize(id), line1).toBe(expectedItems);
      expect(await dateCount(id), line1).toBe(expectedDates);
    }
    for (const line1 of log.cutOff) {
      const found = await getJson(
        server.baseUrl,
        cookie,
        `/api/transactions?q=${encodeURIComponent(line1)}&limit=5`,
      );
      expect(found.status).toBe(200);
      const items = (found.json as { items: { id: string; address: { line1: string } }[] }).items.filter(
        (deal) => deal.address.line1 === line1,
      );
      expect(items.length, line1).toBeLessThanOrEqual(1);
      if (items[0]) {
        expect(await checklistSize(items[0].id), line1).toBe(expectedItems);
        expect(await dateCount(items[0].id), line1).toBe(expectedDates);
      }
    }
  }, 300_000);
});
