import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageConfig {
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO and most self-hosted stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Bytes buffered per request: a smaller object is one PUT, a larger one a multipart upload of such parts. */
  partBytes?: number;
}

/** S3's smallest part of a multipart upload (all but the last); also our single-PUT threshold. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

export class S3StorageError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    body: string,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}${body ? `: ${body.slice(0, 300)}` : ''}`);
  }
}

const sha256Hex = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

/**
 * Files in an S3-compatible bucket (ADR 0146), signed with AWS Signature V4 by aws4fetch. A write is
 * streamed: at most one part (`partBytes`, 8 MiB) is held in memory; a body that ends within the first
 * part is one PUT, a longer one a multipart upload that is completed only when every part is stored
 * and aborted on any failure, so a failed or refused upload leaves no object (as on local disk).
 * Every request body is signed with its SHA-256; nothing is ever served from the bucket by URL.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const partBytes = Math.max(config.partBytes ?? DEFAULT_PART_BYTES, S3_MIN_PART_BYTES);
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  const endpoint = new URL(config.endpoint);
  const base = config.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const urlOf = (key: string, query = '') => {
    assertStorageKey(key);
    return `${base}/${key}${query}`;
  };

  const send = async (
    operation: string,
    url: string,
    init: { method: string; body?: Buffer | string; headers?: Record<string, string> },
    ok: (status: number) => boolean = (s) => s >= 200 && s < 300,
  ) => {
    const body = init.body ?? '';
    const response = await client.fetch(url, {
      method: init.method,
      headers: { 'x-amz-content-sha256': sha256Hex(body), ...init.headers },
      body: init.body === undefined ? undefined : new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
    });
    if (!ok(response.status)) throw new S3StorageError(operation, response.status, await response.text().catch(() => ''));
    return response;
  };

  async function multipart(key: string, first: Buffer, rest: AsyncIterator<unknown>, take: () => Promise<Buffer>) {
    const created = await send('CreateMultipartUpload', urlOf(key, '?uploads'), { method: 'POST' });
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await created.text())?.[1];
    if (!uploadId) throw new S3StorageError('CreateMultipartUpload', created.status, 'no UploadId in the answer');
    const id = encodeURIComponent(uploadId);
    const etags: string[] = [];
    try {
      let part: Buffer = first;
      while (part.length > 0) {
        const number = etags.length + 1;
        const response = await send('UploadPart', urlOf(key, `?partNumber=${number}&uploadId=${id}`), {
          method: 'PUT',
          body: part,
        });
        const etag = response.headers.get('etag');
        if (!etag) throw new S3StorageError('UploadPart', response.status, 'no ETag in the answer');
        etags.push(etag);
        part = await take();
      }
      const xml =
        '<CompleteMultipartUpload>' +
        etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`).join('') +
        '</CompleteMultipartUpload>';
      const done = await send('CompleteMultipartUpload', urlOf(key, `?uploadId=${id}`), {
        method: 'POST',
        body: xml,
        headers: { 'content-type': 'application/xml' },
      });
      // S3 may answer 200 with an error document when completing fails late.
      const answer = await done.text();
      if (answer.includes('<Error>')) throw new S3StorageError('CompleteMultipartUpload', 200, answer);
    } catch (error) {
      await send('AbortMultipartUpload', urlOf(key, `?uploadId=${id}`), { method: 'DELETE' }, () => true).catch(
        () => undefined,
      );
      void rest.return?.();
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, body) {
      urlOf(key);
      const chunks = (body as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let ended = false;
      let sizeBytes = 0;
      /** The next part: `partBytes` bytes, or fewer at the end of the stream (empty when nothing is left). */
      const take = async (): Promise<Buffer> => {
        while (!ended && pendingBytes < partBytes) {
          const next = await chunks.next();
          if (next.done) {
            ended = true;
            break;
          }
          const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
          pending.push(chunk);
          pendingBytes += chunk.length;
          sizeBytes += chunk.length;
        }
        const all = Buffer.concat(pending);
        const part = all.subarray(0, partBytes);
        pending = all.length > partBytes ? [all.subarray(partBytes)] : [];
        pendingBytes = all.length - part.length;
        return part;
      };
      try {
        const first = await take();
        if (ended && pendingBytes === 0) {
          await send('PutObject', urlOf(key), {
            method: 'PUT',
            body: first,
            headers: { 'content-type': 'application/octet-stream' },
          });
        } else {
          await multipart(key, first, chunks, take);
        }
      } catch (error) {
        body.destroy();
        throw error;
      }
      return { sizeBytes };
    },
    async get(key) {
      const response = await send('GetObject', urlOf(key), { method: 'GET' }, (s) => s === 200 || s === 404);
      if (response.status === 404 || !response.body) {
        await response.body?.cancel();
        return null;
      }
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async stat(key) {
      const response = await send('HeadObject', urlOf(key), { method: 'HEAD' }, (s) => s === 200 || s === 404);
      if (response.status === 404) return null;
      return { sizeBytes: Number(response.headers.get('content-length') ?? 0) };
    },
    async delete(key) {
      await send('DeleteObject', urlOf(key), { method: 'DELETE' }, (s) => (s >= 200 && s < 300) || s === 404);
    },
  };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
