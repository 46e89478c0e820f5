// Issue 17 / ADR 0149, on PostgreSQL through the real app in-process (routing, auth cookie, contract
// parsing, service, SQL): the platform admin's user search over 100,000 users, 1,000 of them disabled
// and 20,000 with a membership — the first page, an e-mail search, a name search, a search matching
// nothing (the whole index is looked at), a page deep in the keyset, and one user's detail page.
// Each figure is the p50/p95 of ROUNDS sequential requests (default 100) after 20 warm-up requests.
// The database is a temporary one on the loopback server (the test harness's), dropped at the end.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/admin-users.bench.ts
import { sql } from 'drizzle-orm';
import { harnessBench } from './support/harness-bench';

const USERS = 100_000;
const { ctx, rounds: ROUNDS, measure } = await harnessBench(100);

try {
  const lakeside = ctx.seed!.lakeside.id;
  // Set-based inserts: 100,000 users with profiles, 20,000 members of Lakeside, 1,000 disabled.
  await ctx.db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-' || g, 'Bench Person ' || g, 'bench.person' || g || '@bench' || (g % 97) || '.test', g % 10 <> 0
    from generate_series(1, ${USERS}) g`);
  await ctx.db.execute(sql`
    insert into user_profiles (id, first_name, last_name)
    select 'bench-' || g, 'Bench' || (g % 500), 'Person' || g from generate_series(1, ${USERS}) g`);
  await ctx.db.execute(sql`
    insert into organization_members (user_id, organization_id, role_id, is_primary, status)
    select 'bench-' || g, ${lakeside}::uuid, (select id from roles where role_key = 'realtor'), true, 'active'
    from generate_series(1, 20000) g`);
  await ctx.db.execute(sql`
    insert into user_disablements (user_id, reason)
    select 'bench-' || g, 'bench' from generate_series(1, ${USERS}, 100) g`);
  await ctx.db.execute(sql`analyze`);

  const admin = await ctx.signIn('system_admin@demo.test');
  const deep = await ctx.request('GET', '/api/admin/users?q=bench.person9&limit=100', { cookie: admin });
  const cursor = deep.json.nextCursor as string;
  const results = {
    database: 'postgresql (loopback, temporary), busy machine',
    users: USERS,
    rounds: ROUNDS,
    admin_user_search: {
      first_page_50: await measure(admin, () => '/api/admin/users?limit=50'),
      email_search: await measure(admin, (i) => `/api/admin/users?q=person${1000 + i}%40&limit=50`),
      name_search: await measure(admin, (i) => `/api/admin/users?q=Bench%20Person%20${500 + i}&limit=50`),
      no_match: await measure(admin, (i) => `/api/admin/users?q=zz-nobody-${i}&limit=50`),
      next_page_after_cursor: await measure(
        admin,
        () => `/api/admin/users?q=bench.person9&limit=100&cursor=${encodeURIComponent(cursor)}`,
      ),
    },
    admin_user_detail: await measure(admin, (i) => `/api/admin/users/bench-${1 + ((i * 37) % USERS)}`),
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  await ctx.close();
}
