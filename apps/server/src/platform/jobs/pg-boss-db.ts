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
  return poolAdapter(client);
}

function isPglite(client: PGlite | Pool): client is PGlite {
  return typeof (client as PGlite).exec === 'function' && typeof (client as PGlite).waitReady === 'object';
}

/** Beside the migration lock (727_001, db/client.ts): queue creation, one instance at a time. */
const QUEUE_LOCK_KEY = 727_002;
/** pg-boss 10.4's createQueue statement (plans.createQueue). */
const CREATE_QUEUE = /^select \w+\.create_queue\(/i;

/**
 * Start-up safety for many instances on one database (ADR 0178): `create_queue` inserts the queue
 * row, then attaches a partition with foreign keys to the queue table, so two at once (any two names)
 * deadlock. Each runs in its own transaction under an advisory lock: instances create queues one
 * after the other, and an existing queue is a no-op. (pg-boss's install and migration scripts take
 * their own lock and treat a lost race as success; a pool query that fails discards its connection.)
 */
function poolAdapter(pool: Pool): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (!CREATE_QUEUE.test(text.trim())) return pool.query(text, values);
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        await connection.query('select pg_advisory_xact_lock($1)', [QUEUE_LOCK_KEY]);
        const result = await connection.query(text, values);
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
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
