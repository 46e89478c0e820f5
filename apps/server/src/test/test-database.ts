import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../platform/db/client';
import { databaseUrl, type DatabaseCopy } from './seeded-template';

/** Integration suites run on PGlite, and on PostgreSQL when the vitest project sets TEST_DB_KIND=postgres. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server, empty or a copy of `template`: its URL,
 * and drop() to remove it.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `threshold_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const url = databaseUrl(name);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return {
    url,
    async drop() {
      const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openPostgresCopy(template?: string): Promise<Database> {
  const created = await createPostgresDatabase(template);
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolMax: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A fresh, empty database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });
  return openPostgresCopy();
}

/** A fresh copy of one of the run's template databases (see seeded-template.ts). */
export async function openDatabaseCopy(copy: DatabaseCopy): Promise<Database> {
  if (copy.kind === 'postgres') return openPostgresCopy(copy.database);
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(copy.dumpFile)]) });
  return openDatabase({ kind: 'pglite', dataDir: null, client });
}

/** Writes a PGlite copy into a folder, for tests that reopen or restart on the same data (crash, jobs). */
export async function restorePgliteFolder(copy: Extract<DatabaseCopy, { kind: 'pglite' }>, folder: string): Promise<void> {
  const client = new PGlite(folder, { loadDataDir: new Blob([fs.readFileSync(copy.dumpFile)]) });
  await client.close();
}
