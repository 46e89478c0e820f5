import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

const cache = new WeakMap<object, Promise<boolean>>();

/** Whether pg_trgm is installed in this database (asked once per database handle). */
export function hasTrigram(db: DbOrTx): Promise<boolean> {
  let known = cache.get(db);
  if (!known) {
    known = db
      .execute(sql`select exists(select 1 from pg_extension where extname = 'pg_trgm') as ok`)
      .then((r) => Boolean((r as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok))
      .catch(() => false);
    cache.set(db, known);
  }
  return known;
}
