import type { ErrorCode } from '@threshold/domain/common/error.contract';
import type { z } from 'zod';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CSRF_REJECTED: 403,
  INTERNAL: 500,
};

/** An error the API reports to the caller as `{ error: { code, message, fields } }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra top-level members of `error` (e.g. STALE_VERSION's current record). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...this.details,
      },
    };
  }
}

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);

export function validationError(error: z.ZodError, message = 'Some fields are not valid'): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return new AppError('VALIDATION_FAILED', message, fields);
}
