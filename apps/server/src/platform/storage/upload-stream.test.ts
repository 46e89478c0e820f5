import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createLocalDiskStorage } from './local-disk-storage';
import { filenameForExtension, openUpload } from './upload-stream';

const root = mkdtempSync(path.join(tmpdir(), 'threshold-storage-'));
const storage = createLocalDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

/** A request whose body arrives in `chunks` pieces of `size` bytes, with no Content-Length (chunked). */
function streamedRequest(first: Buffer, chunks: number, size: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(first);
      else if (sent > chunks) return controller.close();
      else controller.enqueue(new Uint8Array(size).fill(32));
      sent++;
    },
  });
  return new Request('http://test/upload', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

const code = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('openUpload + local disk storage', () => {
  it('streams a PDF into storage and answers its size and SHA-256', async () => {
    const upload = await openUpload(streamedRequest(PDF_HEAD, 10, 1000), {
      maxBytes: 1_000_000,
      allowed: ['application/pdf'],
    });
    expect(upload.contentType).toBe('application/pdf');
    const { sizeBytes } = await storage.put('documents/a/v1', upload.stream);
    const expected = Buffer.concat([PDF_HEAD, Buffer.alloc(10_000, 32)]);
    expect(sizeBytes).toBe(expected.length);
    expect(upload.digest()).toEqual({
      sizeBytes: expected.length,
      sha256: createHash('sha256').update(expected).digest('hex'),
    });
    expect(await storage.stat('documents/a/v1')).toEqual({ sizeBytes: expected.length });
    const back: Buffer[] = [];
    for await (const chunk of (await storage.get('documents/a/v1'))!) back.push(chunk as Buffer);
    expect(Buffer.concat(back).equals(expected)).toBe(true);
    await storage.delete('documents/a/v1');
    expect(await storage.get('documents/a/v1')).toBeNull();
  });

  it('refuses content that is not an accepted type, whatever the request claims', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]);
    const request = new Request('http://test/upload', {
      method: 'POST',
      body: exe,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(await code(openUpload(request, { maxBytes: 1_000_000, allowed: ['application/pdf'] }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('refuses a declared length over the limit before reading, and a chunked body once it passes the limit, leaving no file', async () => {
    const declared = new Request('http://test/upload', {
      method: 'POST',
      body: Buffer.alloc(2048, 1),
      headers: { 'content-length': '2048' },
    });
    expect(await code(openUpload(declared, { maxBytes: 1024, allowed: ['application/pdf'] }))).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    const upload = await openUpload(streamedRequest(PDF_HEAD, 100, 1000), {
      maxBytes: 50_000,
      allowed: ['application/pdf'],
    });
    expect(await code(storage.put('documents/b/v1', upload.stream))).toBe('PAYLOAD_TOO_LARGE');
    expect(await storage.stat('documents/b/v1')).toBeNull();
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave the storage root', async () => {
    await expect(storage.stat('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.stat('documents/../../x')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the stored name follows the sniffed type', () => {
  it('replaces a lying extension, keeps a matching one in any spelling, and adds a missing one', () => {
    expect(filenameForExtension('offer.html', 'pdf')).toBe('offer.pdf');
    expect(filenameForExtension('Offer.PDF', 'pdf')).toBe('Offer.PDF');
    expect(filenameForExtension('house photo.jpeg', 'jpg')).toBe('house photo.jpeg');
    expect(filenameForExtension('scan', 'png')).toBe('scan.png');
    expect(filenameForExtension('  .html ', 'pdf')).toBe('.html.pdf');
    // A dot inside a name that is not an extension stays part of the name.
    expect(filenameForExtension('Lease v2.final draft', 'pdf')).toBe('Lease v2.final draft.pdf');
    expect(filenameForExtension('Addendum 1.2', 'pdf')).toBe('Addendum 1.2.pdf');
  });

  it('is what an upload offers for the client’s name', async () => {
    const upload = await openUpload(streamedRequest(PDF_HEAD, 1, 10), { maxBytes: 1_000_000, allowed: ['application/pdf'] });
    expect(upload.nameFor('payload.html')).toBe('payload.pdf');
    upload.stream.destroy();
  });
});
