import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Contract issues as "path → first message", the same shape the API's VALIDATION_FAILED fields have. */
export function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

export type BuiltInput<I> = { ok: true; input: I } | { ok: false; errors: Record<string, string> };

/** A contract's parse result as a form's: the input, or the first message per form field. */
export function toBuiltInput<I>(
  result: z.ZodSafeParseResult<I>,
  fieldOf: (contractPath: string) => string,
): BuiltInput<I> {
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(issuesToFields(result.error)))
    errors[fieldOf(path)] ??= message;
  return { ok: false, errors };
}

/** Cards that group a form's fields. */
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

/** The fields whose typed value differs from the record's now (the rows of a conflict notice). */
export function changedFields<V extends Record<string, unknown>>(
  theirs: V,
  yours: V,
  labels: Partial<Record<keyof V, string>>,
) {
  const show = (v: unknown) => (Array.isArray(v) ? v.map((x) => x.name ?? x).join(', ') : String(v ?? ''));
  return (Object.keys(labels) as (keyof V)[])
    .filter((key) => show(theirs[key]) !== show(yours[key]))
    .map((key) => ({ label: labels[key]!, theirs: show(theirs[key]), yours: show(yours[key]) }));
}
