import path from 'node:path';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

/**
 * The storage the configuration names. Only local disk exists today; an S3-compatible storage would
 * be a second `FileStorage` (put via @aws-sdk/lib-storage's multipart Upload, get via GetObject)
 * chosen here when S3_* settings are present (ADR 0113).
 */
export function createFileStorage(config: { dataDir: string }): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'files'));
}
