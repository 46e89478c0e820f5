import type { FileStorage } from '../../platform/storage/file-storage';
import { AppError } from '../../platform/http/errors';

/** A stored file's bytes (documents are PDFs of at most the upload limit). */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Uint8Array> {
  const stream = await storage.get(key);
  if (!stream) throw new AppError('INTERNAL', 'The stored file is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
