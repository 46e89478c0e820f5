import { get, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { WizardValues } from '../../model/wizard';

export type WizardForm = UseFormReturn<WizardValues>;
export type WizardPath = FieldPath<WizardValues>;

/** The message of a field's error, by dotted path ("participants.0.roles"). */
export function fieldError(form: WizardForm, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: string } | undefined;
  return error?.message;
}

/** Puts errors keyed by form path on the form; returns the first path (to focus it). */
export function showErrors(form: WizardForm, errors: Record<string, string>): string | null {
  const paths = Object.keys(errors);
  for (const path of paths) form.setError(path as WizardPath, { type: 'validate', message: errors[path] });
  return paths[0] ?? null;
}
