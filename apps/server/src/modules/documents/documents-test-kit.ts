import { crc32 } from 'node:zlib';
import { expect } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { TEST_ORIGIN, type TestContext } from '../../test/harness';

/** Shared helpers of the documents integration suites (not a test file itself). */

/** A small real PDF whose text says `label` (so two versions differ). */
export async function pdfBytes(label: string, pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    pdf.addPage([612, 792]).drawText(`${label} — page ${i + 1}`, { x: 72, y: 700, size: 14, font });
  return pdf.save();
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The 1×1 PNG with a header that declares `width` × `height` pixels (its CRC made right): a few
 * bytes that would decode into a huge image, what a "decompression bomb" upload looks like.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_BYTES);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The first bytes of a Windows executable ("MZ" header), padded; what a renamed .exe looks like. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(4096, 0),
]);

/** POSTs raw bytes (the upload API's body is the file) and answers status and JSON. */
export async function uploadRaw(
  ctx: TestContext,
  cookie: string,
  path: string,
  bytes: Uint8Array,
  contentType = 'application/pdf',
) {
  const response = await ctx.app.request(path, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
    body: bytes,
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json };
}

export async function uploadDocument(
  ctx: TestContext,
  cookie: string,
  query: Record<string, string>,
  bytes?: Uint8Array,
) {
  const body = bytes ?? (await pdfBytes(query.name ?? 'doc'));
  const res = await uploadRaw(ctx, cookie, `/api/documents?${new URLSearchParams(query)}`, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; version: number; current: { sha256: string }; version_count: number };
}

/** GETs a document's file: status and bytes. */
export async function download(ctx: TestContext, cookie: string, id: string, query = '') {
  const response = await ctx.app.request(`/api/documents/${id}/content${query}`, {
    headers: { origin: TEST_ORIGIN, cookie },
  });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}
