import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAnalyticsRunning } from './use-monitoring';

/** Reports each route change while analytics run (the tracker module loads only then). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isAnalyticsRunning()) return;
    // Let the page set its title first.
    const timer = window.setTimeout(() => {
      void import('./page-tracker').then((tracker) => tracker.trackPageView(pathname));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
