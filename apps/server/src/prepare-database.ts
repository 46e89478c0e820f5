import type { Config } from './platform/config';
import type { Logger } from './platform/logger';
import { acquireDataDirLock } from './platform/db/data-dir-lock';
import { openDatabase, type Database } from './platform/db/client';
import { syncRoles } from './modules/organizations/organizations.repository';
import { isDatabaseEmpty, seedDemo } from '../seed';
import { createFileStorage } from './platform/storage/file-storage-factory';

export interface PreparedDatabase extends Database {
  lock: ReturnType<typeof acquireDataDirLock> | null;
  seeded: boolean;
}

/**
 * Opens the database for this process (locking the PGlite folder first), applies migrations,
 * mirrors the role table from the domain, and seeds the demo brokerage into an empty embedded database.
 */
export async function prepareDatabase(
  config: Config,
  logger: Logger,
  command: string,
): Promise<PreparedDatabase> {
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir, { command }) : null;
  try {
    const database = await openDatabase(
      config.database.kind === 'pglite'
        ? { kind: 'pglite', dataDir: config.database.dataDir }
        : config.database,
    );
    await database.migrate();
    await syncRoles(database.db);
    let seeded = false;
    if (config.seedDemo && config.database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
      await seedDemo(database.db, { storage: createFileStorage(config), sealing: config });
      seeded = true;
      logger.info('seeded the demo brokerages Harborview Realty and Lakeside Homes');
    }
    return { ...database, lock, seeded };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
