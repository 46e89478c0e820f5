/**
 * The typed API client: plain fetch (no auth client library — it keeps /login small), JSON in and
 * out, cookies always sent, answers optionally parsed by a zod contract from packages/domain.
 */
import type { z } from 'zod';
import { ApiError, networkError, toApiError } from './api-error';
import { config } from './env';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Parses the answer; a mismatch throws (the contract is the law on both sides). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers, e.g. `If-Match` from versionHeaders() (lib/versioned-mutation.ts). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${config.apiUrl}${path}${search ? `?${search}` : ''}`;
}

function credentialsMode(): RequestCredentials {
  // An absolute API URL on another origin needs 'include'; the normal deployment is same-origin.
  if (!config.apiUrl.startsWith('http')) return 'same-origin';
  return new URL(config.apiUrl).origin === window.location.origin ? 'same-origin' : 'include';
}

/**
 * Lets the browser run other work before a request starts. Starting a request costs the main thread
 * one to two milliseconds; a page that mounts ten widgets would otherwise start ten in one long task.
 * Browsers without `scheduler.yield` start at once.
 */
function yieldBeforeRequest(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  let response: Response;
  const pause = yieldBeforeRequest();
  if (pause) await pause;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: credentialsMode(),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unexpected answer.');
  }
  return parsed.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
};
