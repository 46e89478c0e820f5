import type { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api-error';

export type FieldErrors = Record<string, string>;

/** Field errors of a failed contract parse ("email" → its first message). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
  return out;
}

/** A failed call as field errors (the server's `fields`) and a form-level message. */
export function apiFailure(error: unknown): { fields: FieldErrors; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: errorMessage(error) };
  const fields = { ...error.fields };
  const placed = Object.keys(fields).length > 0 && error.code === 'VALIDATION_FAILED';
  return { fields, message: placed ? null : error.message };
}
