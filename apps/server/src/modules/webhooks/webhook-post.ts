import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PinnedAddress } from './webhook-target';

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** A lookup that answers every name with the address checked before (no second DNS query). */
function lookupPinnedTo(pinned: PinnedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

/**
 * POSTs a webhook and resolves with the receiver's status code (redirects are not followed). With a
 * pinned address the connection goes to it, while the URL's host name still names the receiver for
 * TLS (SNI and the certificate check) and in the Host header.
 */
export function postWebhook(post: WebhookPost, pinned: PinnedAddress | null): Promise<number> {
  const target = new URL(post.url);
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        signal: AbortSignal.timeout(post.timeoutMs),
        // A connection of its own: a kept-alive socket from an earlier send must not stand in for the
        // address this send checked.
        agent: false,
        ...(pinned && { lookup: lookupPinnedTo(pinned) }),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`No answer within ${post.timeoutMs / 1000} s`) : error),
    );
    request.end(post.body);
  });
}
