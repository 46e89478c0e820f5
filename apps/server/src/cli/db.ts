// `npm run db:migrate` / `npm run db:seed`: the same preparation the server does at start, for
// PostgreSQL deployments and CI. On PGlite it takes the data-folder lock, so it refuses while a
// server is running on that folder.
import { loadConfig } from '../platform/config';
import { DataDirLockedError } from '../platform/db/data-dir-lock';
import { prepareDatabase } from '../prepare-database';
import { createLogger } from '../platform/logger';
import { isDatabaseEmpty, seedDemo } from '../../seed';
import { createFileStorage } from '../platform/storage/file-storage-factory';

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: db.ts migrate|seed');
  const config = { ...loadConfig(), seedDemo: false };
  if (command === 'seed' && config.isProduction) {
    throw new Error('db:seed refuses to run in production: the demo accounts have a published password.');
  }
  const logger = createLogger(config.logLevel);
  const database = await prepareDatabase(config, logger, `threshold db:${command}`);
  try {
    if (command === 'seed') {
      if (!(await isDatabaseEmpty(database.db))) throw new Error('The database already has users; the demo seed only goes into an empty database.');
      await seedDemo(database.db, { storage: createFileStorage(config), sealing: config });
      console.log('Seeded the demo brokerages.');
    } else {
      console.log('Migrations applied.');
    }
  } finally {
    await database.close();
    database.lock?.release();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
