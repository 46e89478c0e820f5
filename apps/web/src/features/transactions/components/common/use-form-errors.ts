import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api-error';

/**
 * Field errors (from the contract before sending, or the server's 400 `fields` after) and the
 * message of a failed submit, which is also toasted.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const clear = () => {
    setErrors({});
    setFormError(null);
  };
  const fail = (title: string) => (error: unknown) => {
    toast.error(title, { description: errorMessage(error) });
    setErrors(isApiError(error) ? error.fields : {});
    setFormError(errorMessage(error));
  };
  return { errors, formError, setErrors, clear, fail };
}
