import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SYNC_COMPRESSION_MAX_BYTES, sendJson } from './compression';

/** An answer of about `bytes` bytes of JSON. */
const answerOf = (bytes: number) => ({
  items: Array.from({ length: bytes / 50 }, (_, i) => ({ id: i, name: `row ${i}` })),
});

function appSending(dto: unknown) {
  const app = new Hono();
  app.get('/answer', (c) => sendJson(c, dto, { etag: '"v1"' }));
  return app;
}

describe('sendJson', () => {
  it.each([
    ['a list of about 20 KB (compressed on the event loop)', 20_000],
    ['a list above 64 KB (compressed on the thread pool)', SYNC_COMPRESSION_MAX_BYTES * 3],
  ])('gzips %s to the same JSON, with a weak ETag', async (_, bytes) => {
    const dto = answerOf(bytes);
    const response = await appSending(dto).request('/answer', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBe('W/"v1"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(dto);
  });

  it('deflates a large answer for a client that asks only for deflate', async () => {
    const dto = answerOf(SYNC_COMPRESSION_MAX_BYTES * 2);
    const response = await appSending(dto).request('/answer', { headers: { 'accept-encoding': 'deflate' } });
    expect(response.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(dto);
  });

  it('sends the JSON as it is, with its length and strong ETag, to a client that accepts no encoding', async () => {
    const dto = answerOf(SYNC_COMPRESSION_MAX_BYTES * 2);
    const response = await appSending(dto).request('/answer');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('etag')).toBe('"v1"');
    const text = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual(dto);
  });
});
