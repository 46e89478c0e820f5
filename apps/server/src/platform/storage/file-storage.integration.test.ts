import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { FileStorage } from './file-storage';
import { createFileStorage } from './file-storage-factory';
import { S3_MIN_PART_BYTES } from './s3-storage';
import { startS3TestServer } from './test/s3-test-server';

const S3 = { bucket: 'threshold-files', region: 'eu-central-1', accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret-0123456789' };

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer(S3);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'threshold-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The storage as the configuration builds it: STORAGE_DRIVER and the S3_* settings. */
function fromEnv(env: Record<string, string>) {
  return createFileStorage(loadConfig({ DATA_DIR: dataDir, ...env } as NodeJS.ProcessEnv));
}
const s3Env = () => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: S3.bucket,
  S3_REGION: S3.region,
  S3_ACCESS_KEY_ID: S3.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});

/** A stream of `total` bytes in 64 KiB chunks that fails after `failAfter` bytes, when given. */
function bytes(total: number, failAfter?: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const n = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}
const expected = (total: number) => {
  const b = Buffer.alloc(total);
  for (let i = 0; i < total; i++) b[i] = i % 251;
  return b;
};
async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const drivers: [string, () => FileStorage][] = [
  ['local disk', () => fromEnv({})],
  ['S3-compatible', () => fromEnv(s3Env())],
];

describe.each(drivers)('file storage contract: %s', (name, make) => {
  it('is the configured kind', () => {
    expect(make().kind).toBe(name === 'local disk' ? 'local' : 's3');
  });

  it('puts, stats, gets and deletes an object; a missing one is null, deleting twice is fine', async () => {
    const storage = make();
    const key = `contract/${name.replace(/\W/g, '-').toLowerCase()}/a.txt`;
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({
      sizeBytes: 11,
    });
    expect(await storage.stat(key)).toEqual({ sizeBytes: 11 });
    expect(await text((await storage.get(key))!)).toBe('hello world');
    expect(await storage.get(`${key}-missing`)).toBeNull();
    expect(await storage.stat(`${key}-missing`)).toBeNull();
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('stores an empty object and overwrites an existing one', async () => {
    const storage = make();
    const key = `contract/${name.replace(/\W/g, '-').toLowerCase()}/b`;
    expect(await storage.put(key, Readable.from([]))).toEqual({ sizeBytes: 0 });
    expect(await storage.stat(key)).toEqual({ sizeBytes: 0 });
    await storage.put(key, Readable.from([Buffer.from('second')]));
    expect(await text((await storage.get(key))!)).toBe('second');
  });

  it('streams an object larger than one part byte for byte', async () => {
    const storage = make();
    const key = `contract/${name.replace(/\W/g, '-').toLowerCase()}/large.bin`;
    const total = 2 * S3_MIN_PART_BYTES + 12_345;
    expect(await storage.put(key, bytes(total))).toEqual({ sizeBytes: total });
    expect(await storage.stat(key)).toEqual({ sizeBytes: total });
    expect((await readAll((await storage.get(key))!)).equals(expected(total))).toBe(true);
  });

  it('leaves no object when the upload stream fails part-way', async () => {
    const storage = make();
    const key = `contract/${name.replace(/\W/g, '-').toLowerCase()}/broken.bin`;
    await expect(storage.put(key, bytes(3 * S3_MIN_PART_BYTES, S3_MIN_PART_BYTES + 200_000))).rejects.toThrow(
      /client went away/,
    );
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.put(`${key}-small`, bytes(1_000_000, 200_000))).rejects.toThrow(/client went away/);
    expect(await storage.stat(`${key}-small`)).toBeNull();
  });

  it('refuses keys that could leave the storage root', async () => {
    const storage = make();
    await expect(storage.put('../escape', Readable.from([]))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('a/../../b')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3-compatible storage against the signature-checking test server', () => {
  it('sends a multipart upload for a large body, single PUTs for small ones, and aborts a broken one', async () => {
    const storage = fromEnv(s3Env());
    const before = s3.log.length;
    await storage.put('multipart/one.bin', bytes(2 * 8 * 1024 * 1024 + 1));
    const ops = s3.log.slice(before).map((l) => l.operation);
    expect(ops).toEqual(['CreateMultipartUpload', 'UploadPart', 'UploadPart', 'UploadPart', 'CompleteMultipartUpload']);
    expect(s3.objects.get('multipart/one.bin')?.length).toBe(2 * 8 * 1024 * 1024 + 1);
    const mark = s3.log.length;
    await storage.put('multipart/small.bin', bytes(100));
    expect(s3.log.slice(mark).map((l) => l.operation)).toEqual(['PUTObject']);
    await expect(storage.put('multipart/broken.bin', bytes(30 * 1024 * 1024, 9 * 1024 * 1024))).rejects.toThrow();
    expect(s3.log.at(-1)?.operation).toBe('AbortMultipartUpload');
    expect(s3.uploads.size).toBe(0);
  });

  it('is refused with a wrong secret (the server recomputes the signature)', async () => {
    const storage = fromEnv({ ...s3Env(), S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    await expect(storage.put('signed/x', Readable.from([Buffer.from('x')]))).rejects.toThrow(/HTTP 403/);
    await expect(storage.stat('signed/x')).rejects.toThrow(/HTTP 403/);
    expect(s3.objects.has('signed/x')).toBe(false);
  });

  it('refuses to start with an incomplete S3 configuration, naming what is missing', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' } as NodeJS.ProcessEnv)).toThrow(
      /STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' } as NodeJS.ProcessEnv)).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...s3Env(), S3_ENDPOINT: 'not a url' } as NodeJS.ProcessEnv)).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({} as NodeJS.ProcessEnv).storage).toEqual({ driver: 'local' });
  });
});
