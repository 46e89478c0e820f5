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
 * The demo brokerage is migrated and seeded once per test run (vitest global setup), then every
 * suite starts from a copy: a PGlite data-directory dump, or a PostgreSQL `CREATE DATABASE …
 * TEMPLATE`. Seeding per suite cost several seconds each, most of the integration run.
 */
export type SeededTemplate = {
  /** The demo documents' stored files, copied into each suite's own data folder. */
  filesDir: string;
  seed: SerializedDemoSeed;
} & ({ kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; database: string });

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

async function migrateAndSeed(database: Database, filesDir: string): Promise<SerializedDemoSeed> {
  await database.migrate();
  await syncRoles(database.db);
  // The suites' own config (secret, URL): their apps open the sealed demo envelope and its signing key.
  const config = loadTestConfig({ DATA_DIR: path.dirname(filesDir) });
  const seed = await seedDemo(database.db, { storage: createFileStorage(config), sealing: config });
  return { harborview: serializeOrganization(seed.harborview), lakeside: serializeOrganization(seed.lakeside) };
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

/** Builds the seeded template; `remove()` deletes it when the run ends. */
export async function createSeededTemplate(
  kind: 'pglite' | 'postgres',
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threshold-seeded-'));
  const filesDir = path.join(workDir, 'files');
  if (kind === 'pglite') {
    const client = new PGlite();
    const database = await openDatabase({ kind: 'pglite', dataDir: null, client });
    const seed = await migrateAndSeed(database, filesDir);
    const dumpFile = path.join(workDir, 'pglite.tar');
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return {
      template: { kind, filesDir, seed, dumpFile },
      remove: async () => fs.rmSync(workDir, { recursive: true, force: true }),
    };
  }
  const name = `threshold_template_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolMax: 2 });
  const seed = await migrateAndSeed(database, filesDir);
  await database.close();
  return {
    template: { kind, filesDir, seed, database: name },
    remove: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
