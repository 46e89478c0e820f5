import { useCallback } from 'react';
import { useBeforeUnload } from 'react-router';
import { useNavigationBlocker } from '@/lib/navigation/use-navigation-blocker';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * While `when` holds: asks before any in-app navigation (another template, another page, Back) and
 * lets the browser ask before a reload or closing the tab.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const pending = useNavigationBlocker(
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
  if (!pending) return null;
  return (
    <ConfirmDialog
      title="Discard unsaved changes?"
      description="This template has changes that are not saved. Leave and lose them?"
      confirmLabel="Discard changes"
      busy={false}
      onConfirm={() => pending.proceed()}
      onClose={() => pending.reset()}
    />
  );
}
