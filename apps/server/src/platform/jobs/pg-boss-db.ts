import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { Db } from '../db/client';

/**
 * The connection pg-boss runs its SQL on: the app's own pool on PostgreSQL, and on PGlite an adapter
 * (ADR 0117). pg-boss sends multi-statement scripts (install, migrations, maintenance) without
 * parameters, which PGlite only accepts through `exec`; everything else goes through `query`.
 * Calls are serialized so a script's BEGIN … COMMIT never interleaves with another statement.
 */
export function pgBossDbFor(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  if (isPglite(client)) return pgliteAdapter(client);
  const pool = client;
  return { executeSql: (text, values) => pool.query(text, values) };
}

function isPglite(client: PGlite | Pool): client is PGlite {
  return typeof (client as PGlite).exec === 'function' && typeof (client as PGlite).waitReady === 'object';
}

function pgliteAdapter(client: PGlite): PgBoss.Db {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    executeSql(text, values) {
      const run = async () => {
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows };
      };
      const next = queue.then(run, run);
      queue = next.catch(() => undefined);
      return next as Promise<{ rows: any[] }>;
    },
  };
}
