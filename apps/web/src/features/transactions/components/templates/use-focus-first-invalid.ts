import { useEffect, type RefObject } from 'react';

/** After a failed submit, moves the focus to the first field marked invalid in the form. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
