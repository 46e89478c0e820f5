import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test double for an outside S3-compatible service (tests only): path-style requests on
 * 127.0.0.1, objects in memory. Every request must carry a valid AWS Signature V4 Authorization
 * header, recomputed here from the request (canonical request, string to sign, signing key) with the
 * one known secret, and a body whose SHA-256 matches x-amz-content-sha256; otherwise 403/400 as S3
 * answers. Supports PutObject, GetObject, HeadObject, DeleteObject and the multipart upload calls.
 */
export async function startS3TestServer(options: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const log: { method: string; operation: string; status: number }[] = [];

  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
  const rfc3986 = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

  /** Null when the signature holds; otherwise what is wrong. */
  function verify(req: http.IncomingMessage, url: URL, body: Buffer): string | null {
    const auth = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
    if (!m) return 'missing or malformed Authorization';
    const [, accessKeyId, day, region, signedHeaders, signature] = m as unknown as string[];
    if (accessKeyId !== options.accessKeyId) return 'unknown access key';
    if (region !== options.region) return 'wrong region';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day!)) return 'x-amz-date does not match the credential scope';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256(body)) return 'x-amz-content-sha256 does not match the body';
    const names = signedHeaders!.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
      if (!names.includes(required)) return `${required} is not signed`;
    const canonicalHeaders = names
      .map((n) => `${n}:${String(req.headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`)
      .join('');
    const canonicalQuery = [...url.searchParams]
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalRequest = [
      req.method,
      url.pathname,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    let key: Buffer = hmac(`AWS4${options.secretAccessKey}`, day!);
    for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
    const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
    return expected === signature ? null : 'SignatureDoesNotMatch';
  }

  const xmlError = (code: string, message: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.join('/');
      const q = url.searchParams;
      const operation =
        req.method === 'POST' && q.has('uploads')
          ? 'CreateMultipartUpload'
          : req.method === 'PUT' && q.has('partNumber')
            ? 'UploadPart'
            : req.method === 'POST' && q.has('uploadId')
              ? 'CompleteMultipartUpload'
              : req.method === 'DELETE' && q.has('uploadId')
                ? 'AbortMultipartUpload'
                : `${req.method}Object`;
      const answer = (status: number, payload: string | Buffer = '', headers: Record<string, string> = {}) => {
        log.push({ method: req.method!, operation, status });
        res.writeHead(status, { 'content-type': 'application/xml', ...headers });
        res.end(req.method === 'HEAD' ? undefined : payload);
      };
      const problem = verify(req, url, body);
      if (problem) return answer(403, xmlError('SignatureDoesNotMatch', problem));
      if (bucket !== options.bucket) return answer(404, xmlError('NoSuchBucket', 'no such bucket'));
      switch (operation) {
        case 'PUTObject':
          objects.set(key, body);
          return answer(200, '', { etag: `"${sha256(body).slice(0, 32)}"` });
        case 'GETObject':
        case 'HEADObject': {
          const object = objects.get(key);
          if (!object) return answer(404, xmlError('NoSuchKey', 'no such key'));
          return answer(200, object, {
            'content-type': 'application/octet-stream',
            'content-length': String(object.length),
          });
        }
        case 'DELETEObject':
          objects.delete(key);
          return answer(204);
        case 'CreateMultipartUpload': {
          const uploadId = randomUUID();
          uploads.set(uploadId, { key, parts: new Map() });
          return answer(
            200,
            `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
          );
        }
        case 'UploadPart': {
          const upload = uploads.get(q.get('uploadId') ?? '');
          if (!upload || upload.key !== key) return answer(404, xmlError('NoSuchUpload', 'no such upload'));
          upload.parts.set(Number(q.get('partNumber')), body);
          return answer(200, '', { etag: `"${sha256(body).slice(0, 32)}"` });
        }
        case 'CompleteMultipartUpload': {
          const uploadId = q.get('uploadId') ?? '';
          const upload = uploads.get(uploadId);
          if (!upload || upload.key !== key) return answer(404, xmlError('NoSuchUpload', 'no such upload'));
          const listed = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]+)<\/ETag>/g)];
          const parts: Buffer[] = [];
          for (const [, n, etag] of listed) {
            const part = upload.parts.get(Number(n));
            const unescaped = etag!.replace(/&quot;/g, '"');
            if (!part || unescaped !== `"${sha256(part).slice(0, 32)}"`)
              return answer(400, xmlError('InvalidPart', `part ${n}`));
            parts.push(part);
          }
          if (parts.slice(0, -1).some((p) => p.length < 5 * 1024 * 1024))
            return answer(400, xmlError('EntityTooSmall', 'a part other than the last is under 5 MiB'));
          objects.set(key, Buffer.concat(parts));
          uploads.delete(uploadId);
          return answer(200, '<CompleteMultipartUploadResult></CompleteMultipartUploadResult>');
        }
        case 'AbortMultipartUpload':
          uploads.delete(q.get('uploadId') ?? '');
          return answer(204);
        default:
          return answer(405, xmlError('MethodNotAllowed', operation));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    uploads,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
