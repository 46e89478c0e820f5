// GET /api/documents at scale on PostgreSQL: BENCH_DOCUMENTS (default 50,000) documents spread over
// the demo organization's deals, listed through the real service (documentScope, filters, keyset) by a
// broker (organization scope) and a realtor (own scope), and a name search; p50/p95 per persona.
// Loopback only; a fresh database is created and dropped.
//   node --import tsx bench/documents-list.bench.ts     (BENCH_DATABASE_URL, BENCH_DOCUMENTS)
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { ListDocumentsQuery } from '@threshold/domain/documents/document.contract';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { loadActor } from '../apps/server/src/platform/authz/actor';
import { users } from '../apps/server/src/platform/auth/auth.schema';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { listDocuments } from '../apps/server/src/modules/documents/documents.service';
import { seedDemo } from '../apps/server/seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 50_000);
const ROUNDS = 40;
const host = new URL(adminUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error(`loopback only: refusing ${host}`);

const name = `threshold_bench_documents_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
try {
  await database.migrate();
  await syncRoles(database.db);
  const { harborview } = await seedDemo(database.db);
  const t0 = Date.now();
  await database.db.execute(sql`
    insert into documents (organization_id, owner_id, transaction_id, name, document_type, created_at, updated_at)
    select t.organization_id, t.owner_id, t.id, 'Bench document ' || n, 'other', now() - (n || ' minutes')::interval, now()
    from generate_series(1, ${DOCUMENTS}) n
    join lateral (select id, organization_id, owner_id from transactions where organization_id = ${harborview.id}::uuid
                  order by id offset (n % (select count(*) from transactions where organization_id = ${harborview.id}::uuid)) limit 1) t on true`);
  await database.db.execute(sql`
    insert into document_versions (document_id, number, storage_key, size_bytes, sha256, original_filename)
    select id, 1, 'bench/none', 1000, 'x', 'bench.pdf' from documents where name like 'Bench document %'`);
  await database.db.execute(sql`analyze`);
  console.log(`${DOCUMENTS} documents written in ${Date.now() - t0} ms`);
  for (const [label, email, raw] of [
    ['broker (organization), first page', 'broker@demo.test', {}],
    ['realtor (own), first page', 'realtor@demo.test', {}],
    ['broker, name search "document 4"', 'broker@demo.test', { q: 'document 4' }],
  ] as const) {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    const actor = await loadActor(database.db, { id: row!.id, email, emailVerified: true });
    const query = ListDocumentsQuery.parse({ limit: '25', ...raw });
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const page = await listDocuments(database.db, actor, query);
      times.push(performance.now() - t);
      count = page.items.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: ${count} rows, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`,
    );
  }
} finally {
  await database.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
