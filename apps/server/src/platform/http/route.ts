import type { Context } from 'hono';
import type { Permission } from '@threshold/domain/permissions';
import type { z } from 'zod';
import type { Actor } from '../authz/actor';
import { AppError, validationError } from './errors';
import { assertJsonDepth } from './json-depth';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';
/** Who may call a route: anyone, any signed-in user, or holders of a registry permission. */
export type RouteAccess = 'public' | 'authenticated' | Permission;

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<P, Q, B, A> {
  params: P;
  query: Q;
  body: B;
  actor: A;
  /** The request id from the logging middleware (also in the audit log and X-Request-Id). */
  requestId: string;
  /** Versioned routes: the version the caller based the write on (If-Match or body `version`); undefined = none sent. */
  expectedVersion?: number;
  c: Context;
}

export interface RouteDefinition<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  Acc extends RouteAccess = RouteAccess,
> {
  method: HttpMethod;
  /** Hono path syntax, e.g. `/api/transactions/:id`. */
  path: string;
  access: Acc;
  /** A public route that also wants the caller when there is one; other public routes never read the session. */
  session?: 'optional';
  /**
   * What a personal API token needs here. A permission route needs that permission of the token; an
   * `authenticated` route (self-service: profile, preferences, tokens, personal tasks, the socket)
   * refuses tokens unless it says `allowed` (issue 36 item 5).
   */
  apiTokens?: 'allowed';
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  status?: 200 | 201;
  /** A non-JSON media type (e.g. `text/csv`): the handler returns a ready Response with that body. */
  produces?: string;
  /** A conditional write: the handler gets `expectedVersion` (see versioning.ts). */
  versioned?: true;
  /**
   * A stricter per-address limit for this route, on top of the write limits every state-changing
   * request has; public token endpoints declare it (platform/rate-limit, ADR 0062).
   */
  rateLimit?: { perMinute: number };
  /**
   * The body is a file, streamed by the handler (platform/storage openUpload) with its own size
   * limit: the JSON body limit and reader do not apply (ADR 0113).
   */
  upload?: true;
  handler: (
    ctx: RouteContext<Infer<P>, Infer<Q>, Infer<B>, Acc extends 'public' ? Actor | null : Actor>,
  ) => Promise<z.input<R> | Response>;
}

/** Declares a route; the type parameters tie the handler's input and output to the contracts. */
export function defineRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
  Acc extends RouteAccess,
>(definition: RouteDefinition<P, Q, B, R, Acc>): RouteDefinition {
  return definition as unknown as RouteDefinition;
}

export function parseWith<S extends Schema | undefined>(schema: S, value: unknown, where: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, `The ${where} is not valid`);
  return result.data as Infer<S>;
}

export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  assertJsonDepth(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid JSON', { _: 'Malformed JSON' });
  }
  const nulAt = pathOfNul(body);
  if (nulAt !== null) {
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid', {
      [nulAt || '_']: 'Must not contain NUL characters',
    });
  }
  return body;
}

/** The dotted path of the first string (value or key) holding a NUL character, or null when none does. */
function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path;
    const found = pathOfNul(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Path and query values without NUL characters: PostgreSQL text cannot hold them, so one would reach
 * the database as an error. Refused here, once, for every route: path and query values here, JSON
 * bodies (any string or key, at any depth) in readJsonBody.
 */
export function withoutNul<T extends Record<string, string | string[]>>(values: T, where: string): T {
  for (const [key, value] of Object.entries(values)) {
    if ((Array.isArray(value) ? value : [value]).some((v) => v.includes('\u0000'))) {
      throw new AppError('VALIDATION_FAILED', `The ${where} is not valid`, {
        [key]: 'Must not contain NUL characters',
      });
    }
  }
  return values;
}

/** Query strings arrive as strings; repeated keys become arrays. */
export function readQuery(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? (v[0] as string) : v]));
}
