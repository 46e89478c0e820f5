import type { FieldErrors, Resolver } from 'react-hook-form';
import { buildContactInput, type ContactFormValues } from './contact-form-values';

/** Lists edited as a whole: an error on one item belongs to the control ("tags.3" → "tags"). */
const WHOLE_LISTS = new Set(['tags', 'areas_of_interest', 'types']);

export function formErrorPath(path: string): string {
  const head = path.split('.')[0]!;
  return WHOLE_LISTS.has(head) ? head : path;
}

/** Flat "emails.1.value" messages → the nested shape react-hook-form reads. */
export function toNestedErrors(flat: Record<string, string>): FieldErrors<ContactFormValues> {
  const root: Record<string, unknown> = {};
  for (const [rawPath, message] of Object.entries(flat)) {
    const keys = formErrorPath(rawPath).split('.');
    let node = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] ??= { type: 'validate', message };
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
      if (typeof node[key] !== 'object' || node[key] === null || 'message' in (node[key] as object))
        node[key] = nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root as FieldErrors<ContactFormValues>;
}

/** Validates with the create contract (through buildContactInput) on every submit. */
export function contactFormResolver(myId?: string): Resolver<ContactFormValues> {
  return async (values) => {
    const result = buildContactInput(values, myId);
    if (result.ok) return { values, errors: {} };
    return { values: {}, errors: toNestedErrors(result.errors) };
  };
}
