import type { z } from 'zod';
import { errorMessage, isApiError } from '@/lib/api-error';

/** Contract issues as "path → first message", the same shape the API's VALIDATION_FAILED fields have. */
export function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/** A failed save as field errors (when the API named fields) and a form-level message. */
export function saveErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED' && Object.keys(error.fields).length)
    return { fields: error.fields, message: null };
  return { fields: {}, message: errorMessage(error) };
}
