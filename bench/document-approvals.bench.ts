// Document approval (ADR 0165/0166), measured on PGlite in a temporary DATA_DIR with the demo seed:
//  1. GET /api/documents/:id/approvers — builds each organization member's actor and runs the
//     document scope for them (the cost grows with the organization's size);
//  2. POST …/approvals (one approver, e-mail recorded) and …/decide;
//  3. GET /api/documents?waiting=me for the broker with N pending requests.
//   node --import tsx bench/document-approvals.bench.ts      (BENCH_ROUNDS, default 20)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { seedDemo } from '../apps/server/seed';
import { demoSessionCookie, inProcessApp } from './support/in-process-app';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-bench-approvals-'));
const ORIGIN = 'http://localhost:3999';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const report = (label: string, xs: number[]) =>
  console.log(
    `${label}: median ${median(xs).toFixed(1)} ms, p95 ${p95(xs).toFixed(1)} ms (${xs.length} runs)`,
  );

try {
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: ORIGIN, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await syncRoles(database.db);
  const seeded = await seedDemo(database.db);
  const app = inProcessApp(config, database.db);
  const realtor = await demoSessionCookie(app, ORIGIN, 'realtor@demo.test');
  const broker = await demoSessionCookie(app, ORIGIN, 'broker@demo.test');
  const brokerId = seeded.harborview.users.get('broker')!;
  const call = async (
    method: string,
    url: string,
    cookie: string,
    body?: RequestInit['body'],
    type = 'application/json',
  ) => {
    const started = performance.now();
    const res = await app.request(url, {
      method,
      headers: { origin: ORIGIN, cookie, 'content-type': type },
      body,
    });
    const json: any = await res.json();
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return { ms: performance.now() - started, json };
  };
  const blank = await PDFDocument.create();
  blank.addPage();
  const pdf = Buffer.from(await blank.save());
  const { json: deals } = await call('GET', '/api/transactions?limit=1', realtor);
  const dealId = deals.items[0].id as string;
  const approvers: number[] = [];
  const asks: number[] = [];
  const decides: number[] = [];
  const ids: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const { json: doc } = await call(
      'POST',
      `/api/documents?name=Bench%20${i}&transaction_id=${dealId}`,
      realtor,
      pdf,
      'application/pdf',
    );
    ids.push(doc.id);
    approvers.push((await call('GET', `/api/documents/${doc.id}/approvers`, realtor)).ms);
    const asked = await call(
      'POST',
      `/api/documents/${doc.id}/approvals`,
      realtor,
      JSON.stringify({ approver_ids: [brokerId] }),
    );
    asks.push(asked.ms);
  }
  const waiting: number[] = [];
  for (let i = 0; i < ROUNDS; i++) waiting.push((await call('GET', '/api/documents?waiting=me', broker)).ms);
  for (const id of ids.slice(0, ROUNDS / 2)) {
    const { json } = await call('GET', `/api/documents/${id}/approvals`, broker);
    decides.push(
      (
        await call(
          'POST',
          `/api/documents/${id}/approvals/${json.items[0].id}/decide`,
          broker,
          JSON.stringify({ decision: 'approve' }),
        )
      ).ms,
    );
  }
  const members = (await call('GET', `/api/documents/${ids[0]}/approvers`, realtor)).json.items.length;
  report(`approvers (Harborview demo organization, ${members} offered)`, approvers);
  report('request approval (1 approver, e-mail recorded)', asks);
  report('decide (approve)', decides);
  report(`waiting=me (broker, ${ROUNDS} pending)`, waiting);
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
