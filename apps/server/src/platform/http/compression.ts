import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this, gzip costs more than the bytes it saves (ADR 0066). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Above this, an answer is compressed on libuv's thread pool instead of the event loop: one call
 * costs ~0.2 ms for 20 KB but several milliseconds for a 300 KB calendar month, during which every
 * other request would wait (ADR 0181).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;
const gzipOnPool = promisify(gzip);
const deflateOnPool = promisify(deflate);

type Encoding = 'gzip' | 'deflate';
const ENCODINGS: Encoding[] = ['gzip', 'deflate'];
const VARY = 'Accept-Encoding';
const VARY_PATTERN = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const NO_TRANSFORM_PATTERN = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The client's preferred encoding among ours (q-values and `*` as hono's compress reads them). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcardQ;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * A route's JSON answer, compressed in one call when the client accepts an encoding and it is at
 * least 1 KB: ~0.2 ms for 20 KB, against ~1 ms through a CompressionStream (ADR 0181); synchronous up
 * to 64 KB, on the thread pool above. A strong ETag turns weak when the bytes are compressed, as
 * hono's compress does.
 */
export async function sendJson(
  c: Context,
  dto: unknown,
  options: { status?: ContentfulStatusCode; etag?: string },
) {
  const text = JSON.stringify(dto);
  const length = Buffer.byteLength(text);
  c.header('Vary', VARY);
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  const compressed = encoding !== undefined && length >= COMPRESSION_THRESHOLD_BYTES;
  const { status, etag } = options;
  if (etag) c.header('ETag', compressed && !etag.startsWith('W/') ? `W/${etag}` : etag);
  // The Content-Length also tells compression() that this answer is final.
  if (!compressed) return c.body(text, status, { ...JSON_TYPE, 'Content-Length': String(length) });
  c.header('Content-Encoding', encoding);
  const bytes = await compressText(text, length, encoding);
  return c.body(
    new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
    status,
    JSON_TYPE,
  );
}

function compressText(text: string, length: number, encoding: Encoding): Promise<Buffer> | Buffer {
  if (length > SYNC_COMPRESSION_MAX_BYTES)
    return encoding === 'gzip' ? gzipOnPool(text) : deflateOnPool(text);
  return encoding === 'gzip' ? gzipSync(text) : deflateSync(text);
}

/**
 * Every other answer (auth, errors, CSV exports, files): hono's streaming compress, but only for
 * clients that accept an encoding; it leaves sendJson's answers as they are (encoded, or under
 * 1 KB with their length). Without one the response is left as built, so @hono/node-server
 * writes it directly instead of materialising a Response and streaming its body (ADR 0181); only
 * the `Vary` header hono would have added is set, on the headers in place.
 */
export function compression(): MiddlewareHandler {
  const streaming = compress({ threshold: COMPRESSION_THRESHOLD_BYTES });
  return async (c, next) => {
    if (preferredEncoding(c.req.header('accept-encoding'))) return streaming(c, next);
    await next();
    if (c.req.method === 'HEAD' || c.res.status === 206 || !isCompressible(c.res.headers)) return;
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !VARY_PATTERN.test(vary ?? ''))
      c.res.headers.set('Vary', vary ? `${vary}, ${VARY}` : VARY);
  };
}

/** The responses hono's compress would encode for a client that asked (and so marks `Vary`). */
function isCompressible(headers: Headers): boolean {
  const type = headers.get('Content-Type');
  const length = headers.get('Content-Length');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  if (length && Number(length) < COMPRESSION_THRESHOLD_BYTES) return false;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  return !NO_TRANSFORM_PATTERN.test(headers.get('Cache-Control') ?? '');
}
