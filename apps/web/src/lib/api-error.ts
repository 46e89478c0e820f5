/**
 * One error type for every failed call. The server answers `{ error: { code, message, fields } }`;
 * Better Auth answers `{ code, message }`; proxies may answer HTML or nothing. All become ApiError.
 */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** Messages for codes whose server wording is not what a user should read. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address before signing in. Check your inbox for the link.',
  USER_ALREADY_EXISTS: 'An account with this email already exists.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists.',
  INVALID_TOKEN: 'This link is invalid or has already been used.',
  TOKEN_EXPIRED: 'This link has expired. Please request a new one.',
  CSRF_REJECTED:
    'The request was blocked because it did not come from this site. Reload the page and try again.',
  [NETWORK_ERROR]: 'Could not reach the server. Check your connection and try again.',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: 'You need to sign in to do that.',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  413: 'That is too large to upload.',
  429: 'Too many attempts. Please wait a moment and try again.',
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The server's own wording, when it sent one (some screens must show it verbatim). */
  readonly serverMessage: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    serverMessage: string | null = null,
    /** Every member of the server's `error` object (e.g. STALE_VERSION's `current`, `changed_by`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.serverMessage = serverMessage;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') fields[key] = message;
  return fields;
}

function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

/** Builds an ApiError from a failed response's status and parsed body (or raw text). */
export function toApiError(status: number, body: unknown): ApiError {
  const inner = isRecord(body) && isRecord(body.error) ? body.error : isRecord(body) ? body : {};
  const code = typeof inner.code === 'string' && inner.code !== '' ? inner.code : codeForStatus(status);
  const serverMessage =
    typeof inner.message === 'string' && inner.message.trim() !== '' ? inner.message : null;
  const textMessage =
    typeof body === 'string' && body.trim() !== '' && body.length < 300 ? body.trim() : null;
  const message =
    MESSAGES[code] ??
    serverMessage ??
    textMessage ??
    STATUS_MESSAGES[status] ??
    'Something went wrong. Please try again.';
  return new ApiError(status, code, message, stringFields(inner.fields), serverMessage ?? textMessage, inner);
}

export function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR, MESSAGES[NETWORK_ERROR] ?? 'Network error');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A readable message for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
