import { useCallback } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * While `when` holds: asks before any in-app navigation (another template, another page, Back) and
 * lets the browser ask before a reload or closing the tab.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (when) event.preventDefault();
      },
      [when],
    ),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Discard unsaved changes?"
      description="This template has changes that are not saved. Leave and lose them?"
      confirmLabel="Discard changes"
      busy={false}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    />
  );
}
