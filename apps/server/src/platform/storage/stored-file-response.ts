import { Readable } from 'node:stream';
import { AppError } from '../http/errors';
import type { FileAreaDeps } from './file-area-deps';

/** What a download needs to know about a stored file. */
export interface StoredFile {
  storageKey: string;
  filename: string;
  /** Sniffed at upload, never taken from the name or the request. */
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/** The stored file, never cached, as an attachment with its sniffed type (ADR 0113/0132). */
export async function attachmentResponse(files: FileAreaDeps, row: StoredFile) {
  const body = await files.storage.get(row.storageKey);
  if (!body) throw new AppError('INTERNAL', 'The stored file is missing');
  const ascii = row.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: 200,
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(row.sizeBytes),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${row.sha256}"`,
    },
  });
}
