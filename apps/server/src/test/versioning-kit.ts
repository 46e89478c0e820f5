import { expect } from 'vitest';
import type { TestContext } from './harness';

/** Helpers for issue-19 tests of a versioned route (docs/versioning-howto.md). Not a test file itself. */

/** GET a single record: its DTO carries `version`, and the ETag header says the same. */
export async function readVersioned(ctx: TestContext, cookie: string, path: string) {
  const res = await ctx.request('GET', path, { cookie });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(typeof res.json.version).toBe('number');
  expect(res.headers.get('etag')).toBe(`"${res.json.version}"`);
  return res.json;
}

export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/**
 * Runs `rounds` rounds of two writes based on the same version, in parallel through app.request();
 * `write(i, version)` sends the i-th (0 or 1) write. Returns the statuses of each round.
 */
export async function raceSameVersion(
  rounds: number,
  readVersion: () => Promise<number>,
  write: (i: 0 | 1, version: number, round: number) => Promise<{ status: number; json: any }>,
) {
  const outcomes: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    const version = await readVersion();
    const results = await Promise.all([write(0, version, round), write(1, version, round)]);
    for (const r of results) if (r.status === 409) expect(r.json.error.code).toBe('STALE_VERSION');
    outcomes.push(results.map((r) => r.status).sort());
  }
  return outcomes;
}
