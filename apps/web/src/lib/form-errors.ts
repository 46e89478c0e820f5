import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from './api-error';

/**
 * Puts a failed call's field errors on the form's fields and returns the form-level message.
 * `fields` lists the form's field names (an API field of the same name lands there) or maps an API
 * field path to the form field that shows it. `codeFields` maps Better Auth codes (which carry no
 * field) to the field they concern.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | ((apiField: string) => Path<T> | undefined),
  codeFields: Partial<Record<string, Path<T>>> = {},
): string | null {
  if (!isApiError(error)) return errorMessage(error);
  const fieldOf =
    typeof fields === 'function'
      ? fields
      : (field: string) => fields.find((candidate) => candidate === field);
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldOf(field);
    if (name) {
      setError(name, { type: 'server', message });
      placed = true;
    }
  }
  const codeField = codeFields[error.code];
  if (codeField) {
    setError(codeField, { type: 'server', message: error.message });
    return null;
  }
  if (placed && error.code === 'VALIDATION_FAILED') return null;
  return error.message;
}
