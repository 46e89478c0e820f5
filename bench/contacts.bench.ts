// Contacts (CRM) benchmark on PostgreSQL: 200,000 contacts across 20 organizations, then p50/p95/p99
// of the list and of search as an agent (own scope) and as a broker (organization scope), and the
// time to import 10,000 CSV rows. Requests go through the real app (routing, auth cookie, contract
// parsing, scope, DTOs) in-process with app.request(); the database is a temporary one on the
// loopback server, dropped at the end. Every loop is bounded.
// Run: node --import tsx bench/contacts.bench.ts   (BENCH_DATABASE_URL overrides the admin URL)
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { createMailer } from '../apps/server/src/platform/email/mailer';
import { createLogger } from '../apps/server/src/platform/logger';
import { findRoleIds, syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { organizationMembers } from '../apps/server/src/modules/organizations/organizations.schema';
import { createUser } from '../apps/server/seed/users';
import { insertContacts, type ContactInsert } from '../apps/server/src/modules/contacts/contacts.repository';
import { buildContact, createRng } from '../apps/server/seed/contacts';
import { seedOrganization, type OrganizationSeed } from '../apps/server/seed/organizations';

const ORGS = 20;
const PER_ORG = 10_000;
const AGENTS = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const SKIP_IMPORT = process.env.BENCH_SKIP_IMPORT === '1';
const IMPORT_ROWS = 10_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORIGIN = 'http://localhost:3999';

const host = new URL(adminUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error(`loopback only: refusing ${host}`);

// BENCH_REUSE_DB=<name> measures again on a database kept by an earlier BENCH_KEEP_DB=1 run.
const reuse = process.env.BENCH_REUSE_DB;
if (reuse && !/^threshold_bench_contacts_[a-z0-9]+$/.test(reuse))
  throw new Error('BENCH_REUSE_DB must name a kept bench database');
const dbName = reuse ?? `threshold_bench_contacts_${Date.now().toString(36)}`;
if (!reuse) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
}
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10 });
const results: Record<string, unknown> = { contacts: ORGS * PER_ORG, organizations: ORGS, samples: SAMPLES };
try {
  const t0 = Date.now();
  await database.migrate();
  await syncRoles(database.db);
  const orgs = [];
  for (let o = 0; o < (reuse ? 0 : ORGS); o++) {
    const seed: OrganizationSeed = {
      name: `Bench Realty ${o}`,
      slug: `bench-${o}`,
      emailDomain: `bench${o}.test`,
      teams: [{ name: 'Sales', description: '' }],
      members: [
        { role: 'broker', firstName: 'Bea', lastName: `Broker${o}`, team: 'Sales' },
        { role: 'realtor', firstName: 'Agent0', lastName: `Org${o}`, team: 'Sales' },
      ],
      supervision: [],
    };
    const org = await seedOrganization(database.db, seed);
    // seedOrganization makes one account per role; the other agents are added here.
    const roleIds = await findRoleIds(database.db);
    for (let i = 1; i < AGENTS; i++) {
      const userId = await createUser(database.db, {
        email: `agent${i}@bench${o}.test`,
        firstName: `Agent${i}`,
        lastName: `Org${o}`,
      });
      await database.db
        .insert(organizationMembers)
        .values({
          userId,
          organizationId: org.id,
          roleId: roleIds.get('realtor')!,
          isPrimary: true,
          status: 'active',
        });
    }
    orgs.push(org);
  }
  const agentIds = await database.db.execute(
    (await import('drizzle-orm'))
      .sql`select m.organization_id::text as org, m.user_id from organization_members m join roles r on r.id = m.role_id where r.role_key = 'realtor' order by m.user_id`,
  );
  const byOrg = new Map<string, string[]>();
  for (const r of (agentIds as unknown as { rows: { org: string; user_id: string }[] }).rows)
    byOrg.set(r.org, [...(byOrg.get(r.org) ?? []), r.user_id]);
  const rng = createRng(42);
  const now = Date.now();
  let index = 0;
  for (const org of orgs) {
    const agents = byOrg.get(org.id)!;
    for (let start = 0; start < PER_ORG; start += 2000) {
      const batch: ContactInsert[] = [];
      for (let i = start; i < Math.min(PER_ORG, start + 2000); i++) {
        const owner = i % 11 === 10 ? org.users.get('broker')! : agents[i % agents.length]!;
        batch.push(
          buildContact(rng, {
            organizationId: org.id,
            ownerId: owner,
            now,
            index: index++,
            emailDomain: `o${orgs.indexOf(org)}.example.test`,
          }),
        );
      }
      await insertContacts(database.db, batch, 1000);
    }
  }
  // Steady state: autovacuum would have merged the GIN pending lists and gathered statistics.
  await database.db.execute((await import('drizzle-orm')).sql`vacuum analyze contacts`);
  if (!reuse) results.seedSeconds = (Date.now() - t0) / 1000;
  console.log(`seeded ${index} contacts in ${results.seedSeconds}s`);

  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    BODY_LIMIT_BYTES: String(16 * 1024 * 1024),
  });
  const logger = createLogger(config.logLevel);
  const { app } = createApp({
    config,
    db: database.db,
    logger,
    mailer: createMailer({ db: database.db, logger, from: config.mailFrom }),
  });
  const signIn = async (email: string) => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-pass-2026' }),
    });
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const get = async (cookie: string, p: string) => {
    const started = performance.now();
    const res = await app.request(p, { headers: { origin: ORIGIN, cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    return performance.now() - started;
  };
  const stats = (ms: number[]) => {
    const s = [...ms].sort((a, b) => a - b);
    const q = (p: number) => Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 10) / 10;
    return { p50: q(0.5), p95: q(0.95), p99: q(0.99), max: q(1) };
  };
  const lists = [
    '/api/contacts?limit=50',
    '/api/contacts?limit=50&stage=active',
    '/api/contacts?limit=50&sort=-updated_at',
    '/api/contacts?limit=50&needs_attention=true',
    '/api/contacts?limit=50&tag=vip&type=buyer',
  ];
  const searches = [
    'smi',
    'garcia',
    'olivia',
    'emma lee',
    '555-01',
    'noah.',
    'okafor',
    'kowalsky',
    'zoe adams',
    '(206) 555',
  ];
  const who = { agent: await signIn('realtor@bench0.test'), broker: await signIn('broker@bench0.test') };
  for (const [role, cookie] of Object.entries(who)) {
    for (const [op, paths] of [
      ['list', lists],
      ['search', searches.map((q) => `/api/contacts?limit=25&q=${encodeURIComponent(q)}`)],
    ] as const) {
      for (let i = 0; i < 20; i++) await get(cookie, paths[i % paths.length]!);
      const ms: number[] = [];
      for (let i = 0; i < SAMPLES; i++) ms.push(await get(cookie, paths[i % paths.length]!));
      results[`${op} as ${role} (ms)`] = stats(ms);
      console.log(op, role, stats(ms));
    }
  }
  // Second page of the list, to show keyset paging costs the same as the first.
  const first = await app.request('/api/contacts?limit=50', {
    headers: { origin: ORIGIN, cookie: who.broker },
  });
  const cursor = ((await first.json()) as { nextCursor: string }).nextCursor;
  const paged: number[] = [];
  for (let i = 0; i < 50; i++) paged.push(await get(who.broker, `/api/contacts?limit=50&cursor=${cursor}`));
  results['list page 2 as broker (ms)'] = stats(paged);

  const lines = ['First Name,Last Name,Email,Mobile Phone,Tags,Stage'];
  for (let i = 0; i < IMPORT_ROWS; i++)
    lines.push(
      `Import${i},Bench,import${i}@bulk.test,(509) 55${String(i).padStart(5, '0').slice(0, 1)}-${String(i).padStart(4, '0').slice(-4)},imported,new`,
    );
  const csv = lines.join('\n');
  for (const dryRun of SKIP_IMPORT ? [] : [true, false]) {
    const started = performance.now();
    const res = await app.request('/api/contacts/import', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: who.agent, 'content-type': 'application/json' },
      body: JSON.stringify({ source: { csv }, dry_run: dryRun }),
    });
    const report = (await res.json()) as { created: number };
    results[`import ${IMPORT_ROWS} rows${dryRun ? ' (dry run)' : ''} (s)`] =
      Math.round((performance.now() - started) / 10) / 100;
    results[`import created${dryRun ? ' (dry run)' : ''}`] = report.created;
  }
  const trigram = await database.db.execute(
    (await import('drizzle-orm'))
      .sql`select exists(select 1 from pg_extension where extname = 'pg_trgm') as ok`,
  );
  results.trigram = (trigram as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok;
  console.log(JSON.stringify(results, null, 2));
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'contacts.json'),
    JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2),
  );
} finally {
  await database.close();
  if (process.env.BENCH_KEEP_DB === '1') {
    console.log(`kept database ${dbName} (BENCH_KEEP_DB=1); drop it when done`);
    process.exit(0);
  }
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();
}
