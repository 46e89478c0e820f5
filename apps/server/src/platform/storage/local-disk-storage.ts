import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * Files under one directory (`${DATA_DIR}/files` by default). A write goes to `.tmp/` first and is
 * renamed into place when complete, so a failed or refused upload never leaves a half file.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  const tmpDir = path.join(root, '.tmp');
  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      let sizeBytes = 0;
      body.on('data', (chunk: Buffer) => {
        sizeBytes += chunk.length;
      });
      try {
        await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return { sizeBytes };
    },
    async get(key) {
      const file = pathOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return createReadStream(file);
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { sizeBytes: info.size } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
