import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../auth/auth.schema';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Epoch milliseconds at which the current window began. */
  windowStart: number;
}

/**
 * Counts one request against `key` in a fixed window, in one atomic statement, so every instance
 * sharing the database sees the same count. Windows are aligned to multiples of `windowMs`; a row
 * whose window is older starts again at 1, and an instance whose clock lags a little counts into
 * the newer window instead of resetting it. Shares Better Auth's `rate_limits` table (its keys are
 * `address/path`; ours start with `threshold:`).
 */
export async function countRequest(
  db: DbOrTx,
  key: string,
  windowMs: number,
  now: number,
): Promise<WindowCount> {
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: windowStart })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when excluded.last_request > rate_limits.last_request then 1 else rate_limits.count + 1 end`,
        lastRequest: sql`greatest(excluded.last_request, rate_limits.last_request)`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  return { count: Number(row!.count), windowStart: Number(row!.windowStart) };
}
