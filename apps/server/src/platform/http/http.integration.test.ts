import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/harness';

let ctx: TestContext;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '5', BODY_LIMIT_BYTES: '4096' } });
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** A real TCP request from a chosen loopback address, so the server sees distinct clients. */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A real TCP GET, so the answer goes through @hono/node-server as in production; the body as bytes. */
function getOverTcp(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
    },
  );
}

describe('response compression (ADR 0066, 0181)', () => {
  it('sends a list uncompressed to a client without Accept-Encoding, and the same bytes gzipped to one with it', async () => {
    const cookie = await ctx.signIn('broker@demo.test');
    const plain = await getOverTcp('/api/transactions?limit=25', { cookie });
    const gzipped = await getOverTcp('/api/transactions?limit=25', { cookie, 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString()).items.length).toBeGreaterThan(0);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(zlib.gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    for (const answer of [plain, gzipped]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('answers deflate to a client that prefers it, and leaves an answer under 1 KB uncompressed', async () => {
    const cookie = await ctx.signIn('broker@demo.test');
    const deflated = await getOverTcp('/api/transactions?limit=25', {
      cookie,
      'accept-encoding': 'gzip;q=0.5, deflate',
    });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(zlib.inflateSync(deflated.body).toString()).items.length).toBeGreaterThan(0);
    const small = await getOverTcp('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
    expect(JSON.parse(small.body.toString()).status).toBeDefined();
  });

  it('still gzips answers built outside the route table (the OpenAPI document)', async () => {
    const gzipped = await getOverTcp('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString()).openapi).toBe('3.1.0');
    const plain = await getOverTcp('/api/openapi.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });
});

describe('per-client rate limits on sign-in', () => {
  it('answers 429 to the hammering client only, whatever X-Forwarded-For it claims', async () => {
    const wrong = { email: 'broker@demo.test', password: 'wrong-password-1' };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postFrom>> | undefined;
    for (let i = 0; i < 8; i++) {
      const r = await postFrom('127.0.0.2', '/api/auth/sign-in/email', wrong, {
        'x-forwarded-for': `10.0.0.${i}`,
      });
      statuses.push(r.status);
      last = r;
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // The standard header (RFC 9110), in whole seconds within the one-minute window.
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const other = await postFrom('127.0.0.3', '/api/auth/sign-in/email', {
      email: 'broker@demo.test',
      password: 'demo-pass-2026',
    });
    expect(other.status).toBe(200);
  });
});

describe('request hygiene', () => {
  it('rejects a state change from a foreign origin', async () => {
    const response = await ctx.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'broker@demo.test', password: 'demo-pass-2026' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe('CSRF_REJECTED');
  });

  it('rejects a cookie-carrying state change with no origin at all', async () => {
    const cookie = await ctx.signIn('realtor@demo.test');
    const response = await ctx.app.request('/api/me/profile', {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Mallory' }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses an oversized body with 413', async () => {
    const cookie = await ctx.signIn('realtor@demo.test');
    const response = await ctx.request('PATCH', '/api/me/profile', {
      cookie,
      body: { first_name: 'x'.repeat(10_000) },
    });
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with 400', async () => {
    const cookie = await ctx.signIn('realtor@demo.test');
    const response = await ctx.request('PATCH', '/api/me/profile', { cookie, body: '{"first_name":' });
    expect(response.status).toBe(400);
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.request('/api/health');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers.get('x-request-id')).toMatch(/.{8,}/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await ctx.request('GET', '/api/nope');
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
  });

  it('publishes OpenAPI 3.1 generated from the contracts', async () => {
    const response = await ctx.request('GET', '/api/openapi.json');
    expect(response.json.openapi).toBe('3.1.0');
    const patch = response.json.paths['/api/me/profile'].patch;
    expect(Object.keys(patch.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'profile_image_url']),
    );
    expect(response.json.paths['/api/me'].get['x-access']).toBe('authenticated');
  });

  it('serves the dev mailbox outside production', async () => {
    const response = await ctx.request('GET', '/api/dev/mailbox?limit=5');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json.items)).toBe(true);
  });
});
