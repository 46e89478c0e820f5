import sharp from 'sharp';
import { TEST_ORIGIN, type TestContext } from '../../../test/harness';

/** Shared helpers of the photo and attachment suites (not a test file itself). */

/** A JPEG of `width`×`height` whose EXIF says "rotate 90°" and carries a camera make (metadata to strip). */
export function rotatedJpeg(width = 400, height = 200, colour = '#336699') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'TestCam' } } })
    .toBuffer();
}

export const smallPng = (colour = '#aa3300') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Sends raw bytes as the body (public when `cookie` is empty); answers status, JSON and headers. */
export async function sendRaw(
  ctx: TestContext,
  cookie: string,
  path: string,
  bytes: Uint8Array,
  contentType = 'image/jpeg',
) {
  const response = await ctx.app.request(path, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }), 'content-type': contentType },
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

/** GETs a file route: status, bytes and headers. */
export async function fetchBytes(ctx: TestContext, cookie: string, path: string) {
  const response = await ctx.app.request(path, {
    headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) },
  });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}
