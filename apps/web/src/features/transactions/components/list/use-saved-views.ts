import { useCallback, useEffect, useState } from 'react';
import { deleteView, loadSavedViews, saveView, savedViewsKey, type SavedView } from '../../model/saved-views';

/** The user's saved views, kept in step with other tabs through the storage event. */
export function useSavedViews(userId: string) {
  const [views, setViews] = useState<SavedView[]>(() => loadSavedViews(userId));

  useEffect(() => {
    setViews(loadSavedViews(userId));
    const handleStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === savedViewsKey(userId)) setViews(loadSavedViews(userId));
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [userId]);

  const save = useCallback(
    (name: string, query: string) => {
      const result = saveView(userId, name, query);
      if (result.ok) setViews(result.views);
      return result;
    },
    [userId],
  );
  const remove = useCallback((id: string) => setViews(deleteView(userId, id)), [userId]);

  return { views, save, remove };
}
