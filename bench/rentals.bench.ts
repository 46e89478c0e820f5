// Rentals at scale (issue 16): 5,000 units (500 properties × 10) with 4,500 signed leases and 12
// months of ledger (~100k entries) in one organization on PostgreSQL. Measures, through the real
// services, the rental dashboard (occupancy, collected vs due, delinquency with FIFO aging, leases
// ending, maintenance) and the first page of the rent roll for a broker (organization scope) and the
// leasing agent (own scope): p50/p95 (budget p95 ≤ 50 ms); then one monthly charge generation over
// every lease, and a second run of it (idempotent: posts nothing).
// Loopback only; a fresh database is created and dropped; every run is bounded in time and count.
//   node --import tsx bench/rentals.bench.ts        (BENCH_DATABASE_URL, BENCH_UNITS, BENCH_DURATION_S)
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { loadActor } from '../apps/server/src/platform/authz/actor';
import { users } from '../apps/server/src/platform/auth/auth.schema';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { getRentalDashboard, getRentRoll } from '../apps/server/src/modules/rentals/rental-dashboard.service';
import { generateDueCharges } from '../apps/server/src/modules/rentals/charge-generation.service';
import { seedDemo } from '../apps/server/seed';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const UNITS = Number(process.env.BENCH_UNITS ?? 5_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const MAX_SAMPLES = 1_000;
const host = new URL(adminUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error(`loopback only: refusing ${host}`);

const name = `threshold_bench_rentals_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const db = database.db;

async function actorOf(email: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  return loadActor(db, account!);
}

async function measure(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  const deadline = Date.now() + DURATION_S * 1000;
  while (Date.now() < deadline && times.length < MAX_SAMPLES) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    label.padEnd(44),
    String(times.length).padStart(6),
    pct(times, 50).toFixed(1).padStart(8),
    pct(times, 95).toFixed(1).padStart(8),
  );
}

try {
  await database.migrate();
  await syncRoles(db);
  const { harborview } = await seedDemo(db);
  const agent = harborview.users.get('leasing_agent')!;
  const pm = harborview.users.get('property_management')!;
  const [tenant] = (
    (await db.execute(
      sql`select id from contacts where organization_id = ${harborview.id} and deleted_at is null limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const t0 = Date.now();
  const properties = UNITS / 10;
  await db.execute(sql`
    with p as (
      insert into properties (organization_id, address_line1, city, state, postal_code, search_text)
      select ${harborview.id}::uuid, n || ' Bench Ave', 'Harborview', 'WA', '98110', n || ' bench ave'
      from generate_series(1, ${properties}) n returning id, (split_part(address_line1, ' ', 1))::int as n)
    insert into rental_properties (organization_id, property_id, manager_id)
    select ${harborview.id}::uuid, p.id, case when p.n % 2 = 0 then ${agent} else ${pm} end from p`);
  await db.execute(sql`
    insert into rental_units (rental_property_id, label, market_rent_cents, status)
    select rp.id, 'U' || u, 150000 + u * 5000, case when u = 10 then 'vacant' else 'occupied' end
    from rental_properties rp join properties p on p.id = rp.property_id and p.address_line1 like '% Bench Ave'
    cross join generate_series(1, 10) u`);
  await db.execute(sql`
    insert into leases (organization_id, rental_property_id, unit_id, agent_id, status, term_kind, start_date, end_date,
      rent_cents, due_day, deposit_cents, late_fee)
    select ${harborview.id}::uuid, u.rental_property_id, u.id, ${agent}, 'active', 'fixed',
      (date_trunc('month', now()) - interval '12 months')::date,
      (date_trunc('month', now()) + ((row_number() over ()) % 6) * interval '1 month' + interval '20 days')::date,
      u.market_rent_cents, 1, u.market_rent_cents,
      '{"grace_days":5,"kind":"flat","amount_cents":7500,"rate_bps":null,"cap_cents":7500}'::jsonb
    from rental_units u where u.status = 'occupied' and u.label like 'U%'`);
  await db.execute(
    sql`insert into lease_tenants (lease_id, contact_id) select id, ${tenant!.id}::uuid from leases where unit_id in (select id from rental_units where label like 'U%')`,
  );
  // 12 months of rent charges, and a payment each month (every tenth lease stopped paying 3 months ago).
  await db.execute(sql`
    insert into rent_ledger_entries (organization_id, lease_id, kind, code, description, period, entry_date, due_date, amount_cents, generation_key)
    select l.organization_id, l.id, 'charge', 'rent', 'Rent', to_char(m, 'YYYY-MM'), m::date, m::date, l.rent_cents, to_char(m, 'YYYY-MM') || ':rent'
    from leases l cross join generate_series(date_trunc('month', now()) - interval '12 months', date_trunc('month', now()), interval '1 month') m
    where l.unit_id in (select id from rental_units where label like 'U%')`);
  await db.execute(sql`
    insert into rent_ledger_entries (organization_id, lease_id, kind, description, entry_date, amount_cents, method)
    select l.organization_id, l.id, 'payment', 'Payment (ACH)', (m + interval '2 days')::date, l.rent_cents, 'ach'
    from (select *, row_number() over (order by id) as n from leases where unit_id in (select id from rental_units where label like 'U%')) l
    cross join generate_series(date_trunc('month', now()) - interval '12 months', date_trunc('month', now()) - interval '1 month', interval '1 month') m
    where l.n % 10 <> 0 or m < date_trunc('month', now()) - interval '3 months'`);
  await db.execute(sql`analyze`);
  const counts = (
    (await db.execute(
      sql`select (select count(*) from rental_units)::int as units, (select count(*) from leases)::int as leases, (select count(*) from rent_ledger_entries)::int as entries`,
    )) as unknown as { rows: Record<string, number>[] }
  ).rows[0]!;
  console.log(`seeded ${JSON.stringify(counts)} in ${Date.now() - t0} ms (${name})\n`);
  console.log('measure'.padEnd(44), 'n'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  for (const email of ['broker@demo.test', 'leasing_agent@demo.test']) {
    const actor = await actorOf(email);
    await measure(`dashboard, ${email}`, () => getRentalDashboard(db, actor));
    await measure(`rent roll page (100), ${email}`, () => getRentRoll(db, actor, { limit: 100 }));
  }
  if (process.env.BENCH_SKIP_GENERATION) throw new Error('stop');
  const nextMonth = (
    (await db.execute(
      sql`select to_char(date_trunc('month', now()) + interval '1 month' + interval '9 days', 'YYYY-MM-DD') as d`,
    )) as unknown as { rows: { d: string }[] }
  ).rows[0]!.d;
  let start = performance.now();
  const first = await generateDueCharges(db, nextMonth);
  console.log(
    `\ncharge generation as of ${nextMonth}: ${JSON.stringify(first)} in ${(performance.now() - start).toFixed(0)} ms`,
  );
  start = performance.now();
  const again = await generateDueCharges(db, nextMonth);
  console.log(
    `second run (idempotent): posted ${again.posted} in ${(performance.now() - start).toFixed(0)} ms`,
  );
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
