import type { UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formErrorPath } from './contact-form-resolver';
import { toFormPath, type ContactFormValues, type IndexMap } from './contact-form-values';

const FORM_ROOTS = new Set<string>([
  'first_name',
  'last_name',
  'emails',
  'phones',
  'address',
  'types',
  'stage',
  'lead_source',
  'tags',
  'price_min',
  'price_max',
  'areas_of_interest',
  'birthday',
  'home_anniversary',
  'consent_email',
  'consent_sms',
  'notes',
  'owner_id',
  'team_id',
]);

/**
 * Puts the server's field errors ("emails.0.value") on the form rows they belong to and returns
 * the form-level message (null when every problem sits on a field).
 */
export function applyContactServerErrors(
  error: unknown,
  setError: UseFormSetError<ContactFormValues>,
  indexMap: IndexMap,
): string | null {
  if (!isApiError(error)) return errorMessage(error);
  let placed = 0;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!FORM_ROOTS.has(field.split('.')[0]!)) continue;
    setError(formErrorPath(toFormPath(field, indexMap)) as never, { type: 'server', message });
    placed += 1;
  }
  if (placed > 0 && error.code === 'VALIDATION_FAILED') return null;
  return error.message;
}
