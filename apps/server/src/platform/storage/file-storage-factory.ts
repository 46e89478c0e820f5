import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/**
 * The storage the configuration names (ADR 0113, ADR 0146): local disk under `${DATA_DIR}/files` by
 * default, or the S3-compatible bucket of STORAGE_DRIVER=s3 and the S3_* settings.
 */
export function createFileStorage(config: { dataDir: string; storage?: Config['storage'] }): FileStorage {
  const storage = config.storage ?? { driver: 'local' };
  if (storage.driver === 's3') return createS3Storage(storage);
  return createLocalDiskStorage(path.join(config.dataDir, 'files'));
}
