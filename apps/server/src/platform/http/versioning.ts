import type { Context } from 'hono';
import { AppError } from './errors';

/**
 * Optimistic concurrency in the request path (issue 19, ADR 0082/0083). A route that declares
 * `versioned: true` receives `ctx.expectedVersion`: from `If-Match` (`"7"` or weak `W/"7"`) or
 * a top-level `version` field of the JSON body (removed before the body contract parses it).
 * No version at all is accepted (undefined: last write wins) for API clients; the web app always sends one.
 */
export function takeExpectedVersion(c: Context, body: unknown): number | undefined {
  const header = c.req.header('If-Match');
  const fromHeader = header === undefined ? undefined : parseEtag(header);
  let fromBody: number | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'version' in body) {
    const record = body as Record<string, unknown>;
    fromBody = parseVersion(record.version);
    delete record.version;
  }
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new AppError('VALIDATION_FAILED', 'If-Match and version disagree', { version: 'Send one version' });
  }
  return fromHeader ?? fromBody;
}

function parseEtag(header: string): number {
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  if (!match) {
    throw new AppError('VALIDATION_FAILED', 'If-Match must be a quoted version, e.g. "7"', {
      'If-Match': 'Must be a quoted version',
    });
  }
  return parseVersion(Number(match[1]));
}

function parseVersion(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value;
  throw new AppError('VALIDATION_FAILED', 'The version is not valid', {
    version: 'Must be a whole number ≥ 1',
  });
}

export const etagOf = (version: number) => `"${version}"`;

/** Single-record reads: a DTO with a top-level `version` answers with it as the ETag. */
export function versionEtag(method: string, dto: unknown): string | undefined {
  if (method !== 'get' || !dto || typeof dto !== 'object') return undefined;
  const version = (dto as { version?: unknown }).version;
  return typeof version === 'number' ? etagOf(version) : undefined;
}

/** The 409 a conditional write answers when the record moved on: what it is now, and who changed it when. */
export function staleVersion(
  current: unknown,
  latest: { changedBy: { id: string; name: string } | null; changedAt: Date | null },
) {
  return new AppError('STALE_VERSION', 'Someone else changed this record after you opened it', undefined, {
    current,
    changed_by: latest.changedBy,
    changed_at: latest.changedAt?.toISOString() ?? null,
  });
}

/** OpenAPI for a versioned route: the optional If-Match header and the 409 STALE_VERSION answer. */
export const IF_MATCH_PARAMETER = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The version the edit is based on, as an ETag ("7" or W/"7"); or send a top-level body `version`.',
  schema: { type: 'string' },
};
export const STALE_VERSION_RESPONSE = {
  description: 'STALE_VERSION: the record changed since that version; `error.current` is the record now',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/StaleVersionError' } } },
};
