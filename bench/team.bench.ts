// Issue 17 measures on PostgreSQL, through the real app in-process (routing, auth cookie, contract
// parsing, service, SQL): the member directory of an organization of 2,000 members (first page, a
// name search, a role filter) and the platform admin's user search over 100,000 users; plus what the
// platform-admin slice adds to every signed-in page (ADRs 0152, 0154): /api/me with the organization's
// runtime flags, the announcement banners, and a request through the feature-flag gate. Each figure is
// the p50/p95 of ROUNDS sequential requests (default 200) after 20 warm-up requests. The database is a
// temporary one on the loopback server (the test harness's), seeded with the demo data, dropped at the end.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/team.bench.ts
import { sql } from 'drizzle-orm';
import { harnessBench } from './support/harness-bench';

const { ctx, rounds: ROUNDS, measure } = await harnessBench(200);

try {
  const harborview = ctx.seed!.harborview.id;
  // 100,000 users (2,000 of them Harborview realtors and assistants), in set-based statements.
  await ctx.db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-' || g, 'Bench Person ' || g, 'bench.person' || g || '@bench' || (g % 97) || '.test', true
    from generate_series(1, 100000) g`);
  await ctx.db.execute(sql`
    insert into user_profiles (id, first_name, last_name)
    select 'bench-' || g, 'Bench' || (g % 500), 'Person' || g from generate_series(1, 100000) g`);
  await ctx.db.execute(sql`
    insert into organization_members (user_id, organization_id, role_id, is_primary, status)
    select 'bench-' || g, ${harborview}::uuid,
           (select id from roles where role_key = case when g % 5 = 0 then 'assistant' else 'realtor' end), true,
           case when g % 50 = 0 then 'inactive' else 'active' end
    from generate_series(1, 2000) g`);
  await ctx.db.execute(sql`analyze`);

  const manager = await ctx.signIn('managing_broker@demo.test');
  const admin = await ctx.signIn('system_admin@demo.test');
  // A few flag overrides and 200 announcements (half to Harborview only), as a busy platform has.
  for (const [organization_id, enabled] of [
    [null, true],
    [ctx.seed!.lakeside.id, false],
  ] as const)
    await ctx.request('PUT', '/api/admin/feature-flags/rentals', {
      cookie: admin,
      body: { organization_id, enabled },
    });
  await ctx.db.execute(sql`
    insert into announcements (title, body, severity, starts_at, audience)
    select 'Bench ' || g, 'Body ' || g, 'info', now() - interval '1 day',
           case when g % 2 = 0 then 'all' else 'organizations' end
    from generate_series(1, 200) g`);
  await ctx.db.execute(sql`
    insert into announcement_organizations (announcement_id, organization_id)
    select id, ${harborview}::uuid from announcements where audience = 'organizations'`);
  await ctx.db.execute(sql`analyze`);
  const results = {
    database: 'postgresql (loopback, temporary)',
    rounds: ROUNDS,
    member_directory_2000: {
      first_page_50: await measure(manager, () => '/api/organization/members?limit=50'),
      name_search: await measure(manager, (i) => `/api/organization/members?q=bench${i % 500}&limit=50`),
      role_filter: await measure(manager, () => '/api/organization/members?role=assistant&limit=50'),
      all_statuses_200: await measure(manager, () => '/api/organization/members?status=all&limit=200'),
    },
    platform_admin_per_page: {
      me_with_runtime_flags: await measure(manager, () => '/api/me'),
      announcement_banners: await measure(manager, () => '/api/announcements'),
      flag_gated_area_request: await measure(manager, () => '/api/rentals/maintenance'),
    },
    admin_user_search_100000: {
      first_page_50: await measure(admin, () => '/api/admin/users?limit=50'),
      email_search: await measure(admin, (i) => `/api/admin/users?q=person${1000 + i}%40&limit=50`),
    },
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  await ctx.close();
}
