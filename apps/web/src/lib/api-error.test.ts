import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, toApiError } from './api-error';

describe('toApiError', () => {
  it('reads the server error shape with field errors', () => {
    const error = toApiError(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Check the highlighted fields',
        fields: { email: 'Invalid email' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { email: 'Invalid email' },
    });
    expect(error.message).toBe('Check the highlighted fields');
  });

  it('reads the Better Auth shape and maps known codes to friendly messages', () => {
    const error = toApiError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(error.message).toBe('Invalid email or password.');
    expect(error.serverMessage).toBe('Invalid email or password');
  });

  it('keeps the spec message for a profile update without a user', () => {
    const error = toApiError(401, {
      error: { code: 'UNAUTHENTICATED', message: 'No user is currently logged in' },
    });
    expect(error.message).toBe('No user is currently logged in');
  });

  it('falls back on plain text, then the status', () => {
    expect(toApiError(429, 'Too many requests. Please try again later.').message).toBe(
      'Too many requests. Please try again later.',
    );
    expect(toApiError(429, null)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(toApiError(502, '<html>Bad gateway</html>'.repeat(20)).message).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('never exposes non-string field values', () => {
    expect(toApiError(400, { error: { code: 'X', message: 'm', fields: { a: 1, b: 'ok' } } }).fields).toEqual(
      { b: 'ok' },
    );
  });
});

describe('errorMessage', () => {
  it('uses the API message, else the fallback', () => {
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Boom'))).toBe('Boom');
    expect(errorMessage(new TypeError('x'), 'Fallback')).toBe('Fallback');
  });
});
