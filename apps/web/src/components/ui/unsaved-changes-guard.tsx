import { useCallback } from 'react';
import { useBeforeUnload } from 'react-router';
import { useNavigationBlocker } from '@/lib/navigation/use-navigation-blocker';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `when` holds: asks before any in-app navigation (another record, another page, Back) and
 * lets the browser ask before a reload or closing the tab.
 */
export function UnsavedChangesGuard({ when, what = 'page' }: { when: boolean; what?: string }) {
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
      description={`This ${what} has changes that are not saved. Leave and lose them?`}
      confirmLabel="Discard changes"
      busy={false}
      onConfirm={() => pending.proceed()}
      onClose={() => pending.reset()}
    />
  );
}
