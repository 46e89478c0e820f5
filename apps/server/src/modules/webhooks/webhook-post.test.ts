import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from './webhook-post';

let server: http.Server;
let port: number;
const received: { host?: string; body: string; signature?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ host: req.headers.host, body, signature: req.headers['threshold-signature'] as string });
      res.statusCode = req.url === '/gone' ? 410 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (url: string) => ({ url, body: '{"event":"ping"}', headers: { 'threshold-signature': 's' }, timeoutMs: 5_000 });

describe('postWebhook', () => {
  it('connects to the pinned address, never a new lookup, and keeps the host name in Host', async () => {
    // `.invalid` never resolves (RFC 6761): the request can only arrive through the pinned address.
    const status = await postWebhook(post(`http://receiver.invalid:${port}/hook`), { address: '127.0.0.1', family: 4 });
    expect(status).toBe(204);
    expect(received.at(-1)).toEqual({ host: `receiver.invalid:${port}`, body: '{"event":"ping"}', signature: 's' });
  });

  it('without a pin resolves the name as usual, and reports any status', async () => {
    expect(await postWebhook(post(`http://127.0.0.1:${port}/gone`), null)).toBe(410);
    await expect(postWebhook(post(`http://receiver.invalid:${port}/hook`), null)).rejects.toThrow();
  });
});
