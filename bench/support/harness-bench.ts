import { percentile } from './bench-seed';

/**
 * A bench through the test harness: a temporary database on the loopback PostgreSQL, migrated and
 * seeded with the demo data, the real app in-process, and `measure` — the p50/p95 of `rounds`
 * sequential GET requests after 20 warm-ups (BENCH_ROUNDS, 20…2,000).
 */
export async function harnessBench(defaultRounds: number) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!['127.0.0.1', 'localhost', '::1'].includes(new URL(adminUrl).hostname))
    throw new Error('loopback only');
  process.env.TEST_DB_KIND = 'postgres';
  process.env.TEST_DATABASE_URL = adminUrl;
  const rounds = Math.min(2000, Math.max(20, Number(process.env.BENCH_ROUNDS ?? defaultRounds)));
  const { createTestContext } = await import('../../apps/server/src/test/harness');
  const ctx = await createTestContext();

  async function measure(cookie: string, paths: (i: number) => string) {
    for (let i = 0; i < 20; i++) await ctx.request('GET', paths(i), { cookie });
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const res = await ctx.request('GET', paths(i), { cookie });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${paths(i)}: ${res.status} ${res.text}`);
    }
    times.sort((a, b) => a - b);
    return { p50_ms: +percentile(times, 0.5).toFixed(2), p95_ms: +percentile(times, 0.95).toFixed(2) };
  }

  return { ctx, rounds, measure };
}
