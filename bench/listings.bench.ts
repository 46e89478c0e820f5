// GET /api/listings at scale (and the offers grid of a listing with 50 offers): 20,000 listings (plus their properties) in one organization on
// PostgreSQL, listed through the real service (scope, filters, keyset, offers-awaiting counts) by a
// broker (organization scope) and a realtor (own scope), with a search, a status filter and the price
// sort; p50/p95 per persona (budget p95 ≤ 50 ms) and the plan of each page query (EXPLAIN ANALYZE).
// Loopback only; a fresh database is created and dropped; every run is bounded in time and count.
//   node --import tsx bench/listings.bench.ts        (BENCH_DATABASE_URL, BENCH_LISTINGS, BENCH_DURATION_S)
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { ListListingsQuery } from '@threshold/domain/listings/list-listings.contract';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { loadActor } from '../apps/server/src/platform/authz/actor';
import { users } from '../apps/server/src/platform/auth/auth.schema';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { listListings } from '../apps/server/src/modules/listings/listings.service';
import { listOffers } from '../apps/server/src/modules/listings/offers.service';
import { listingScope } from '../apps/server/src/modules/listings/listings-scope.repository';
import { listingFilterConditions } from '../apps/server/src/modules/listings/listings-list.repository';
import { seedDemo } from '../apps/server/seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const MAX_SAMPLES = 2_000;
const host = new URL(adminUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error(`loopback only: refusing ${host}`);

const PERSONAS = [
  { label: 'broker (organization)', email: 'broker@demo.test', query: 'limit=25' },
  { label: 'realtor (own)', email: 'realtor@demo.test', query: 'limit=25' },
  { label: 'broker, search "gull"', email: 'broker@demo.test', query: 'limit=25&q=gull' },
  {
    label: 'broker, Active, price high→low',
    email: 'broker@demo.test',
    query: 'limit=25&status=Active&sort=-list_price',
  },
  { label: 'realtor, price low→high', email: 'realtor@demo.test', query: 'limit=25&sort=list_price' },
];

const name = `threshold_bench_listings_${Date.now().toString(36)}`;
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
  // Bulk rows in SQL: a property each, owners spread over the organization's agents, every status.
  const owners = ['realtor', 'broker', 'team_leader', 'leasing_agent'].map((r) =>
    harborview.users.get(r as never)!,
  );
  await database.db.execute(sql`
    with p as (
      insert into properties (organization_id, address_line1, city, state, postal_code, search_text, created_at)
      select ${harborview.id}::uuid, n || ' Bench Way', 'Harborview', 'WA', '98110',
             n || ' bench way harborview 98110', now() - (n || ' minutes')::interval
      from generate_series(1, ${LISTINGS}) n
      returning id, created_at, (split_part(address_line1, ' ', 1))::int as n)
    insert into listings (organization_id, property_id, owner_id, kind, status, list_price_cents,
                          original_list_price_cents, listing_date, search_text, created_at, updated_at)
    select ${harborview.id}::uuid, p.id, (array[${sql.join(
      owners.map((o) => sql`${o}`),
      sql`, `,
    )}])[1 + p.n % 4],
           'sale',
           (array['ComingSoon','Active','Active','Active','ActiveUnderContract','Pending','Hold','Withdrawn','Expired','Canceled','Closed'])[1 + p.n % 11],
           (300000 + (p.n * 7919) % 900000) * 100, (300000 + (p.n * 7919) % 900000) * 100,
           (p.created_at)::date, p.n || ' bench way harborview', p.created_at, p.created_at
    from p`);
  await database.db.execute(sql`analyze`);
  console.log(`seeded ${LISTINGS} listings in ${Date.now() - t0} ms (${name})\n`);
  console.log('persona'.padEnd(36), 'n'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  for (const persona of PERSONAS) {
    const [account] = await database.db
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, persona.email));
    const actor = await loadActor(database.db, account!);
    const query = ListListingsQuery.parse(Object.fromEntries(new URLSearchParams(persona.query)));
    const times: number[] = [];
    const deadline = Date.now() + DURATION_S * 1000;
    while (Date.now() < deadline && times.length < MAX_SAMPLES) {
      const start = performance.now();
      await listListings(database.db, actor, query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      persona.label.padEnd(36),
      String(times.length).padStart(6),
      pct(times, 50).toFixed(1).padStart(8),
      pct(times, 95).toFixed(1).padStart(8),
    );
    const where = sql.join(
      [listingScope(actor), ...listingFilterConditions(query, actor.userId)],
      sql` and `,
    );
    const order =
      query.sort === '-updated_at'
        ? sql`updated_at desc, id desc`
        : query.sort === 'list_price'
          ? sql`list_price_cents, id`
          : sql`list_price_cents desc, id desc`;
    const plan = await database.db.execute(
      sql`explain (analyze, costs off, timing off, summary on) select id from listings where ${where} order by ${order} limit 26`,
    );
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map(
      (r) => Object.values(r)[0],
    );
    console.log(`  plan: ${lines.slice(0, 4).join(' | ')}`);
  }
  // The comparison grid's server side: one listing with 50 offers (effective price and net for each).
  const found = await database.db.execute(sql`select id from listings where status = 'Active' and search_text like '%bench way%' limit 1`);
  const listingId = (found as unknown as { rows: { id: string }[] }).rows[0]!.id;
  await database.db.execute(sql`
    insert into offers (listing_id, status, status_token_hash, buyer_names, agent_name, agent_brokerage, agent_license,
      agent_email, agent_phone, price_cents, earnest_money_cents, financing_type, contingencies, days_to_close,
      escalation_increment_cents, escalation_cap_cents, expires_at)
    select ${listingId}::uuid, 'Submitted', md5(n::text || ${name}), array['Buyer ' || n], 'Agent ' || n, 'Brokerage', 'L-' || n,
      'agent' || n || '@bench.test', '206 555 0100', (700000 + n * 1000) * 100, 1000000, 'conventional',
      '{"inspection_days":10,"appraisal_days":21,"financing_days":30,"sale_of_home_days":null}'::jsonb, 30,
      case when n % 3 = 0 then 250000 end, case when n % 3 = 0 then (760000 + n * 1000) * 100 end, now() + interval '2 days'
    from generate_series(1, 50) n`);
  const [broker] = await database.db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, 'broker@demo.test'));
  const brokerActor = await loadActor(database.db, broker!);
  const gridTimes: number[] = [];
  const gridDeadline = Date.now() + DURATION_S * 1000;
  while (Date.now() < gridDeadline && gridTimes.length < MAX_SAMPLES) {
    const start = performance.now();
    const { items } = await listOffers(database.db, brokerActor, listingId);
    if (items.length !== 50) throw new Error(`expected 50 offers, got ${items.length}`);
    gridTimes.push(performance.now() - start);
  }
  gridTimes.sort((a, b) => a - b);
  console.log(
    '\n' + 'offers of one listing (50)'.padEnd(36),
    String(gridTimes.length).padStart(6),
    pct(gridTimes, 50).toFixed(1).padStart(8),
    pct(gridTimes, 95).toFixed(1).padStart(8),
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
