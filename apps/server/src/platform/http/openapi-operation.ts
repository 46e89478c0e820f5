import type { RouteDefinition } from './route';

/**
 * A stable operationId from the method and the path: `GET /api/transactions/:id/notes` →
 * `getTransactionsByIdNotes`. It changes only when the route does, so generated clients keep
 * their names (ADR 0122).
 */
export function operationIdOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `${route.method.toLowerCase()}${pascal}`;
}

export const API_ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
};

const error = (description: string) => ({ description, content: API_ERROR_CONTENT });

/** The one error shape (`{ error: { code, message, fields? } }`) under each status it is sent with. */
export const ERROR_RESPONSES = {
  BadRequest: error(
    'VALIDATION_FAILED: the path, query or body does not match the contract; `fields` names each',
  ),
  Unauthenticated: error('UNAUTHENTICATED: no valid session cookie or API token'),
  Forbidden: error(
    'FORBIDDEN or CSRF_REJECTED: the caller lacks the permission, or the request came from another site',
  ),
  NotFound: error('NOT_FOUND: no such record in the caller’s scope'),
  PayloadTooLarge: error('PAYLOAD_TOO_LARGE: the body is over the limit'),
  RateLimited: error('RATE_LIMITED: too many requests; retry after the `Retry-After` header'),
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** Which error answers a route can give, from what it declares. */
export function errorResponsesOf(route: RouteDefinition): Record<string, unknown> {
  const writes = route.method !== 'get';
  return {
    ...(route.params || route.query || route.body ? { 400: ref('BadRequest') } : {}),
    ...(route.access !== 'public' ? { 401: ref('Unauthenticated') } : {}),
    ...((route.access !== 'public' && route.access !== 'authenticated') || writes
      ? { 403: ref('Forbidden') }
      : {}),
    ...(route.params ? { 404: ref('NotFound') } : {}),
    ...(route.body ? { 413: ref('PayloadTooLarge') } : {}),
    ...(writes || route.rateLimit ? { 429: ref('RateLimited') } : {}),
  };
}
