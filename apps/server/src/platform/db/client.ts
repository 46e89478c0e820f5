import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A Db or an open transaction on it; repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseTarget =
  /** `client`: adopt a PGlite already made (tests start one from a seeded dump). */
  | { kind: 'pglite'; dataDir: string | null; client?: PGlite }
  | { kind: 'postgres'; url: string; poolMax: number };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    const client = target.client ?? (target.dataDir ? new PGlite(target.dataDir) : new PGlite());
    await client.waitReady;
    const db = drizzlePglite(client) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const pgDb = drizzlePg({ connection: { connectionString: target.url, max: target.poolMax } });
  const pool = pgDb.$client;
  // An idle client that loses its connection (server restart, terminated backend) is dropped from the
  // pool and the next query reconnects; without a listener node-postgres would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL pool: idle connection closed (${error.message})`));
  return {
    db: pgDb as unknown as Db,
    kind: 'postgres',
    async migrate() {
      // The lock is held on its own connection while the migrator runs on the pool.
      const lockConnection = await pool.connect();
      try {
        await lockConnection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(pgDb, { migrationsFolder });
      } finally {
        await lockConnection
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        lockConnection.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * One hot statement straight on the driver, without drizzle's SQL builder: a named prepared
 * statement on PostgreSQL (parsed and planned once per pooled connection), a parameterised query
 * on PGlite. For reads on every request (ADR 0181); everything else goes through drizzle.
 */
export async function queryPrepared<Row>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as Row[];
  return (await client.query<Row>(text, values)).rows;
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
