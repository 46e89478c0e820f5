import type { z } from 'zod';

/** A form converted to an API body, or the messages to show next to its fields. */
export type FormResult<T> = { ok: true; input: T } | { ok: false; errors: Record<string, string> };

/** Zod issues → `{ field: message }`, the first issue of a field winning (as the server does). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** A contract's safeParse result as a FormResult. */
export function fromParse<T>(parsed: z.ZodSafeParseResult<T>): FormResult<T> {
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
