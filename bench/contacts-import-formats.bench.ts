// Import of real-world contact files on PostgreSQL: a 10,000-contact Google Contacts CSV (dry run,
// then the write) and a 5,000-card vCard 3.0 file (dry run, then the write), each sent as one
// request through the real app in-process (routing, auth cookie, contract parsing, layout
// recognition, validation, duplicate check, one transaction). The database is a temporary one on
// the loopback server (the test harness's), seeded with the demo data and dropped at the end.
// Every figure is one bounded run (ROUNDS, default 1, at most 5).
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/contacts-import-formats.bench.ts
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { GOOGLE_HEADERS } from '../packages/domain/src/contacts/import-formats/layouts';
import { contactsToVcard } from '../packages/domain/src/contacts/import-formats/vcard-write';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '::1'].includes(new URL(adminUrl).hostname)) throw new Error('loopback only');
process.env.TEST_DB_KIND = 'postgres';
process.env.TEST_DATABASE_URL = adminUrl;
const ROUNDS = Math.min(5, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1)));
const { createTestContext } = await import('../apps/server/src/test/harness');

const pad = (n: number, w = 4) => String(n).padStart(w, '0');

function googleCsv(count: number, run: string): string {
  const data = Array.from({ length: count }, (_, i) => {
    const cells: Record<string, string> = {
      'First Name': `Gina${i}`,
      'Last Name': `Bench${run}`,
      Labels: `* myContacts ::: ${i % 3 === 0 ? 'Buyers' : 'Sphere'}`,
      'E-mail 1 - Label': '* Home',
      'E-mail 1 - Value': `g${i}.${run}@home.bench.test ::: g${i}.${run}@alt.bench.test`,
      'E-mail 2 - Label': 'Work',
      'E-mail 2 - Value': `g${i}.${run}@work.bench.test`,
      'Phone 1 - Label': 'Mobile',
      'Phone 1 - Value': `+1 206 7${pad(Math.floor(i / 10_000) % 100, 2)} ${pad(i % 10_000)}`,
      'Address 1 - Label': 'Home',
      'Address 1 - Street': `${i} Bench St`,
      'Address 1 - City': 'Seattle',
      'Address 1 - Region': 'WA',
      'Address 1 - Postal Code': '98101',
      'Address 1 - Country': 'USA',
    };
    return GOOGLE_HEADERS.map((h) => cells[h] ?? '');
  });
  return Papa.unparse({ fields: [...GOOGLE_HEADERS], data });
}

function vcardFile(count: number, run: string): string {
  return contactsToVcard(
    Array.from({ length: count }, (_, i) => ({
      id: `00000000-0000-4000-8000-${pad(i, 12)}`,
      first_name: `Vic${i}`,
      last_name: `Card${run}`,
      emails: [
        { label: 'personal', value: `v${i}.${run}@home.bench.test` },
        { label: 'work', value: `v${i}.${run}@work.bench.test` },
      ],
      phones: [
        { label: 'mobile', value: `+1 425 8${pad(Math.floor(i / 10_000) % 100, 2)} ${pad(i % 10_000)}` },
      ],
      address: {
        street: `${i} Card Ave`,
        unit: 'Apt 1',
        city: 'Bellevue',
        region: 'WA',
        postal_code: '98004',
        country: 'USA',
      },
      types: [],
      stage: 'new' as const,
      tags: ['bench'],
      birthday: null,
      notes: null,
    })),
  );
}

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
