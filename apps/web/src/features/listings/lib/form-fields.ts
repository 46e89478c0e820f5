import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Contract issues as "path → first message", the same shape the API's VALIDATION_FAILED fields have. */
export function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/** Cards that group a create form's fields. */
export const FORM_SECTION = 'grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2';

/** A react-hook-form resolver from a form's `build` (the contract's own checks, as field errors). */
export function resolverFor<V extends FieldValues>(
  build: (values: V) => { ok: true } | { ok: false; errors: Record<string, string> },
): Resolver<V> {
  return async (values) => {
    const built = build(values);
    if (built.ok) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(built.errors).map(([k, message]) => [k, { type: 'validate', message }]),
      ) as FieldErrors<V>,
    };
  };
}
