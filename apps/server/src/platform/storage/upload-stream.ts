import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../http/errors';

/** file-type reads at most this many bytes to recognise a format. */
const SNIFF_BYTES = 4100;

export interface IncomingUpload {
  /** The content type sniffed from the first bytes (never the name or the Content-Type header). */
  contentType: string;
  /** The client's file name with the extension of the sniffed type (`notes.html` holding a PDF is `notes.pdf`). */
  nameFor(given: string): string;
  /** The whole body, head included; errors with PAYLOAD_TOO_LARGE past `maxBytes`. */
  stream: Readable;
  /** Size and SHA-256 of what went through `stream`; complete once the stream has ended. */
  digest(): { sizeBytes: number; sha256: string };
}

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`, {
    file: 'Too large',
  });

/**
 * Opens a streamed request body for storage (ADR 0113): refuses a declared length over the limit
 * at once, reads only the first few KB to sniff the type (a lying extension or header is refused
 * with 400 before anything is written), then passes the rest through a counter that stops at
 * `maxBytes` and a SHA-256 — memory stays flat whatever the size.
 */
export async function openUpload(
  request: Request,
  options: { maxBytes: number; allowed: readonly string[] },
): Promise<IncomingUpload> {
  const { maxBytes, allowed } = options;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw noFile();
  const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (headBytes === 0) throw noFile();
  const headBuffer = Buffer.concat(head);
  const sniffed = await fileTypeFromBuffer(headBuffer);
  if (!sniffed || !allowed.includes(sniffed.mime)) {
    source.destroy();
    throw new AppError('VALIDATION_FAILED', 'This kind of file is not accepted', {
      file: `The content is ${sniffed ? sniffed.mime : 'not a recognised file'}; accepted: ${allowed.join(', ')}`,
    });
  }
  const hash = createHash('sha256');
  let sizeBytes = 0;
  // Counting inside the generator makes an over-limit body (or a client that hangs up) an error of
  // the stream itself, so whoever consumes it (storage.put) fails and cleans up.
  async function* whole() {
    let chunk: Buffer | undefined = headBuffer;
    while (chunk) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) {
        source.destroy();
        throw tooLarge(maxBytes);
      }
      hash.update(chunk);
      yield chunk;
      if (ended) return;
      const next = await iterator.next();
      chunk = next.done ? undefined : next.value;
    }
  }
  const stream = Readable.from(whole(), { objectMode: false });
  let digest: { sizeBytes: number; sha256: string } | null = null;
  const extension = sniffed.ext;
  return {
    contentType: sniffed.mime,
    nameFor: (given) => filenameForExtension(given, extension),
    stream,
    digest() {
      digest ??= { sizeBytes, sha256: hash.digest('hex') };
      return digest;
    },
  };
}

/** Other spellings of an extension file-type names one way. */
const EXTENSION_SPELLINGS: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'], tif: ['tif', 'tiff'] };

/**
 * A stored name never claims another type than the content has: a matching extension (in any
 * spelling or case) stays; any other is replaced; a name without one gets it.
 */
export function filenameForExtension(given: string, extension: string): string {
  const name = given.trim();
  const dot = name.lastIndexOf('.');
  const current = dot > 0 ? name.slice(dot + 1) : '';
  if ((EXTENSION_SPELLINGS[extension] ?? [extension]).includes(current.toLowerCase())) return name;
  // Only what looks like an extension is one: `Addendum 1.2` keeps its `.2`.
  const base = /^(?=.*[a-z])[a-z0-9]{1,10}$/i.test(current) ? name.slice(0, dot) : name;
  return `${base || 'file'}.${extension}`;
}

/** Reads a whole upload into memory (images to convert; they are small and capped by `maxBytes`). */
export async function readWhole(upload: IncomingUpload): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of upload.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const noFile = () => new AppError('VALIDATION_FAILED', 'The request has no file', { file: 'Required' });
