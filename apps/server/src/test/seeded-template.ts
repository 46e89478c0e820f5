import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../platform/db/client';
import { syncRoles } from '../modules/organizations/organizations.repository';
import { createFileStorage } from '../platform/storage/file-storage-factory';
import { seedDemo, type DemoSeed } from '../../seed';
import type { SeededOrganization } from '../../seed/organizations';
import { loadTestConfig } from './test-config';

/**
 * The schema is migrated and the demo brokerage seeded once per test run (vitest global setup), then
 * every suite starts from a copy: a PGlite data-directory dump, or a PostgreSQL `CREATE DATABASE …
 * TEMPLATE`. Two copies are kept: migrated only (`empty`), and migrated and seeded (`seeded`).
 * Migrating and seeding per suite cost several seconds each, most of the integration run.
 */
export type DatabaseCopy = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; database: string };
export interface SeededTemplate {
  /** The demo documents' stored files, copied into each suite's own data folder. */
  filesDir: string;
  seed: SerializedDemoSeed;
  empty: DatabaseCopy;
  seeded: DatabaseCopy;
}

type SerializedOrganization = Omit<SeededOrganization, 'teams' | 'users'> & {
  teams: [string, string][];
  users: [string, string][];
};
export interface SerializedDemoSeed {
  harborview: SerializedOrganization;
  lakeside: SerializedOrganization;
}

declare module 'vitest' {
  interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

const serializeOrganization = (o: SeededOrganization): SerializedOrganization => ({
  ...o,
  teams: [...o.teams],
  users: [...o.users],
});
const deserializeOrganization = (o: SerializedOrganization): SeededOrganization => ({
  ...o,
  teams: new Map(o.teams),
  users: new Map(o.users) as SeededOrganization['users'],
});

export const deserializeDemoSeed = (seed: SerializedDemoSeed): DemoSeed => ({
  harborview: deserializeOrganization(seed.harborview),
  lakeside: deserializeOrganization(seed.lakeside),
});

async function migrate(database: Database): Promise<void> {
  await database.migrate();
  await syncRoles(database.db);
}

async function seed(database: Database, filesDir: string): Promise<SerializedDemoSeed> {
  // The suites' own config (secret, URL): their apps open the sealed demo envelope and its signing key.
  const config = loadTestConfig({ DATA_DIR: path.dirname(filesDir) });
  const seeded = await seedDemo(database.db, { storage: createFileStorage(config), sealing: config });
  return { harborview: serializeOrganization(seeded.harborview), lakeside: serializeOrganization(seeded.lakeside) };
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(name: string): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dumpPglite(client: PGlite, dumpFile: string): Promise<DatabaseCopy> {
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', dumpFile };
}

/** Builds both copies (the seeded one on top of the migrated one); `remove()` deletes them when the run ends. */
export async function createSeededTemplate(
  kind: 'pglite' | 'postgres',
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threshold-seeded-'));
  const filesDir = path.join(workDir, 'files');
  if (kind === 'pglite') {
    const client = new PGlite();
    const database = await openDatabase({ kind: 'pglite', dataDir: null, client });
    await migrate(database);
    const empty = await dumpPglite(client, path.join(workDir, 'empty.tar'));
    const demo = await seed(database, filesDir);
    const seeded = await dumpPglite(client, path.join(workDir, 'seeded.tar'));
    await database.close();
    return {
      template: { filesDir, seed: demo, empty, seeded },
      remove: async () => fs.rmSync(workDir, { recursive: true, force: true }),
    };
  }
  const suffix = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  const empty: DatabaseCopy = { kind, database: `threshold_empty_${suffix}` };
  const seeded: DatabaseCopy = { kind, database: `threshold_template_${suffix}` };
  await adminQuery(`create database ${empty.database}`);
  const migrating = await openDatabase({ kind: 'postgres', url: databaseUrl(empty.database), poolMax: 2 });
  await migrate(migrating);
  await migrating.close();
  await adminQuery(`create database ${seeded.database} template ${empty.database}`);
  const seeding = await openDatabase({ kind: 'postgres', url: databaseUrl(seeded.database), poolMax: 2 });
  const demo = await seed(seeding, filesDir);
  await seeding.close();
  return {
    template: { filesDir, seed: demo, empty, seeded },
    remove: async () => {
      await adminQuery(`drop database if exists ${seeded.database} with (force)`);
      await adminQuery(`drop database if exists ${empty.database} with (force)`);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
