// Import of real-world contact files on PostgreSQL: a 10,000-contact Google Contacts CSV (dry run,
// then the write) and a 5,000-card vCard 3.0 file (dry run, then the write), each sent as one
// request through the real app in-process (routing, auth cookie, contract parsing, layout
// recognition, validation, duplicate check, one transaction). The database is a temporary one on
// the loopback server (the test harness's), seeded with the demo data and dropped at the end.
// Every figure is one bounded run (ROUNDS, default 1, at most 5).
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/contacts-import-formats.bench.ts
import fs from 'node:fs';
import path from 'node:path';
import { googleCsv, vcardFile } from './support/contact-files';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '::1'].includes(new URL(adminUrl).hostname)) throw new Error('loopback only');
process.env.TEST_DB_KIND = 'postgres';
process.env.TEST_DATABASE_URL = adminUrl;
const ROUNDS = Math.min(5, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1)));
const { createTestContext } = await import('../apps/server/src/test/harness');

const ctx = await createTestContext({ env: { BODY_LIMIT_BYTES: String(32 * 1024 * 1024) } });
const results: Record<string, unknown> = { database: 'postgresql (loopback, temporary)', rounds: ROUNDS };
try {
  const cookie = await ctx.signIn('realtor@demo.test');
  const time = async (label: string, source: Record<string, string>, dryRun: boolean, expected: number) => {
    const started = performance.now();
    const res = await ctx.request('POST', '/api/contacts/import', {
      cookie,
      body: { source, dry_run: dryRun, duplicates: 'create' },
    });
    const ms = Math.round(performance.now() - started);
    if (res.status !== 200 || res.json.created !== expected)
      throw new Error(`${label}: ${res.status} ${res.text.slice(0, 300)}`);
    const megabytes = Object.values(source)[0]!.length / 1e6;
    results[label] = { ms, megabytes: Number(megabytes.toFixed(2)) };
    console.log(`${label}: ${ms} ms (${megabytes.toFixed(1)} MB)`);
  };
  for (let r = 0; r < ROUNDS; r++) {
    const run = `${Date.now().toString(36)}${r}`;
    await time(`google_csv_10000_dry_run_${r}`, { csv: googleCsv(10_000, run) }, true, 10_000);
    await time(`google_csv_10000_write_${r}`, { csv: googleCsv(10_000, run) }, false, 10_000);
    await time(`vcard_5000_dry_run_${r}`, { vcard: vcardFile(5_000, run) }, true, 5_000);
    await time(`vcard_5000_write_${r}`, { vcard: vcardFile(5_000, run) }, false, 5_000);
  }
} finally {
  await ctx.close();
}
const out = path.join(import.meta.dirname, 'results', 'contacts-import-formats.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
