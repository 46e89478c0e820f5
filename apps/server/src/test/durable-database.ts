import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/client';
import { createPostgresDatabase, restorePgliteFolder } from './test-database';

/**
 * A migrated, empty database that outlives a restart (close it, open it again): a PGlite folder, or
 * a PostgreSQL database. Its removal is pushed onto `cleanups` for the caller's afterEach.
 */
export async function durableDatabase(
  cleanups: Array<() => Promise<void> | void>,
): Promise<{ open: () => Promise<Database> }> {
  const { empty } = inject('seededTemplate');
  if (empty.kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threshold-durable-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    await restorePgliteFolder(empty, dir);
    return { open: () => openDatabase({ kind: 'pglite', dataDir: dir }) };
  }
  const created = await createPostgresDatabase(empty.database);
  cleanups.push(() => created.drop());
  return { open: () => openDatabase({ kind: 'postgres', url: created.url, poolMax: 3 }) };
}
